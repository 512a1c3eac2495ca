import { vi } from 'vitest';
import type { Http, RequestOptions } from '../../http';
import { createHostClient, type Caller, type HostClient } from './host-client';
import { RoleError } from './roles';

const influencer: Caller = { groups: ['influencer'], idToken: 'tok' };
const moderator: Caller = { groups: ['moderator'], idToken: 'tok' };
const admin: Caller = { groups: ['admin'], idToken: 'tok' };
const viewer: Caller = { groups: [], idToken: 'tok' };
const draft = {
  startTime: '2026-11-22T12:00:00Z',
  title: 'T',
  description: '',
  variants: [],
  thumbnail: null,
  publiclyListed: true,
  discounts: { productDiscounts: [] },
  featureMode: 'SINGLE' as const,
};
const mia = { baseName: 'Sofia M', sequenceId: 3 };

function setup() {
  const calls: Array<[string, RequestOptions | undefined]> = [];
  const http = vi.fn(async (url: string, options?: RequestOptions) => {
    calls.push([url, options]);
    return {} as never;
  }) as unknown as Http;
  return { client: createHostClient(http, 'https://api.example/live/'), calls };
}

/** Every call of spec 2 §7 in these roles: who may make it, and what goes on the wire. */
const CASES: Array<[string, Caller, (c: HostClient, who: Caller) => Promise<unknown>, string, string, unknown?]> = [
  ['create a show', influencer, (c, w) => c.createShow(w, draft), 'POST', '/show/v1', draft],
  ['check a new show', influencer, (c, w) => c.checkShow(w, { title: 'x' }), 'POST', '/show/validate/v1', { title: 'x' }],
  ['check an edit', influencer, (c, w) => c.checkShow(w, { title: 'x' }, 'SH1'), 'POST', '/show/SH1/validate/v1', { title: 'x' }],
  ['update', influencer, (c, w) => c.updateShow(w, 'SH1', { title: 'New' }), 'PATCH', '/show/SH1/v1', { title: 'New' }],
  ['cancel', influencer, (c, w) => c.cancelShow(w, 'SH1'), 'POST', '/show/SH1/cancel/v1'],
  ['end', influencer, (c, w) => c.endShow(w, 'SH1'), 'POST', '/show/SH1/end/v1'],
  ['stats', influencer, (c, w) => c.stats(w, 'SH1'), 'GET', '/show/SH1/stats/v1'],
  ['get the stream key', influencer, (c, w) => c.streamKey(w), 'GET', '/profile/me/streamKey/v1'],
  ['reset the stream key', influencer, (c, w) => c.resetStreamKey(w), 'DELETE', '/profile/me/streamKey/v1'],
  ['active stream status', influencer, (c, w) => c.activeStreamStatus(w), 'GET', '/profile/me/activeStreamStatus/v1'],
  [
    'active variant',
    influencer,
    (c, w) => c.setActiveVariant(w, 'SH1', { productId: 1, variantId: 2, feature: true }),
    'POST',
    '/show/SH1/activeVariant/v1',
    { productId: 1, variantId: 2, feature: true },
  ],
  [
    'featured link',
    influencer,
    (c, w) => c.setFeaturedLink(w, 'SH1', { url: '/pages/x', title: 'X' }),
    'POST',
    '/show/SH1/featuredLink/v1',
    { url: '/pages/x', title: 'X' },
  ],
  ['clear the featured item', influencer, (c, w) => c.clearFeaturedItem(w, 'SH1'), 'DELETE', '/show/SH1/featuredItem/v1'],
  [
    'debug purchase',
    influencer,
    (c, w) => c.debugPurchase(w, 'SH1', mia, { variantId: 7, quantity: 1 }),
    'POST',
    '/show/SH1/purchase/byDisplayName/Sofia%20M/3/v1',
    { variantId: 7, quantity: 1 },
  ],
  ['bio', influencer, (c, w) => c.setBio(w, 'Hi'), 'POST', '/profile/me/bio/v1', { bio: 'Hi' }],
  ['check a bio', influencer, (c, w) => c.checkBio(w, 'Hi'), 'POST', '/profile/me/bio/validate/v1', { bio: 'Hi' }],
  ['pin', moderator, (c, w) => c.pinMessage(w, 'SH1', 'm1'), 'POST', '/chat/SH1/pinned', { messageId: 'm1' }],
  ['unpin', moderator, (c, w) => c.unpinMessage(w, 'SH1'), 'DELETE', '/chat/SH1/pinned'],
  [
    'mute by display name',
    moderator,
    (c, w) => c.mute(w, 'SH1', { displayName: mia }),
    'POST',
    '/chat/SH1/mute/byDisplayName/Sofia%20M/3/v1',
  ],
  [
    'unmute by display name',
    moderator,
    (c, w) => c.unmute(w, 'SH1', { displayName: mia }),
    'DELETE',
    '/chat/SH1/mute/byDisplayName/Sofia%20M/3/v1',
  ],
  ['mute by handle', moderator, (c, w) => c.mute(w, 'SH1', { handle: 'lena.lips' }), 'POST', '/chat/SH1/mute/byHandle/lena.lips/v1'],
  ['unmute by handle', moderator, (c, w) => c.unmute(w, 'SH1', { handle: 'lena.lips' }), 'DELETE', '/chat/SH1/mute/byHandle/lena.lips/v1'],
  ['delete a handle', admin, (c, w) => c.deleteHandle(w, 'u-1', 'lena.lips'), 'DELETE', '/profile/byUserId/u-1/handle/lena.lips/v1'],
  [
    'a test email',
    admin,
    (c, w) => c.sendTestEmail(w, 'reminder', { title: 'Lips & co', email: 'a@b.co' }),
    'POST',
    '/show/testEmail/reminder/v1?title=Lips%20%26%20co&email=a%40b.co',
  ],
  ['a show’s test email', admin, (c, w) => c.sendShowTestEmail(w, 'SH1', 'live'), 'POST', '/show/SH1/testEmail/live/v1'],
];

describe('the host, moderator and admin calls (spec 2 §6, §7)', () => {
  it.each(CASES)('%s: sent with the ID token', async (_name, who, call, method, path, json) => {
    const { client, calls } = setup();
    await call(client, who);
    const [url, options] = calls[0]!;
    expect(url).toBe(`https://api.example/live${path}`);
    expect(options?.method ?? 'GET').toBe(method);
    expect(options?.idToken).toBe('tok');
    if (json !== undefined) expect(options?.json).toEqual(json);
  });

  it.each(CASES)('%s: refused before any call without the role', async (_name, who, call) => {
    const { client, calls } = setup();
    const wrong = who === influencer ? moderator : who === moderator ? viewer : influencer;
    const error = await call(client, wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoleError);
    expect((error as Error).message).toBe(
      who === influencer ? 'User is not an influencer' : who === moderator ? 'User is not a moderator' : 'User is not an admin',
    );
    expect(calls).toEqual([]);
  });

  it('a show’s owner (an influencer) may pin without being a moderator', async () => {
    const { client, calls } = setup();
    await client.pinMessage(influencer, 'SH1', 'm1');
    expect(calls).toHaveLength(1);
  });
});
