// @vitest-environment node
import sharp from 'sharp';
import { products } from '../storefront/catalogue';
import { is, openStream } from './sse-client';
import { idToken, startTestBackend, USERS, type TestBackend } from './test-backend';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const MIN = 60_000;
const iso = (t: number) => new Date(t).toISOString();
const SATIN = 7301000002; // six shades at 24.00, 44010000007–12
const VELVET_RED = 44010000001; // a variant of another product

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ now: () => NOW });
  // The rookie becomes a host with a handle of their own (the handle call exists).
  expect((await t.call('/profile/me/handle/v1', { json: { handle: 'rio.rookie' }, as: USERS.rookie })).status).toBe(200);
});
afterAll(() => t.close());

const draft = (over: Record<string, unknown> = {}) => ({
  startTime: iso(NOW + 120 * MIN),
  title: 'Gloss week',
  description: 'Every gloss, swatched',
  variants: [{ productId: SATIN, variantIds: [44010000007, 44010000008] }],
  thumbnail: null,
  publiclyListed: true,
  discounts: { productDiscounts: [{ productId: SATIN, amountPerItem: '5' }] },
  featureMode: 'CAROUSEL',
  ...over,
});
const create = (body: unknown, as = USERS.mia, query = '') => t.call(`/show/v1${query}`, { json: body, as });
const patch = (id: string, body: unknown, as = USERS.mia, query = '') =>
  t.call(`/show/${id}/v1${query}`, { method: 'PATCH', json: body, as });
