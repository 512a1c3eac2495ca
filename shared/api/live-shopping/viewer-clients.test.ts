import { vi } from 'vitest';
import type { Http, RequestOptions } from '../../http';
import { CHAT_TOKEN_HEADER, createChatClient } from './chat-client';
import { ChatOriginError } from './chat-origin';
import { GUEST_SECRET_HEADER, type GuestSession } from './guest-session';
import { createHostClient } from './host-client';
import type { LiveShoppingClient } from './live-shopping-client';
import { profilePictureUrl, showThumbnailUrl } from './live-urls';
import { createProfileClient } from './profile-client';
import { createShowClient } from './show-client';

function setup(answer: unknown = {}) {
  const calls: Array<[string, RequestOptions | undefined]> = [];
  const http = vi.fn(async (url: string, options?: RequestOptions) => {
    calls.push([url, options]);
    return answer as never;
  }) as unknown as Http;
  const base = 'https://api.example/live/';
  const guest: GuestSession = { as: (call) => call({ [GUEST_SECRET_HEADER]: 'guest-secret' }) };
  const client: LiveShoppingClient = {
    show: createShowClient(http, base, guest),
    profile: createProfileClient(http, base),
    chat: createChatClient(http, base, { guest, chatOrigins: [] }),
    host: createHostClient(http, base),
  };
  return { client, calls };
}

/** The viewer's calls of spec 2 §7: method, path, body and sign-in, as the backend expects them. */
const CASES: Array<
  [
    string,
    (c: LiveShoppingClient) => Promise<unknown>,
    string,
    string,
    { json?: unknown; idToken?: string; headers?: Record<string, string> }?,
  ]
