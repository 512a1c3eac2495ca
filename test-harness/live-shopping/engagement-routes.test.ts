// @vitest-environment node
import type { ReminderMail } from './engagement-store';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

describe('share codes and referrals', () => {
  it('gives each viewer one code per show, by account when signed in, else by guest secret', async () => {
    const guest = (name: string) => t.guest(name);
    const first = await t.call('/show/SH0W42/share/v1', { guest: await guest('g-1'), device: 'dev-1' });
    expect(first.status).toBe(200);
    expect(first.body.shareCode).toMatch(/^[A-Za-z0-9]{6,8}$/);
    expect((await t.call('/show/SH0W42/share/v1', { method: 'POST', guest: await guest('g-1') })).body.shareCode).toBe(
      first.body.shareCode,
    );
    expect((await t.call('/show/SH0W42/share/v1', { guest: await guest('g-2') })).body.shareCode).not.toBe(first.body.shareCode);
    expect((await t.call('/show/SH0W43/share/v1', { guest: await guest('g-1') })).body.shareCode).not.toBe(first.body.shareCode);
    // Signed in, the code follows the account across devices.
    const mine = (await t.call('/show/SH0W42/share/v1', { as: USERS.shopper, device: 'dev-1' })).body.shareCode;
    expect(mine).not.toBe(first.body.shareCode);
    expect((await t.call('/show/SH0W42/share/v1', { method: 'POST', as: USERS.shopper, device: 'dev-9' })).body.shareCode).toBe(mine);
  });
  it('refuses a viewer it cannot tell apart, a bad token or secret and an unknown show', async () => {
    // The device id is public: alone, or beside a secret the server did not issue, it is no one's share code.
    expect((await t.call('/show/SH0W42/share/v1', { device: 'dev-1' })).body.errors[0]).toMatchObject({
      field: 'X-Guest-Secret',
      code: 'REQUIRED',
    });
    const forged = await t.call('/show/SH0W42/share/v1', { guest: 'dev-1.forged', device: 'dev-1' });
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].code).toBe('GUEST_SECRET_INVALID');
    expect((await t.call('/show/SH0W42/share/v1', { as: 'expired', guest: await t.guest('g-1') })).status).toBe(401);
    expect((await t.call('/show/NOPE/share/v1', { guest: await t.guest('g-1') })).status).toBe(404);
  });
  it('records a referral once per device, and only for a code of that show', async () => {
    const { shareCode } = (await t.call('/show/SH0W40/share/v1', { guest: await t.guest('host-dev') })).body;
    expect((await t.call('/show/SH0W40/referral/v1', { json: { shareCode }, device: 'friend-1' })).status).toBe(204);
    expect((await t.call('/show/SH0W40/referral/v1', { json: { shareCode }, device: 'friend-1' })).status).toBe(204);
    expect((await t.call('/show/SH0W40/referral/v1', { json: { shareCode }, device: 'friend-2' })).status).toBe(204);
    expect(t.backend.engagement.stats('SH0W40').referrals).toBe(2);
    const unknown = await t.call('/show/SH0W40/referral/v1', { json: { shareCode: 'ref7' }, device: 'friend-3' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'shareCode', code: 'UNKNOWN' });
    const otherShow = (await t.call('/show/SH0W42/share/v1', { guest: await t.guest('host-dev') })).body.shareCode;
    expect((await t.call('/show/SH0W40/referral/v1', { json: { shareCode: otherShow }, device: 'friend-3' })).status).toBe(422);
  });
});

describe('views of recordings and upcoming shows', () => {
  it('counts unique devices, and only in the right state', async () => {
    for (const device of ['a', 'a', 'b'])
      expect((await t.call('/show/SH0W40/watchRecording/v1', { method: 'POST', device })).status).toBe(204);
    expect((await t.call('/show/SH0W42/watchRecording/v1', { method: 'POST', device: 'a' })).body.errors[0].code).toBe('NO_RECORDING');
    for (const device of ['a', 'c', 'c'])
      expect((await t.call('/show/SH0W43/viewPending/v1', { method: 'POST', device })).status).toBe(204);
    expect((await t.call('/show/SH0W40/viewPending/v1', { method: 'POST', device: 'a' })).body.errors[0].code).toBe('NOT_PENDING');
    expect(t.backend.engagement.stats('SH0W40').recordingViews).toBe(2);
    expect(t.backend.engagement.stats('SH0W43').pendingViews).toBe(2);
  });
});