/** The errors as 'field:CODE' (just 'CODE' for the show as a whole). */
const codes = (res: { body: { errors: Array<{ field?: string; code?: string }> } }) =>
  res.body.errors.map((e) => (e.field ? `${e.field}:${e.code}` : e.code));
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe('creating a show', () => {
  it('is for influencers only, with a handle', async () => {
    expect((await t.call('/show/v1', { json: draft() })).status).toBe(401);
    for (const as of [USERS.shopper, USERS.moderator, USERS.admin]) {
      const res = await create(draft(), as);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe('User is not an influencer');
    }
    const noHandle = await create(draft(), idToken('sub-new', 'new@aurelle.test', 'influencer'));
    expect(noHandle.status).toBe(422);
    expect(noHandle.body.errors[0].code).toBe('NO_HANDLE');
  });
  it('makes a PENDING show of the caller’s handle, with a fresh id, that viewers can read at once', async () => {
    const res = await create(draft({ title: '  Gloss week  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^SH[0-9A-Z]{4}$/),
      handle: 'mia.host',
      state: 'PENDING',
      title: 'Gloss week',
      startTime: iso(NOW + 120 * MIN),
      endTime: null,
      recordings: [],
      playbackUrl: null,
      hasThumbnail: false,
      featureMode: 'CAROUSEL',
      discounts: { productDiscounts: [{ productId: SATIN, amountPerItem: '5.00' }] },
      activeVariant: null,
      featuredItem: null,
      pinnedMessage: null,
    });
    expect(res.body).not.toHaveProperty('liveSince');
    expect((await t.call(`/show/${res.body.id}/v1`)).body).toEqual(res.body);
    expect((await t.call('/show/byHandle/mia.host/v1')).body.shows.map((s: { id: string }) => s.id)).toContain(res.body.id);
    expect((await create(draft())).body.id).not.toBe(res.body.id);
  });
  it('fills what the draft leaves out, but needs a title and a start', async () => {
    const res = await create({ title: 'Quick one', startTime: iso(NOW + 5 * MIN) });
    expect(res.body).toMatchObject({
      description: '',
      variants: [],
      publiclyListed: true,
      featureMode: 'SINGLE',
      discounts: { productDiscounts: [] },
    });
    expect(codes(await create({}))).toEqual(['title:EMPTY', 'startTime:INVALID']);
  });
  it('checks titles and descriptions: required, 65 and 1000 characters, no profanity', async () => {
    expect(codes(await create(draft({ title: '   ' })))).toEqual(['title:EMPTY']);
    expect((await create(draft({ title: 'x'.repeat(65), description: 'd'.repeat(1000) }))).status).toBe(201);
    expect(codes(await create(draft({ title: 'x'.repeat(66), description: 'd'.repeat(1001) })))).toEqual([
      'title:TOO_LONG',
      'description:TOO_LONG',
    ]);
    expect(codes(await create(draft({ title: 'Damn good gloss', description: 'No crap, just gloss' })))).toEqual([
      'title:PROFANITY',
      'description:PROFANITY',
    ]);
    expect(codes(await create(draft({ title: 42, description: null })))).toEqual(['title:INVALID', 'description:INVALID']);
  });
  it('checks products against the catalogue: at most 15, known, their own variants, once each', async () => {
    const fifteen = products.slice(0, 15).map((p) => ({ productId: p.id, variantIds: [] }));
    expect((await create(draft({ variants: fifteen, discounts: { productDiscounts: [] } }))).status).toBe(201);
    const sixteen = products.slice(0, 16).map((p) => ({ productId: p.id, variantIds: [] }));
    expect(codes(await create(draft({ variants: sixteen })))).toEqual(['variants:TOO_MANY']);
    expect(codes(await create(draft({ variants: [{ productId: 1, variantIds: [] }], discounts: { productDiscounts: [] } })))).toEqual([
      'variants:UNKNOWN_PRODUCT',
    ]);
    expect(codes(await create(draft({ variants: [{ productId: SATIN, variantIds: [VELVET_RED] }] })))).toEqual([
      'variants:UNKNOWN_VARIANT',
    ]);
    expect(
      codes(
        await create(
          draft({
            variants: [
              { productId: SATIN, variantIds: [] },
              { productId: SATIN, variantIds: [] },
            ],
          }),
        ),
      ),
    ).toEqual(['variants:DUPLICATE']);
    expect(codes(await create(draft({ variants: [{ productId: '7301000002' }], discounts: { productDiscounts: [] } })))).toEqual([
      'variants:INVALID',
    ]);
  });
  it('checks the start: an ISO time, not over a minute past, within a year', async () => {
    expect(codes(await create(draft({ startTime: 'tomorrow at six' })))).toEqual(['startTime:INVALID']);
    expect(codes(await create(draft({ startTime: 'Sun Nov 22 2026 18:00:00' })))).toEqual(['startTime:INVALID']);
    expect((await create(draft({ startTime: iso(NOW - 59_000) }))).status).toBe(201);
    expect(codes(await create(draft({ startTime: iso(NOW - 61_000) })))).toEqual(['startTime:IN_PAST']);
    expect((await create(draft({ startTime: '2027-11-22T12:00:00+01:00' }))).body.startTime).toBe('2027-11-22T11:00:00.000Z');
    expect(codes(await create(draft({ startTime: iso(NOW + 367 * 24 * 60 * MIN) })))).toEqual(['startTime:TOO_FAR']);
  });
  it('checks discounts: products of the show, an amount above 0 and below the lowest price', async () => {
    const with_ = (productDiscounts: unknown[]) => create(draft({ discounts: { productDiscounts } }));
    expect(codes(await with_([{ productId: 7301000003, amountPerItem: '1.00' }]))).toEqual(['discounts:NOT_IN_SHOW']);
    for (const amountPerItem of ['0', '0.00', '1.234', '-1', '1,50', 5])
      expect(codes(await with_([{ productId: SATIN, amountPerItem }]))).toEqual(['discounts:INVALID']);
    expect(codes(await with_([{ productId: SATIN, amountPerItem: '24.00' }]))).toEqual(['discounts:TOO_HIGH']);
    expect((await with_([{ productId: SATIN, amountPerItem: '23.99' }])).status).toBe(201);
    expect(
      codes(
        await with_([
          { productId: SATIN, amountPerItem: '1' },
          { productId: SATIN, amountPerItem: '2' },
        ]),
      ),
    ).toEqual(['discounts:DUPLICATE']);
    expect(codes(await create(draft({ discounts: [] })))).toEqual(['discounts:INVALID']);
  });
  it('checks the feature mode and listing flag', async () => {
    expect(codes(await create(draft({ featureMode: 'GRID', publiclyListed: 'yes' })))).toEqual([
      'featureMode:INVALID',
      'publiclyListed:INVALID',
    ]);
  });
  it('reports every error at once', async () => {
    const res = await create(
      draft({
        title: '',
        description: 'd'.repeat(1001),
        variants: [{ productId: 1, variantIds: [] }],
        startTime: 'soon',
        thumbnail: 'not base64!',
        featureMode: 'x',
      }),
    );
    expect(res.status).toBe(422);
    expect(codes(res)).toEqual([
      'title:EMPTY',
      'description:TOO_LONG',
      'variants:UNKNOWN_PRODUCT',
      'startTime:INVALID',
      'discounts:NOT_IN_SHOW',
      'featureMode:INVALID',
      'thumbnail:NOT_AN_IMAGE',
    ]);
    expect(res.body.errors.every((e: { message: string }) => e.message.length > 0)).toBe(true);
  });
  it('stores a JPEG or PNG thumbnail of up to 500 KB, served like the seeded ones', async () => {
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#c0306a' } })
      .png()
      .toBuffer();
    const res = await create(draft({ thumbnail: b64(png) }));
    expect(res.body.hasThumbnail).toBe(true);
    const served = await t.call(`/show/${res.body.id}/thumbnail/v1`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(served.body).metadata()).toMatchObject({ width: 640, height: 360, format: 'jpeg' });
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(codes(await create(draft({ thumbnail: b64(gif) })))).toEqual(['thumbnail:NOT_AN_IMAGE']);
    expect(codes(await create(draft({ thumbnail: b64(Buffer.alloc(500_001, 1)) })))).toEqual(['thumbnail:TOO_LARGE']);
  });
  it('POST /show/validate/v1 (our addition) checks the fields sent by the same rules and creates nothing', async () => {
    const before = t.backend.shows.all().length;
    const png = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const validate = (body: unknown, as = USERS.mia) => t.call('/show/validate/v1', { json: body, as });
    const ok = await validate(draft({ thumbnail: b64(png) }));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ ok: true });
    expect(codes(await validate({ title: '' }))).toEqual(['title:EMPTY']);
    expect(codes(await validate({ title: 'x'.repeat(66) }))).toEqual(['title:TOO_LONG']);
    // One field at a time: the others are not demanded.
    expect((await validate({ description: 'Every gloss' })).body).toEqual({ ok: true });
    expect(
      codes(
        await validate({
          discounts: { productDiscounts: [{ productId: SATIN, amountPerItem: '24.00' }] },
          variants: [{ productId: SATIN, variantIds: [] }],
        }),
      ),
    ).toEqual(['discounts:TOO_HIGH']);
    expect((await validate(draft(), USERS.shopper)).status).toBe(403);
    expect(t.backend.shows.all().length).toBe(before);
  });
  it('creates on POST /show/v1 whatever the query says (no dry run)', async () => {
    const before = t.backend.shows.all().length;
    expect((await create(draft(), USERS.mia, '?dryRun=true')).status).toBe(201);
    expect(t.backend.shows.all().length).toBe(before + 1);
  });
});