> = [
  ['show by id', (c) => c.show.show('SH 1'), 'GET', '/show/SH%201/v1'],
  ['public shows', (c) => c.show.publicShows(), 'GET', '/show/public/v1'],
  ['a show’s stream status (our addition)', (c) => c.show.streamStatus('SH 1').catch(() => 'IDLE'), 'GET', '/show/SH%201/streamStatus/v1'],
  [
    'a host’s shows in a window',
    (c) => c.show.showsByHandle('mia.host', { startTimeStart: Date.parse('2026-11-22T00:00:00Z') }),
    'GET',
    '/show/byHandle/mia.host/v1?startTimeStart=2026-11-22T00%3A00%3A00.000Z',
  ],
  ['profile by handle', (c) => c.show.profileByHandle('mia.host'), 'GET', '/profile/byHandle/mia.host/v1'],
  ['share code', (c) => c.show.shareCode('SH1', 'tok'), 'GET', '/show/SH1/share/v1', { idToken: 'tok' }],
  ['record a share', (c) => c.show.recordShare('SH1', 'tok'), 'POST', '/show/SH1/share/v1', { idToken: 'tok' }],
  [
    'a guest’s share code, by their guest secret',
    (c) => c.show.shareCode('SH1', null),
    'GET',
    '/show/SH1/share/v1',
    { headers: { [GUEST_SECRET_HEADER]: 'guest-secret' } },
  ],
  [
    'a guest records a share',
    (c) => c.show.recordShare('SH1', null),
    'POST',
    '/show/SH1/share/v1',
    { headers: { [GUEST_SECRET_HEADER]: 'guest-secret' } },
  ],
  [
    'the server time, formatted for the reader',
    (c) => c.show.formattedCurrentTime({ timeZone: 'Europe/Paris', languageTag: 'fr-FR' }),
    'POST',
    '/system/currentTime/formatted/v1',
    { json: { timeZone: 'Europe/Paris', languageTag: 'fr-FR' } },
  ],
  ['referral', (c) => c.show.referral('SH1', 'Ab3dE9'), 'POST', '/show/SH1/referral/v1', { json: { shareCode: 'Ab3dE9' } }],
  ['watch recording', (c) => c.show.watchRecording('SH1'), 'POST', '/show/SH1/watchRecording/v1'],
  ['view pending', (c) => c.show.viewPending('SH1'), 'POST', '/show/SH1/viewPending/v1'],
  ['save', (c) => c.show.save('SH1', 'tok'), 'POST', '/show/SH1/save/v1', { idToken: 'tok' }],
  ['unsave', (c) => c.show.unsave('SH1', 'tok'), 'DELETE', '/show/SH1/save/v1', { idToken: 'tok' }],
  ['saved shows', (c) => c.show.savedShows('tok'), 'GET', '/show/saved/v1', { idToken: 'tok' }],
  [
    'subscribe',
    (c) => c.show.subscribe('SH1', { timeZone: 'Europe/Paris', languageTag: 'fr-FR' }, 'tok'),
    'POST',
    '/show/SH1/subscribe/v1',
    { json: { timeZone: 'Europe/Paris', languageTag: 'fr-FR' }, idToken: 'tok' },
  ],
  ['subscribe by email', (c) => c.show.subscribeByEmail('SH1', 'a+b@c.co'), 'POST', '/show/SH1/subscribe/v2?email=a%2Bb%40c.co'],
  [
    'react',
    (c) => c.show.react('SH1', 'heart'),
    'POST',
    '/show/SH1/react/heart/v1',
    { headers: { [GUEST_SECRET_HEADER]: 'guest-secret' } },
  ],
  ['discounts', (c) => c.show.discounts('SH1'), 'GET', '/show/SH1/discount/v1'],
  [
    'discount code',
    (c) => c.show.discountCode('SH1', 'LIVE15', '6001', 'tok'),
    'GET',
    '/show/SH1/discount/LIVE15/v1?customerId=6001',
    { idToken: 'tok' },
  ],
  ['server time', (c) => c.show.currentTime().catch(() => 0), 'GET', '/system/currentTime/v1'],
  ['followed hosts', (c) => c.profile.followed('tok'), 'GET', '/profile/me/followed/v1', { idToken: 'tok' }],
  ['follow', (c) => c.profile.follow('mia.host', 'tok'), 'POST', '/profile/byHandle/mia.host/follow/v1', { idToken: 'tok' }],
  ['unfollow', (c) => c.profile.unfollow('mia.host', 'tok'), 'DELETE', '/profile/byHandle/mia.host/follow/v1', { idToken: 'tok' }],
  [
    'profile picture',
    (c) => c.profile.setPicture('/9j/4AAQ', 'tok'),
    'POST',
    '/profile/me/picture/v1',
    { json: { image: '/9j/4AAQ' }, idToken: 'tok' },
  ],
  [
    'a guest’s chat credentials, by their guest secret',
    (c) => c.chat.credentials(null),
    'GET',
    '/chat/credentials/v1',
    { headers: { [GUEST_SECRET_HEADER]: 'guest-secret' } },
  ],
  ['a signed-in viewer’s chat credentials', (c) => c.chat.credentials('tok'), 'GET', '/chat/credentials/v1', { idToken: 'tok' }],
  ['chat join', (c) => c.chat.join('SH1', 'ct'), 'POST', '/chat/SH1/join/v1', { headers: { [CHAT_TOKEN_HEADER]: 'ct' } }],
  [
    'chat message',
    (c) => c.chat.send('SH1', 'Hi!', 'ct'),
    'POST',
    '/chat/SH1/message/v1',
    { json: { text: 'Hi!' }, headers: { [CHAT_TOKEN_HEADER]: 'ct' } },
  ],
  [
    'chat message update',
    (c) => c.chat.edit('SH1', 'm1', 'Hi again', 'ct'),
    'PUT',
    '/chat/SH1/message/m1/v1',
    { json: { text: 'Hi again' }, headers: { [CHAT_TOKEN_HEADER]: 'ct' } },
  ],
];

