import { vi } from 'vitest';
import type { Http, RequestOptions } from '../../http';
import { CHAT_TOKEN_HEADER, createChatClient } from './chat-client';
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
  const client: LiveShoppingClient = {
    show: createShowClient(http, base),
    profile: createProfileClient(http, base),
    chat: createChatClient(http, base),
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
  ['react', (c) => c.show.react('SH1', 'heart'), 'POST', '/show/SH1/react/heart/v1'],
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
  ['chat credentials', (c) => c.chat.credentials(null), 'GET', '/chat/credentials/v1'],
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

  it('the chat stream: the token on the URL, one bad frame ignored, and its state reported', async () => {
    let source: {
      onmessage?: (e: MessageEvent) => void;
      onerror?: () => void;
      onopen?: () => void;
      close: () => void;
      url: string;
    } | null = null;
    const chat = createChatClient(
      vi.fn() as unknown as Http,
      'https://api.example/live',
      (url) => (source = { url, close: vi.fn() }) as never,
    );
    const events: unknown[] = [];
    const states: string[] = [];
    const stream = await chat.open(
      'https://api.example/live/chat/SH1/events',
      't k',
      (e) => events.push(e),
      (s) => states.push(s),
    );
    expect(source!.url).toBe('https://api.example/live/chat/SH1/events?token=t%20k');
    source!.onopen?.();
    source!.onmessage?.({ data: 'not json' } as MessageEvent);
    source!.onmessage?.({ data: JSON.stringify({ type: 'viewers', count: 21 }) } as MessageEvent);
    source!.onerror?.();
    expect(events).toEqual([{ type: 'viewers', count: 21 }]);
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
    stream.close();
    expect(source!.close).toHaveBeenCalled();
  });
});
