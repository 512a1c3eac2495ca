// @vitest-environment node
import type { ChatEvent } from '../../shared/api/live-shopping/live-types';
import { productById } from './show-rules';
import { is, openStream } from './sse-client';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SATIN = 7301000002; // SH0W42 offers its shades 44010000007–9 and the lip set 44010000111
const FOUNDATION = 7301000301;

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ now: () => NOW, viewersEveryMs: 60_000 });
  await t.call('/profile/me/handle/v1', { json: { handle: 'rio.rookie' }, as: USERS.rookie });
});
afterAll(() => t.close());

const hostCall = (p: string, json?: unknown, as = USERS.mia, method = 'POST') =>
  t.call(p, { method, as, ...(json === undefined ? {} : { json }) });
const codes = (res: { body: { errors: Array<{ field?: string; code?: string }> } }) =>
  res.body.errors.map((e) => (e.field ? `${e.field}:${e.code}` : e.code));
const chatToken = async (guest: string) =>
  (await t.call('/chat/credentials/v1', { guest: await t.guest(guest) })).body as {
    token: string;
    author: { displayName: { baseName: string; sequenceId: number } };
  };
const streamOf = async (showId: string, guest: string) => {
  const s = await openStream(`${t.base}/api/live/chat/${showId}/events`, (await chatToken(guest)).token);
  await s.next(is('history'));
  return s;
};

describe('the active variant and featured item', () => {
  const activate = (json: unknown, as = USERS.mia, id = 'SH0W42') => hostCall(`/show/${id}/activeVariant/v1`, json, as);
  it('are the owner’s to set, to a variant the show offers', async () => {
    expect((await activate({ productId: SATIN, variantId: 44010000008, feature: false }, USERS.moderator)).body.errors[0].message).toBe(
      'User is not an influencer',
    );
    expect((await activate({ productId: SATIN, variantId: 44010000008, feature: false }, USERS.rookie)).body.errors[0].message).toBe(
      'Not your show',
    );
    expect(codes(await activate({ productId: SATIN, variantId: 44010000010, feature: false }))).toEqual(['variantId:NOT_IN_SHOW']);
    expect(codes(await activate({ productId: 7301000001, variantId: 44010000001, feature: false }))).toEqual(['variantId:NOT_IN_SHOW']);
    expect(codes(await activate({ productId: SATIN, variantId: '44010000008', feature: 'yes' }))).toEqual([
      'variantId:INVALID',
      'feature:INVALID',
    ]);
    expect(codes(await activate({ productId: 7301000202, variantId: 44010000062, feature: false }, USERS.mia, 'SH0W40'))).toEqual([
      'CLOSED',
    ]);
  });
  it('show on the show at once; featuring also makes it the featured item, which can be cleared', async () => {
    const res = await activate({ productId: SATIN, variantId: 44010000008, feature: false });
    expect(res.body).toMatchObject({
      activeVariant: { productId: SATIN, variantId: 44010000008 },
      featuredItem: { productId: SATIN, variantId: null },
    });
    await activate({ productId: 7301000401, variantId: 44010000111, feature: true });
    expect((await t.call('/show/SH0W42/v1')).body).toMatchObject({
      activeVariant: { productId: 7301000401, variantId: 44010000111 },
      featuredItem: { productId: 7301000401, variantId: 44010000111 },
    });
    expect((await hostCall('/show/SH0W42/featuredItem/v1', undefined, USERS.rookie, 'DELETE')).status).toBe(403);
    expect((await hostCall('/show/SH0W42/featuredItem/v1', undefined, USERS.mia, 'DELETE')).body.featuredItem).toBeNull();
    expect((await t.call('/show/SH0W42/v1')).body).toMatchObject({ featuredItem: null, activeVariant: { variantId: 44010000111 } });
  });
  it('take any variant of a product offered with all its variants', async () => {
    const shade = productById(FOUNDATION)!.variants[20]!.id;
    const { id } = (
      await hostCall('/show/v1', {
        title: 'Shade match',
        startTime: new Date(NOW + 3_600_000).toISOString(),
        variants: [{ productId: FOUNDATION, variantIds: [] }],
      })
    ).body;
    expect((await activate({ productId: FOUNDATION, variantId: shade, feature: true }, USERS.mia, id)).body.featuredItem).toEqual({
      productId: FOUNDATION,
      variantId: shade,
    });
  });
});