describe('the viewer’s live-shopping calls (spec 2 §7)', () => {
  it.each(CASES)('%s', async (_name, call, method, path, expected = {}) => {
    const { client, calls } = setup({ shareCode: 'Ab3dE9', currentTime: '2026-11-22T12:00:00Z', formatted: 'Sunday 12:00' });
    await call(client);
    const [url, options] = calls[0]!;
    expect(url).toBe(`https://api.example/live${path}`);
    expect(options?.method ?? 'GET').toBe(method);
    if (expected.json !== undefined) expect(options?.json).toEqual(expected.json);
    if (expected.idToken) expect(options?.idToken).toBe(expected.idToken);
    if (expected.headers) expect(options?.headers).toMatchObject(expected.headers);
    // The guest secret goes only on the calls that act as the guest; a signed-in viewer's never carry it.
    if (!expected.headers?.[GUEST_SECRET_HEADER]) expect(options?.headers?.[GUEST_SECRET_HEADER]).toBeUndefined();
  });

  it('picture and thumbnail addresses carry the size and the cache buster', () => {
    const base = 'https://api.example/live/';
    expect(profilePictureUrl(base, { handle: 'mia.host' }, 96, 3)).toBe(
      'https://api.example/live/profile/byHandle/mia.host/picture/v1?size=96&cacheBuster=3',
    );
    expect(profilePictureUrl(base, { displayName: { baseName: 'Sofia M', sequenceId: 3 } }, 48, 'x')).toBe(
      'https://api.example/live/profile/byDisplayName/Sofia%20M/3/picture/v1?size=48&cacheBuster=x',
    );
    expect(showThumbnailUrl(base, 'SH1', 640, 360)).toBe('https://api.example/live/show/SH1/thumbnail/v1?width=640&height=360');
  });

  it('a stream status that is not LIVE or IDLE is refused', async () => {
    await expect(setup({ status: 'ON' }).client.show.streamStatus('SH1')).rejects.toThrow('Malformed stream status');
    expect(await setup({ status: 'LIVE' }).client.show.streamStatus('SH1')).toBe('LIVE');
  });

  it('a share code or a server time that is not one is refused', async () => {
    await expect(setup({}).client.show.shareCode('SH1', null)).rejects.toThrow('Malformed share code');
    await expect(setup({}).client.show.recordShare('SH1', null)).rejects.toThrow('Malformed share code');
    await expect(
      setup({ currentTime: '2026-11-22T12:00:00Z' }).client.show.formattedCurrentTime({ timeZone: 'UTC', languageTag: 'en' }),
    ).rejects.toThrow('Malformed formatted time');
    expect(
      await setup({ currentTime: '2026-11-22T12:00:00Z', formatted: 'Sunday 12:00' }).client.show.formattedCurrentTime({
        timeZone: 'UTC',
        languageTag: 'en',
      }),
    ).toEqual({ currentTime: Date.parse('2026-11-22T12:00:00Z'), formatted: 'Sunday 12:00' });
    await expect(setup({ currentTime: 'soon' }).client.show.currentTime()).rejects.toThrow('Malformed current time');
  });

  it('the chat stream: the token in the Authorization header, never the address; one bad frame ignored; its state reported', async () => {
    const requests: Array<{ url: string; headers: Record<string, string> }> = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const enc = new TextEncoder();
        controller.enqueue(enc.encode('retry: 2000\n\ndata: not json\n\n'));
        controller.enqueue(enc.encode(`data: ${JSON.stringify({ type: 'viewers', count: 21 })}\n\n`));
      },
    });
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    });
    const guest: GuestSession = { as: vi.fn() };
    const chat = createChatClient(vi.fn() as unknown as Http, 'https://api.example/live', { guest, chatOrigins: [], fetch });
    const events: unknown[] = [];
    const states: string[] = [];
    const stream = await chat.open(
      'https://api.example/live/chat/SH1/events',
      't k',
      (e) => events.push(e),
      (s) => states.push(s),
      vi.fn(),
    );
    await vi.waitFor(() => expect(events).toEqual([{ type: 'viewers', count: 21 }]));
    expect(requests).toEqual([
      { url: 'https://api.example/live/chat/SH1/events', headers: expect.objectContaining({ Authorization: 'Bearer t k' }) },
    ]);
    expect(states).toEqual(['connecting', 'open']);
    stream.close();
    // The stream never asks for the guest secret: the chat token is who the viewer is there.
    expect(guest.as).not.toHaveBeenCalled();
  });

  it('the chat stream is opened only on the live API’s origin or a configured one: elsewhere, no request at all', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 500 }));
    const chat = createChatClient(vi.fn() as unknown as Http, 'https://api.example/live', {
      guest: { as: vi.fn() },
      chatOrigins: ['https://chat.example'],
      fetch,
    });
    const open = (url: string) => chat.open(url, 'tok', vi.fn(), vi.fn(), vi.fn());
    for (const url of ['https://evil.example/chat/SH1/events', 'http://api.example/live/chat/SH1/events', 'https://api.example.evil/x'])
      await expect(open(url)).rejects.toBeInstanceOf(ChatOriginError);
    expect(fetch).not.toHaveBeenCalled();
    (await open('https://chat.example/SH1/events')).close();
    expect(fetch).toHaveBeenCalledWith('https://chat.example/SH1/events', expect.anything());
  });
});
