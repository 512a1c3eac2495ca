// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const size = async (jpeg: Buffer) => {
  const { width, height, format } = await sharp(jpeg).metadata();
  return { width, height, format };
};
const fixture = readFileSync(path.join(import.meta.dirname, '..', '..', 'fixtures', 'astronaut.png'));
// The fixture itself is over the 500 KB limit: a camera-sized PNG of it is not.
let astronaut: Buffer;
beforeAll(async () => {
  astronaut = await sharp(fixture).resize(300, 300).png().toBuffer();
});
/** The mean colour of a picture, to tell pictures apart. */
const mean = async (jpeg: Buffer) => (await sharp(jpeg).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

describe('show thumbnails', () => {
  it('serves the seeded thumbnail as a JPEG, 640×360 by default or resized to cover what is asked', async () => {
    const plain = await t.call('/show/SH0W42/thumbnail/v1');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
    expect(plain.headers.get('cache-control')).toMatch(/^public/);
    expect(await size(plain.body)).toEqual({ width: 640, height: 360, format: 'jpeg' });
    expect(await size((await t.call('/show/SH0W42/thumbnail/v1?width=16&height=1280')).body)).toEqual({
      width: 16,
      height: 1280,
      format: 'jpeg',
    });
  });
  it('gives each seeded show a look of its own', async () => {
    const looks = await Promise.all(
      ['SH0W42', 'SH0W43', 'SH0W40'].map(async (id) =>
        (await mean((await t.call(`/show/${id}/thumbnail/v1?width=64&height=36`)).body)).join(),
      ),
    );
    expect(new Set(looks).size).toBe(3);
  });
  it('refuses sizes outside 16–1280, and 404s without a show or a thumbnail', async () => {
    for (const q of ['width=15', 'width=1281', 'height=0', 'width=abc', 'width=100.5']) {
      const res = await t.call(`/show/SH0W42/thumbnail/v1?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body.errors[0].code).toBe('OUT_OF_RANGE');
    }
    expect((await t.call('/show/NOPE/thumbnail/v1')).status).toBe(404);
    t.backend.shows.update('SH0W44', { hasThumbnail: false });
    expect((await t.call('/show/SH0W44/thumbnail/v1')).status).toBe(404);
  });
});

describe('profile pictures', () => {
  it('serves a seeded host’s picture square, 96 by default, by handle or by display name', async () => {
    const byHandle = await t.call('/profile/byHandle/lena.lips/picture/v1?cacheBuster=1');
    expect(await size(byHandle.body)).toEqual({ width: 96, height: 96, format: 'jpeg' });
    const byName = await t.call('/profile/byDisplayName/Lena/1/picture/v1?size=200');
    expect(await size(byName.body)).toEqual({ width: 200, height: 200, format: 'jpeg' });
    const jo = await t.call('/profile/byHandle/glow.with.jo/picture/v1');
    expect((await mean(jo.body)).join()).not.toBe((await mean(byHandle.body)).join());
  });
  it('refuses sizes outside 16–512, and 404s a profile without a picture or no profile', async () => {
    expect((await t.call('/profile/byHandle/lena.lips/picture/v1?size=513')).status).toBe(422);
    expect((await t.call('/profile/byHandle/lena.lips/picture/v1?size=15')).status).toBe(422);
    expect((await t.call('/profile/byHandle/nobody/picture/v1')).status).toBe(404);
    await t.call('/profile/me/displayname/v1', { json: { baseName: 'Ada' }, as: USERS.shopper });
    expect((await t.call('/profile/byDisplayName/Ada/1/picture/v1')).status).toBe(404);
  });
  it('takes a new picture from a signed-in user and bumps the version', async () => {
    const before = (await t.call('/profile/me/v1', { as: USERS.shopper })).body.pictureVersion;
    const upload = await t.call('/profile/me/picture/v1', { json: { image: astronaut.toString('base64') }, as: USERS.shopper });
    expect(upload.status).toBe(200);
    expect(upload.body).toMatchObject({ displayName: { baseName: 'Ada', sequenceId: 1 }, pictureVersion: before + 1 });
    const picture = await t.call('/profile/byDisplayName/Ada/1/picture/v1?size=512&cacheBuster=1');
    expect(await size(picture.body)).toEqual({ width: 512, height: 512, format: 'jpeg' });
    // A second picture replaces the first: the same address now answers the new one.
    const red = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d01010' } })
      .jpeg()
      .toBuffer();
    expect(
      (await t.call('/profile/me/picture/v1', { json: { image: red.toString('base64') }, as: USERS.shopper })).body.pictureVersion,
    ).toBe(before + 2);
    const [r, g] = await mean((await t.call('/profile/byDisplayName/Ada/1/picture/v1?size=512&cacheBuster=2')).body);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
  });
  it('refuses a picture over 500 000 bytes, something that is not a picture, and anyone not signed in', async () => {
    expect(fixture.length).toBeGreaterThan(500_000);
    const big = await t.call('/profile/me/picture/v1', { json: { image: fixture.toString('base64') }, as: USERS.other });
    expect(big.status).toBe(422);
    expect(big.body.errors[0]).toMatchObject({ field: 'image', code: 'TOO_LARGE' });
    for (const image of [Buffer.from('hello, not a picture').toString('base64'), 'data:image/png;base64,AAAA', '', 42]) {
      const res = await t.call('/profile/me/picture/v1', { json: { image }, as: USERS.other });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].code).toBe('NOT_AN_IMAGE');
    }
    expect((await t.call('/profile/me/picture/v1', { json: { image: astronaut.toString('base64') } })).status).toBe(401);
    expect((await t.call('/profile/me/v1', { as: USERS.other })).body.pictureVersion).toBe(0);
  });
  it('keeps pictures across a restart', async () => {
    const again = await startTestBackend({ dataDir: t.dataDir });
    try {
      expect((await again.call('/profile/me/v1', { as: USERS.shopper })).body.pictureVersion).toBe(2);
      const [r] = await mean((await again.call('/profile/byDisplayName/Ada/1/picture/v1')).body);
      expect(r).toBeGreaterThan(180);
    } finally {
      await again.close();
    }
  });
});