describe('follows', () => {
  it('follows and unfollows hosts, newest first, with their profiles', async () => {
    expect((await t.call('/profile/byHandle/lena.lips/follow/v1', { method: 'POST', as: USERS.shopper })).status).toBe(204);
    expect((await t.call('/profile/byHandle/mia.host/follow/v1', { method: 'POST', as: USERS.shopper })).status).toBe(204);
    expect((await t.call('/profile/byHandle/mia.host/follow/v1', { method: 'POST', as: USERS.shopper })).status).toBe(204);
    const { profiles } = (await t.call('/profile/me/followed/v1', { as: USERS.shopper })).body;
    expect(profiles).toEqual([
      {
        handle: 'mia.host',
        displayName: { baseName: 'Mia', sequenceId: 1 },
        bio: 'Make-up artist. Lips first, always.',
        pictureVersion: 1,
      },
      expect.objectContaining({ handle: 'lena.lips' }),
    ]);
    expect((await t.call('/profile/byHandle/lena.lips/follow/v1', { method: 'DELETE', as: USERS.shopper })).status).toBe(204);
    expect((await t.call('/profile/me/followed/v1', { as: USERS.shopper })).body.profiles.map((p: { handle: string }) => p.handle)).toEqual(
      ['mia.host'],
    );
    expect((await t.call('/profile/me/followed/v1', { as: USERS.other })).body.profiles).toEqual([]);
  });
  it('needs sign-in and a real handle, and a host cannot follow themself', async () => {
    expect((await t.call('/profile/byHandle/mia.host/follow/v1', { method: 'POST' })).status).toBe(401);
    expect((await t.call('/profile/me/followed/v1')).body).toEqual({ errors: [{ message: 'Sign in first' }] });
    expect((await t.call('/profile/byHandle/nobody/follow/v1', { method: 'POST', as: USERS.shopper })).status).toBe(404);
    // influencer@aurelle.test owns mia.host (matched by email: cognito-local's subs are new on every start).
    const self = await t.call('/profile/byHandle/mia.host/follow/v1', { method: 'POST', as: USERS.mia });
    expect(self.status).toBe(422);
    expect(self.body.errors[0]).toMatchObject({ code: 'SELF' });
  });
});

describe('saved shows', () => {
  it('saves and unsaves, newest saved first, as full shows', async () => {
    expect((await t.call('/show/SH0W40/save/v1', { method: 'POST', as: USERS.other })).status).toBe(204);
    expect((await t.call('/show/SH0W43/save/v1', { method: 'POST', as: USERS.other })).status).toBe(204);
    let saved = (await t.call('/show/saved/v1', { as: USERS.other })).body.shows;
    expect(saved.map((s: { id: string }) => s.id)).toEqual(['SH0W43', 'SH0W40']);
    expect(saved[1].recordings[0].url).toBe('http://cdn.test/recordings/SH0W40/index.m3u8');
    expect((await t.call('/show/SH0W43/save/v1', { method: 'DELETE', as: USERS.other })).status).toBe(204);
    saved = (await t.call('/show/saved/v1', { as: USERS.other })).body.shows;
    expect(saved.map((s: { id: string }) => s.id)).toEqual(['SH0W40']);
  });
  it('is not mistaken for a show id, and needs sign-in', async () => {
    expect((await t.call('/show/saved/v1')).status).toBe(401);
    expect((await t.call('/show/SH0W40/save/v1', { method: 'POST' })).status).toBe(401);
    expect((await t.call('/show/NOPE/save/v1', { method: 'POST', as: USERS.other })).status).toBe(404);
  });
});

describe('reminders', () => {
  const outbox = async () => (await t.call('/__outbox')).body as ReminderMail[];
  it('mails a signed-in viewer once, in their time zone and language', async () => {
    const body = { timeZone: 'Europe/Paris', languageTag: 'fr-FR' };
    expect((await t.call('/show/SH0W43/subscribe/v1', { json: body, as: USERS.shopper })).status).toBe(204);
    expect((await t.call('/show/SH0W43/subscribe/v1', { json: { ...body, languageTag: 'de' }, as: USERS.shopper })).status).toBe(204);
    const mails = (await outbox()).filter((m) => m.to === 'ada@aurelle.test');
    expect(mails).toHaveLength(1);
    const start = Date.parse((await t.call('/show/SH0W43/v1')).body.startTime);
    const expected = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(start);
    expect(mails[0]).toMatchObject({ showId: 'SH0W43', formattedTime: expected, timeZone: 'Europe/Paris', languageTag: 'fr-FR' });
    expect(mails[0]!.subject).toContain('Find your foundation shade, live');
    expect(t.backend.outbox()).toHaveLength((await outbox()).length);
  });
  it('checks the time zone, the language tag and the show’s state', async () => {
    const bad = await t.call('/show/SH0W43/subscribe/v1', { json: { timeZone: 'Europe/Atlantis', languageTag: 'fr-FR' }, as: USERS.other });
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'timeZone' })]);
    const badTag = await t.call('/show/SH0W43/subscribe/v1', { json: { timeZone: 'UTC', languageTag: 'not a tag' }, as: USERS.other });
    expect(badTag.body.errors).toEqual([expect.objectContaining({ field: 'languageTag' })]);
    const over = await t.call('/show/SH0W40/subscribe/v1', { json: { timeZone: 'UTC', languageTag: 'en' }, as: USERS.other });
    expect(over.status).toBe(422);
    expect(over.body.errors[0].code).toBe('NOT_PENDING');
    expect((await t.call('/show/SH0W43/subscribe/v1', { json: { timeZone: 'UTC', languageTag: 'en' } })).status).toBe(401);
    expect((await outbox()).some((m) => m.to === 'bea@aurelle.test')).toBe(false);
  });
  it('mails an address without sign-in (v2), once, after checking it', async () => {
    const to = 'Guest.Viewer@example.com';
    expect(
      (
        await t.call(`/show/SH0W44/subscribe/v2?email=${encodeURIComponent(to)}`, {
          json: { timeZone: 'America/New_York', languageTag: 'en-US' },
        })
      ).status,
    ).toBe(204);
    expect((await t.call(`/show/SH0W44/subscribe/v2?email=${encodeURIComponent(to.toLowerCase())}`, { json: {} })).status).toBe(204);
    expect((await outbox()).filter((m) => m.to.toLowerCase() === to.toLowerCase())).toHaveLength(1);
    const bad = await t.call('/show/SH0W44/subscribe/v2?email=not-an-email', { json: {} });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: 'email' });
  });
});