describe('updating a show', () => {
  it('is for its owner: another host gets 403, an unknown show 404', async () => {
    const { id } = (await create(draft())).body;
    const theirs = await patch(id, { title: 'Mine now' }, USERS.rookie);
    expect(theirs.status).toBe(403);
    expect(theirs.body.errors[0].message).toBe('Not your show');
    expect((await patch(id, { title: 'x' }, USERS.shopper)).body.errors[0].message).toBe('User is not an influencer');
    expect((await patch('SH0000', { title: 'x' })).status).toBe(404);
    expect((await t.call(`/show/${id}/v1`)).body.title).toBe('Gloss week');
  });
  it('changes only the fields sent, by the same rules, and viewers see it at once', async () => {
    const { id } = (await create(draft())).body;
    const res = await patch(id, { title: 'Gloss week, part 2', publiclyListed: false });
    expect(res.body).toMatchObject({
      title: 'Gloss week, part 2',
      publiclyListed: false,
      description: 'Every gloss, swatched',
      featureMode: 'CAROUSEL',
    });
    expect((await t.call(`/show/${id}/v1`)).body.title).toBe('Gloss week, part 2');
    expect(codes(await patch(id, { title: 'x'.repeat(66), startTime: iso(NOW - 2 * MIN) }))).toEqual([
      'title:TOO_LONG',
      'startTime:IN_PAST',
    ]);
    // Discounts are checked against the show's current products when none are sent.
    expect(codes(await patch(id, { discounts: { productDiscounts: [{ productId: 7301000003, amountPerItem: '1' }] } }))).toEqual([
      'discounts:NOT_IN_SHOW',
    ]);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await patch(id, { thumbnail: b64(png) })).body.hasThumbnail).toBe(true);
    // null keeps the thumbnail.
    expect((await patch(id, { thumbnail: null })).body.hasThumbnail).toBe(true);
  });
  it("POST /show/{id}/validate/v1 (our addition) checks by update's rules, for the owner, and changes nothing", async () => {
    const { id } = (await create(draft())).body;
    const validate = (showId: string, body: unknown, as = USERS.mia) => t.call(`/show/${showId}/validate/v1`, { json: body, as });
    expect((await validate(id, { title: 'Dry' })).body).toEqual({ ok: true });
    expect(codes(await validate(id, { title: '' }))).toEqual(['title:EMPTY']);
    expect(codes(await validate('SH0W42', { startTime: iso(NOW + 10 * MIN) }))).toEqual(['startTime:NOT_PENDING']);
    expect((await validate(id, { title: 'Mine' }, USERS.rookie)).status).toBe(403);
    expect((await validate('SH0000', { title: 'x' })).status).toBe(404);
    expect((await t.call(`/show/${id}/v1`)).body.title).toBe('Gloss week');
    // The update itself changes the show whatever the query says.
    expect((await patch(id, { title: 'Wet' }, USERS.mia, '?dryRun=true')).body.title).toBe('Wet');
    expect((await t.call(`/show/${id}/v1`)).body.title).toBe('Wet');
  });
  it('moves the start only while pending, and nothing once ended or cancelled', async () => {
    const notPending = await patch('SH0W42', { startTime: iso(NOW + 10 * MIN), title: 'Still live' });
    expect(codes(notPending)).toEqual(['startTime:NOT_PENDING']);
    expect((await patch('SH0W42', { title: 'Satin lips, four ways' })).body.title).toBe('Satin lips, four ways');
    const closed = await patch('SH0W40', { title: 'Brows again' });
    expect(closed.status).toBe(422);
    expect(closed.body.errors[0].code).toBe('CLOSED');
  });
  it('drops what pointed at a product the show no longer offers', async () => {
    const { id } = (
      await create(
        draft({
          variants: [
            { productId: SATIN, variantIds: [] },
            { productId: 7301000003, variantIds: [] },
          ],
          discounts: {
            productDiscounts: [
              { productId: SATIN, amountPerItem: '2' },
              { productId: 7301000003, amountPerItem: '2' },
            ],
          },
        }),
      )
    ).body;
    await t.call(`/show/${id}/activeVariant/v1`, { json: { productId: SATIN, variantId: 44010000009, feature: true }, as: USERS.mia });
    const res = await patch(id, { variants: [{ productId: 7301000003, variantIds: [] }] });
    expect(res.body).toMatchObject({
      activeVariant: null,
      featuredItem: null,
      discounts: { productDiscounts: [{ productId: 7301000003, amountPerItem: '2.00' }] },
    });
  });
});

