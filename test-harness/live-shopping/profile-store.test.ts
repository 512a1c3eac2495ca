// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProfileStore } from './profile-store';
import { startTestBackend, USERS } from './test-backend';

const tempFile = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'vanity-profiles-')), 'live-shopping.json');

describe('profiles: hosts and users in one store', () => {
  it('seeds the three hosts, mia.host for influencer@aurelle.test, the others host-only', () => {
    const store = createProfileStore(tempFile());
    expect(['mia.host', 'glow.with.jo', 'lena.lips'].map((h) => store.byHandle(h)?.pictureVersion)).toEqual([1, 1, 1]);
    // cognito-local makes a new sub on every start: the email claims the seeded profile.
    const mine = store.get('sub-from-this-start', 'influencer@aurelle.test');
    expect(mine.influencer).toEqual({ handle: 'mia.host' });
    expect(store.get('sub-from-next-start', 'Influencer@Aurelle.test').id).toBe(mine.id);
    expect(store.get('sub-someone', 'someone@aurelle.test').influencer).toBeNull();
    expect(store.get('sub-no-email', undefined).influencer).toBeNull();
  });
  it('loads a file from before profiles had ids and pictures, and gives an existing influencer profile the seeded handle', () => {
    const file = tempFile();
    writeFileSync(
      file,
      JSON.stringify({
        profiles: {
          'old-sub': {
            userId: 'old-sub',
            email: 'influencer@aurelle.test',
            displayName: { baseName: 'Mimi', sequenceId: 1 },
            influencer: null,
            bio: '',
          },
        },
      }),
    );
    const store = createProfileStore(file);
    expect(store.byHandle('mia.host')).toMatchObject({
      id: 'old-sub',
      displayName: { baseName: 'Mimi', sequenceId: 1 },
      pictureVersion: 1,
    });
    expect(store.get('new-sub', 'influencer@aurelle.test').id).toBe('old-sub');
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).profiles).sort()).toEqual(['host-jo', 'host-lena', 'old-sub']);
  });
});

describe('profile routes', () => {
  it('answers any profile by handle, and mine, in the contract’s shape', async () => {
    const t = await startTestBackend();
    try {
      // userId: the profile's stable id, which the admin's handle deletion takes.
      expect((await t.call('/profile/byHandle/lena.lips/v1')).body).toEqual({
        userId: 'host-lena',
        displayName: { baseName: 'Lena', sequenceId: 1 },
        influencer: { handle: 'lena.lips' },
        bio: 'Bold lips and the shades that suit you.',
        pictureVersion: 1,
      });
      expect((await t.call('/profile/byHandle/nobody/v1')).status).toBe(404);
      expect((await t.call('/profile/me/v1', { as: USERS.mia })).body).toMatchObject({
        influencer: { handle: 'mia.host' },
        pictureVersion: 1,
      });
      expect((await t.call('/profile/me/v1', { as: 'not-a-token' })).status).toBe(401);
      // A new display name takes the next number after the seeded hosts'.
      expect((await t.call('/profile/me/displayname/v1', { json: { baseName: 'Mia' }, as: USERS.shopper })).body.displayName).toEqual({
        baseName: 'Mia',
        sequenceId: 2,
      });
      expect((await t.call('/profile/me/displayname/validate/v1', { json: { baseName: 'Guest' } })).body.result).toBe('RESERVED');
      // mia.host is taken by the seeded host, but free for its owner.
      expect((await t.call('/profile/me/handle/validate/v1', { json: { handle: 'mia.host' }, as: USERS.mia })).body.available).toBe(true);
      expect((await t.call('/profile/me/handle/validate/v1', { json: { handle: 'mia.host' }, as: USERS.shopper })).body.available).toBe(
        false,
      );
    } finally {
      await t.close();
    }
  });
});

describe('a host’s bio', () => {
  it('is an influencer’s, at most 150 characters and friendly, checked alone with POST /profile/me/bio/validate/v1 (our addition)', async () => {
    const t = await startTestBackend();
    try {
      const setBio = (bio: unknown, as = USERS.mia, query = '') => t.call(`/profile/me/bio/v1${query}`, { json: { bio }, as });
      expect((await t.call('/profile/me/bio/v1', { json: { bio: 'hi' } })).status).toBe(401);
      const shopper = await setBio('Just shopping', USERS.shopper);
      expect(shopper.status).toBe(403);
      expect(shopper.body.errors[0].message).toBe('User is not an influencer');
      expect((await setBio('b'.repeat(151))).body.errors[0]).toMatchObject({ field: 'bio', code: 'TOO_LONG' });
      expect((await setBio('Lips first, no crap')).body.errors[0]).toMatchObject({ field: 'bio', code: 'PROFANITY' });
      expect((await setBio(42)).body.errors[0]).toMatchObject({ field: 'bio', code: 'INVALID' });
      const checkBio = (bio: unknown, as = USERS.mia) => t.call('/profile/me/bio/validate/v1', { json: { bio }, as });
      expect((await checkBio('Dry run')).body).toEqual({ ok: true });
      expect((await checkBio('x'.repeat(151))).body.errors[0]).toMatchObject({ field: 'bio', code: 'TOO_LONG' });
      expect((await checkBio('Lips first, no crap')).body.errors[0]).toMatchObject({ field: 'bio', code: 'PROFANITY' });
      expect((await checkBio('Just shopping', USERS.shopper)).status).toBe(403);
      expect((await t.call('/profile/byHandle/mia.host/v1')).body.bio).not.toBe('Dry run');
      expect((await t.call('/profile/byHandle/mia.host/v1')).body.bio).toBe('Make-up artist. Lips first, always.');
      // The set itself sets, whatever the query says.
      expect((await setBio('Wet run', USERS.mia, '?dryRun=true')).body.bio).toBe('Wet run');
      const set = await setBio(`  ${'b'.repeat(150)}  `);
      expect(set.body).toMatchObject({ influencer: { handle: 'mia.host' }, bio: 'b'.repeat(150) });
      const again = await startTestBackend({ dataDir: t.dataDir });
      try {
        expect((await again.call('/profile/byHandle/mia.host/v1')).body.bio).toBe('b'.repeat(150));
      } finally {
        await again.close();
      }
    } finally {
      await t.close();
    }
  });
});