describe('show discounts', () => {
  it('lists the show’s discounts', async () => {
    expect((await t.call('/show/SH0W42/discount/v1')).body).toEqual({
      discounts: [{ id: 'LIVE15', title: '15% off', summary: '15% off everything in this show' }],
    });
    expect((await t.call('/show/SH0W43/discount/v1')).body).toEqual({ discounts: [] });
  });
  const ask = (customerId: string, as = USERS.shopper) => t.call(`/show/SH0W42/discount/LIVE15/v1?customerId=${customerId}`, { as });
  it('gives each customer one code per discount, the same on every ask', async () => {
    const first = await ask('6001');
    expect(first.body).toEqual({ discountId: 'LIVE15', code: expect.stringMatching(/^LIVE15-[A-Z2-9]{6}$/) });
    expect((await ask('6001')).body.code).toBe(first.body.code);
    expect((await ask('6002', USERS.other)).body.code).not.toBe(first.body.code);
  });
  it('gives a code only for the signed-in customer’s own id: another customer’s is refused', async () => {
    const mine = (await ask('6001')).body.code;
    // Ada (6001) asking with Bea's id, and Bea asking with Ada's: neither learns the other's code.
    for (const [customerId, as] of [
      ['6002', USERS.shopper],
      ['6001', USERS.other],
    ] as const) {
      const res = await ask(customerId, as);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].code).toBe('NOT_YOUR_CUSTOMER');
      expect(JSON.stringify(res.body)).not.toContain(mine);
    }
    // Signed in with no store account yet: no customer id is theirs.
    expect((await ask('6001', USERS.mia)).status).toBe(403);
  });
  it('needs sign-in, a numeric customer id and a real discount', async () => {
    expect((await t.call('/show/SH0W42/discount/LIVE15/v1?customerId=6001')).status).toBe(401);
    for (const q of ['', '?customerId=', '?customerId=abc']) {
      const res = await t.call(`/show/SH0W42/discount/LIVE15/v1${q}`, { as: USERS.shopper });
      expect(res.status).toBe(422);
      expect(res.body.errors[0].field).toBe('customerId');
    }
    expect((await t.call('/show/SH0W42/discount/NOPE/v1?customerId=6001', { as: USERS.shopper })).status).toBe(404);
  });
});

describe('after a restart', () => {
  it('keeps share codes, referrals, follows, saves, reminders and discount codes', async () => {
    const code = (await t.call('/show/SH0W42/share/v1', { guest: await t.guest('g-1') })).body.shareCode;
    const discount = (await t.call('/show/SH0W42/discount/LIVE15/v1?customerId=6001', { as: USERS.shopper })).body.code;
    const mails = t.backend.outbox().length;
    const again = await startTestBackend({ dataDir: t.dataDir });
    try {
      expect((await again.call('/show/SH0W42/share/v1', { guest: await t.guest('g-1') })).body.shareCode).toBe(code);
      expect((await again.call('/show/SH0W42/discount/LIVE15/v1?customerId=6001', { as: USERS.shopper })).body.code).toBe(discount);
      expect(again.backend.engagement.stats('SH0W40')).toMatchObject({ referrals: 2, recordingViews: 2 });
      // A new sub for the same email (cognito-local is made afresh) finds the same follows and saves.
      const shopper = 'idt:sub-ada-2:ada@aurelle.test:';
      expect((await again.call('/profile/me/followed/v1', { as: shopper })).body.profiles.map((p: { handle: string }) => p.handle)).toEqual(
        ['mia.host'],
      );
      expect((await again.call('/show/saved/v1', { as: USERS.other })).body.shows.map((s: { id: string }) => s.id)).toEqual(['SH0W40']);
      expect(again.backend.outbox()).toHaveLength(mails);
    } finally {
      await again.close();
    }
  });
});