describe('the featured link', () => {
  const link = (json: unknown, as = USERS.mia) => hostCall('/show/SH0W42/featuredLink/v1', json, as);
  it('is a path on the store, with a title of 1–65 characters', async () => {
    const offStore = [
      '/\\evil.test',
      '/\\evil.test/x',
      '\\\\evil.test',
      '/%5Cevil.test',
      '/%2F%2Fevil.test',
      '/.//evil.test',
      '/\t/evil.test',
      'https://evil.test/x',
      'https://aurelle.test/x',
    ];
    for (const url of [
      'http://aurelle.test/x',
      'javascript:alert(1)',
      '//evil.test/x',
      'ftp://a.test',
      `/${'p'.repeat(500)}`,
      'https://',
      42,
      ...offStore,
    ]) {
      expect(codes(await link({ url, title: 'Shop it' }))).toEqual(['url:INVALID']);
    }
    expect(codes(await link({ url: '/products/x', title: '  ' }))).toEqual(['title:EMPTY']);
    expect(codes(await link({ url: '/products/x', title: 't'.repeat(66) }))).toEqual(['title:TOO_LONG']);
    expect((await link({ url: '/products/x', title: 'Shop it' }, USERS.rookie)).status).toBe(403);
    expect((await link({ url: '/collections/lips?sort=new', title: ' All lips ' })).body.featuredLink).toEqual({
      url: '/collections/lips?sort=new',
      title: 'All lips',
    });
    await link({ url: `/${'p'.repeat(499)}`, title: 't'.repeat(65) });
    expect((await t.call('/show/SH0W42/v1')).body.featuredLink.title).toHaveLength(65);
  });
});

describe('test purchases', () => {
  const buy = (name: string, json: unknown, as = USERS.mia) => hostCall(`/show/SH0W42/purchase/byDisplayName/${name}/v1`, json, as);
  it('tell the viewers who bought what, for a profile’s or a chat guest’s name', async () => {
    const s = await streamOf('SH0W42', 'purchase-watch');
    expect((await buy('Mia/1', { variantId: 44010000009, quantity: 2 })).status).toBe(204);
    expect((await s.next(is('purchase'))).purchase).toEqual({
      displayName: { baseName: 'Mia', sequenceId: 1 },
      productId: SATIN,
      variantId: 44010000009,
      quantity: 2,
    });
    const guest = (await chatToken('guest-buyer')).author.displayName;
    const mark = s.events.length;
    expect((await buy(`guest/${guest.sequenceId}`, { variantId: 44010000111, quantity: 1 })).status).toBe(204);
    const next = await s.next((e): e is Extract<ChatEvent, { type: 'purchase' }> => e.type === 'purchase', mark);
    expect(next.purchase).toEqual({ displayName: guest, productId: 7301000401, variantId: 44010000111, quantity: 1 });
    s.close();
  });
  it('need a known name, an offered variant and 1–10 items, from the show’s owner', async () => {
    expect((await buy('Nobody/1', { variantId: 44010000009, quantity: 1 })).status).toBe(404);
    expect((await buy('Guest/9999', { variantId: 44010000009, quantity: 1 })).status).toBe(404);
    expect((await buy('Mia/abc', { variantId: 44010000009, quantity: 1 })).status).toBe(404);
    for (const quantity of [0, 11, 1.5, '2'])
      expect(codes(await buy('Mia/1', { variantId: 44010000009, quantity }))).toEqual(['quantity:INVALID']);
    expect(codes(await buy('Mia/1', { variantId: 44010000001, quantity: 1 }))).toEqual(['variantId:NOT_IN_SHOW']);
    expect((await buy('Mia/1', { variantId: 44010000009, quantity: 1 }, USERS.rookie)).body.errors[0].message).toBe('Not your show');
    expect((await buy('Mia/1', { variantId: 44010000009, quantity: 1 }, USERS.shopper)).body.errors[0].message).toBe(
      'User is not an influencer',
    );
  });
});