describe('cancelling and ending', () => {
  it('cancels a pending show of one’s own only, and tells its viewers', async () => {
    const { id } = (await create(draft())).body;
    const s = await openStream(
      `${t.base}/api/live/chat/${id}/events`,
      (await t.call('/chat/credentials/v1', { guest: await t.guest('cancel-watch') })).body.token,
    );
    await s.next(is('history'));
    expect((await t.call(`/show/${id}/cancel/v1`, { method: 'POST', as: USERS.rookie })).body.errors[0].message).toBe('Not your show');
    const res = await t.call(`/show/${id}/cancel/v1`, { method: 'POST', as: USERS.mia });
    expect(res.body).toMatchObject({ id, state: 'CANCELLED', chatBaseUrl: null });
    expect((await s.next(is('show'))).state).toBe('CANCELLED');
    s.close();
    expect(codes(await t.call(`/show/${id}/cancel/v1`, { method: 'POST', as: USERS.mia }))).toEqual(['NOT_PENDING']);
    expect(codes(await t.call('/show/SH0W42/cancel/v1', { method: 'POST', as: USERS.mia }))).toEqual(['NOT_PENDING']);
    expect((await t.call('/show/SH0W43/cancel/v1', { method: 'POST', as: USERS.mia })).status).toBe(403);
  });
  it('ends a running show into a recording as long as it was live, and tells its viewers', async () => {
    const { id } = (await create(draft())).body;
    expect(codes(await t.call(`/show/${id}/end/v1`, { method: 'POST', as: USERS.mia }))).toEqual(['NOT_RUNNING']);
    expect((await t.call('/show/SH0W42/end/v1', { method: 'POST', as: USERS.shopper })).status).toBe(403);
    const s = await openStream(
      `${t.base}/api/live/chat/SH0W42/events`,
      (await t.call('/chat/credentials/v1', { guest: await t.guest('end-watch') })).body.token,
    );
    await s.next(is('history'));
    const res = await t.call('/show/SH0W42/end/v1', { method: 'POST', as: USERS.mia });
    // The seeded show has been live since its start, 5 minutes ago.
    expect(res.body).toMatchObject({
      state: 'ENDED',
      endTime: iso(NOW),
      playbackUrl: null,
      recordings: [{ url: 'http://cdn.test/recordings/SH0W42/index.m3u8', durationSeconds: 300 }],
    });
    expect((await s.next(is('show'))).state).toBe('ENDED');
    s.close();
    expect(codes(await t.call('/show/SH0W42/end/v1', { method: 'POST', as: USERS.mia }))).toEqual(['NOT_RUNNING']);
  });
});

describe('after a restart', () => {
  it('keeps created and changed shows, and their thumbnails', async () => {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const made = (await create(draft({ title: 'Kept', thumbnail: b64(png) }))).body;
    const again = await startTestBackend({ dataDir: t.dataDir, now: () => NOW });
    try {
      expect((await again.call(`/show/${made.id}/v1`)).body).toMatchObject({ title: 'Kept', hasThumbnail: true, state: 'PENDING' });
      expect((await again.call(`/show/${made.id}/thumbnail/v1`)).status).toBe(200);
      expect((await again.call('/show/SH0W42/v1')).body).toMatchObject({ state: 'ENDED', title: 'Satin lips, four ways' });
    } finally {
      await again.close();
    }
  });
});