describe('show statistics', () => {
  it('are for the show’s owner', async () => {
    expect((await t.call('/show/SH0W42/stats/v1')).status).toBe(401);
    expect((await t.call('/show/SH0W42/stats/v1', { as: USERS.shopper })).body.errors[0].message).toBe('User is not an influencer');
    expect((await t.call('/show/SH0W42/stats/v1', { as: USERS.rookie })).body.errors[0].message).toBe('Not your show');
    expect((await t.call('/show/NOPE/stats/v1', { as: USERS.mia })).status).toBe(404);
  });
  it('count what viewers did: watching, chat, reactions, shares, referrals, saves, reminders, purchases', async () => {
    const before = (await t.call('/show/SH0W42/stats/v1', { as: USERS.mia })).body;
    // Two viewers at once (57 are simulated), then one leaves and comes back.
    const a = await streamOf('SH0W42', 'stats-a');
    const b = await streamOf('SH0W42', 'stats-b');
    b.close();
    await vi.waitFor(async () => expect((await t.call('/show/SH0W42/stats/v1', { as: USERS.mia })).body.viewers).toBe(58));
    (await streamOf('SH0W42', 'stats-b')).close();
    await t.call('/chat/SH0W42/message/v1', { json: { text: 'Love it' }, headers: { 'x-chat-token': (await chatToken('stats-a')).token } });
    for (const reaction of ['heart', 'fire', 'wow'])
      await t.call(`/show/SH0W42/react/${reaction}/v1`, { method: 'POST', guest: await t.guest('stats-a') });
    // Recorded shares count, each time (POST); asking for the code alone (GET) does not.
    const { shareCode } = (await t.call('/show/SH0W42/share/v1', { method: 'POST', guest: await t.guest('stats-a') })).body;
    await t.call('/show/SH0W42/share/v1', { method: 'POST', guest: await t.guest('stats-a') });
    await t.call('/show/SH0W42/share/v1', { method: 'POST', guest: await t.guest('stats-b') });
    await t.call('/show/SH0W42/share/v1', { guest: await t.guest('stats-c') });
    await t.call('/show/SH0W42/referral/v1', { json: { shareCode }, device: 'friend' });
    for (const as of [USERS.shopper, USERS.other]) await t.call('/show/SH0W42/save/v1', { method: 'POST', as });
    await t.call('/show/SH0W42/subscribe/v2?email=fan@example.com', { json: {} });
    await hostCall('/show/SH0W42/purchase/byDisplayName/Mia/1/v1', { variantId: 44010000007, quantity: 3 });
    const stats = async () => (await t.call('/show/SH0W42/stats/v1', { as: USERS.mia })).body;
    await vi.waitFor(async () => expect((await stats()).viewers).toBe(58));
    expect(await stats()).toEqual({
      viewers: 58,
      peakViewers: 59,
      // Every distinct viewer that connected (purchase-watch above, stats-a, stats-b), the simulated ones included.
      uniqueViewers: 57 + 3,
      chatMessages: before.chatMessages + 1,
      reactions: before.reactions + 3,
      shares: before.shares + 3,
      referrals: before.referrals + 1,
      saves: 2,
      subscribers: 1,
      pendingViews: 0,
      recordingViews: 0,
      purchases: before.purchases + 1,
    });
    // The seeded four messages, and the two purchases of the tests above.
    expect(before).toMatchObject({ chatMessages: 4, purchases: 2, shares: 0 });
    a.close();
  });
  it('count views of a pending show and of a recording', async () => {
    for (const device of ['p1', 'p2', 'p2']) await t.call('/show/SH0W42/viewPending/v1', { method: 'POST', device });
    const { id } = (await hostCall('/show/v1', { title: 'Soon', startTime: new Date(NOW + 3_600_000).toISOString() })).body;
    for (const device of ['p1', 'p2', 'p2']) await t.call(`/show/${id}/viewPending/v1`, { method: 'POST', device });
    expect((await t.call(`/show/${id}/stats/v1`, { as: USERS.mia })).body).toMatchObject({
      pendingViews: 2,
      viewers: 0,
      peakViewers: 0,
      uniqueViewers: 0,
      chatMessages: 0,
    });
    await t.call('/show/SH0W40/watchRecording/v1', { method: 'POST', device: 'r1' });
    expect((await t.call('/show/SH0W40/stats/v1', { as: USERS.mia })).body).toMatchObject({ recordingViews: 1, chatMessages: 6 });
  });
  it('survive a restart', async () => {
    const before = (await t.call('/show/SH0W42/stats/v1', { as: USERS.mia })).body;
    const again = await startTestBackend({ dataDir: t.dataDir, now: () => NOW });
    try {
      expect((await again.call('/show/SH0W42/stats/v1', { as: USERS.mia })).body).toEqual({ ...before, viewers: 57 });
    } finally {
      await again.close();
    }
  });
});
