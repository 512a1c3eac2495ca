// @vitest-environment node
import type { ChatEvent } from '../../shared/api/live-shopping/live-types';
import { is, openStream } from './sse-client';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend({ viewersEveryMs: 150, heartbeatEveryMs: 100 });
});
afterAll(() => t.close());

/** Signed in (`as`), or the guest the tests call `guest` (their guest secret sent). */
type Who = { as?: string; guest?: string };
const credentials = async ({ as, guest }: Who) =>
  (await t.call('/chat/credentials/v1', { as, guest: guest && (await t.guest(guest)) })).body;
const tokenOf = async (who: Who) => (await credentials(who)).token as string;
const post = (showId: string, token: string, text: unknown) =>
  t.call(`/chat/${showId}/message/v1`, { json: { text }, headers: { 'x-chat-token': token } });

const streamUrl = (showId: string) => `${t.base}/api/live/chat/${showId}/events`;

describe('chat credentials', () => {
  it('give a guest a name of their own, stable per guest secret, and 140 characters', async () => {
    const first = await credentials({ guest: 'guest-a' });
    expect(first).toMatchObject({
      author: { displayName: { baseName: 'Guest', sequenceId: expect.any(Number) }, handle: null, role: 'viewer' },
      maxLength: 140,
    });
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    expect((await credentials({ guest: 'guest-a' })).author).toEqual(first.author);
    expect((await credentials({ guest: 'guest-b' })).author.displayName.sequenceId).not.toBe(first.author.displayName.sequenceId);
  });
  it('give a signed-in user their profile, and a moderator the role and 280 characters', async () => {
    await t.call('/profile/me/displayname/v1', { json: { baseName: 'Ada' }, as: USERS.shopper });
    expect((await credentials({ as: USERS.shopper })).author).toEqual({
      displayName: { baseName: 'Ada', sequenceId: 1 },
      handle: null,
      role: 'viewer',
    });
    expect((await credentials({ as: USERS.mia })).author).toEqual({
      displayName: { baseName: 'Mia', sequenceId: 1 },
      handle: 'mia.host',
      role: 'viewer',
    });
    expect(await credentials({ as: USERS.moderator })).toMatchObject({ author: { role: 'moderator' }, maxLength: 280 });
  });
  it('refuse a bad ID token, and a guest without a guest secret', async () => {
    expect((await t.call('/chat/credentials/v1', { as: 'forged', guest: await t.guest('guest-a') })).status).toBe(401);
    expect((await t.call('/chat/credentials/v1')).body.errors[0]).toMatchObject({ field: 'X-Guest-Secret', code: 'REQUIRED' });
  });
  it('never make a guest of a device id: a secret the server did not issue is refused, so the client gets a new one', async () => {
    // The device id is public (it rides on every analytics event): alone it names no one.
    expect((await t.call('/chat/credentials/v1', { device: 'dev-of-guest-a' })).status).toBe(422);
    const genuine = await t.guest('guest-a');
    const [id] = genuine.split('.');
    for (const forged of [`${id}.AAAA`, `${id}`, 'made-up.secret', `${genuine}.x`]) {
      const res = await t.call('/chat/credentials/v1', { guest: forged });
      expect(res.status).toBe(401);
      expect(res.body.errors[0].code).toBe('GUEST_SECRET_INVALID');
    }
  });
  it('issue each guest a new secret, never cached', async () => {
    const res = await fetch(`${t.base}/api/live/guest/v1`, { method: 'POST' });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { guestSecret } = await res.json();
    expect(guestSecret).toMatch(/^[\w-]{20,}\.[\w-]{40,}$/);
    expect(guestSecret).not.toBe(await t.guest('guest-a'));
  });
});

describe('joining a show’s chat', () => {
  it('makes the show’s owner its host with 280 characters, in their own show only', async () => {
    const mia = await tokenOf({ as: USERS.mia });
    const join = (showId: string, token: string) =>
      t.call(`/chat/${showId}/join/v1`, { method: 'POST', headers: { 'x-chat-token': token } });
    expect((await join('SH0W42', mia)).body).toEqual({ maxLength: 280, muted: false, viewerCount: 57 });
    expect((await join('SH0W43', mia)).body).toMatchObject({ maxLength: 140, viewerCount: 0 });
    expect((await join('SH0W42', await tokenOf({ guest: 'guest-a' }))).body.maxLength).toBe(140);
    expect((await join('SH0W42', 'x.y')).status).toBe(401);
    expect((await t.call('/chat/SH0W42/join/v1', { method: 'POST' })).status).toBe(401);
    expect((await join('NOPE', mia)).status).toBe(404);
  });
});

describe('writing messages', () => {
  it('keeps the text trimmed, without control characters, and answers 201 with the author', async () => {
    const res = await post('SH0W42', await tokenOf({ as: USERS.shopper }), '  Love\u0000 this\u0007 shade\n ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'Love this shade',
      editedAt: null,
      author: { displayName: { baseName: 'Ada', sequenceId: 1 }, role: 'viewer' },
    });
    expect(Date.parse(res.body.sentAt)).toBeGreaterThan(Date.now() - 5000);
    expect(res.body).not.toHaveProperty('authorKey');
  });
  it('refuses an empty message, and one over the author’s limit: 140, or 280 for moderators and the host', async () => {
    const guest = await tokenOf({ guest: 'guest-a' });
    // Only invisible characters (zero-width spaces, bidi controls, fillers, the BOM) is empty too.
    for (const text of [
      '',
      '   ',
      '\u0001\u0002',
      undefined,
      '\u200b\u200b',
      '\u202e',
      ' \u2066\u2069 ',
      '\ufeff\u200d',
      '\u3164',
      '\u2800',
    ]) {
      const res = await post('SH0W42', guest, text);
      expect(res.status).toBe(422);
      expect(res.body.errors[0]).toMatchObject({ field: 'text', code: 'EMPTY' });
    }
    expect((await post('SH0W42', guest, 'a'.repeat(140))).status).toBe(201);
    // Characters, not UTF-16 units: 140 emoji are 140 characters.
    expect((await post('SH0W42', guest, '💄'.repeat(140))).status).toBe(201);
    expect((await post('SH0W42', guest, 'a'.repeat(141))).body.errors[0]).toMatchObject({ field: 'text', code: 'TOO_LONG' });
    const moderator = await tokenOf({ as: USERS.moderator });
    expect((await post('SH0W42', moderator, 'm'.repeat(280))).status).toBe(201);
    expect((await post('SH0W42', moderator, 'm'.repeat(281))).body.errors[0].code).toBe('TOO_LONG');
    const mia = await tokenOf({ as: USERS.mia });
    const hosted = await post('SH0W42', mia, 'h'.repeat(280));
    expect(hosted.body.author).toEqual({ displayName: { baseName: 'Mia', sequenceId: 1 }, handle: 'mia.host', role: 'host' });
    expect((await post('SH0W43', mia, 'h'.repeat(280))).body.errors[0].code).toBe('TOO_LONG');
  });
  it('is open while a show is pending or running, not after', async () => {
    const guest = await tokenOf({ guest: 'guest-a' });
    expect((await post('SH0W43', guest, 'See you at the show!')).status).toBe(201);
    const ended = await post('SH0W40', guest, 'Too late?');
    expect(ended.status).toBe(422);
    expect(ended.body.errors[0].code).toBe('NOT_LIVE');
    expect((await post('SH0W39', guest, 'Cancelled?')).body.errors[0].code).toBe('NOT_LIVE');
  });
  it('lets only the author edit a message, by the same rules', async () => {
    const author = await tokenOf({ guest: 'guest-edit' });
    const { id } = (await post('SH0W42', author, 'Is Petal sheer?')).body;
    const edit = (token: string, text: string, messageId = id) =>
      t.call(`/chat/SH0W42/message/${messageId}/v1`, { method: 'PUT', json: { text }, headers: { 'x-chat-token': token } });
    const edited = await edit(author, 'Is Petal sheer or opaque?');
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, text: 'Is Petal sheer or opaque?', editedAt: expect.any(String) });
    const other = await edit(await tokenOf({ guest: 'guest-b' }), 'hijacked');
    expect(other.status).toBe(403);
    expect((await edit(author, 'x'.repeat(141))).body.errors[0].code).toBe('TOO_LONG');
    expect((await edit(author, 'hello', 'm-nope')).status).toBe(404);
    expect((await edit('bad', 'hello')).status).toBe(401);
  });
  it('gives someone who knows a guest’s device id nothing of theirs: not their name, nor their messages', async () => {
    const victim = await t.call('/chat/credentials/v1', { guest: await t.guest('victim'), device: 'victim-device' });
    const { id } = (await post('SH0W42', victim.body.token, 'My own words')).body;
    // The device id alone: no identity at all.
    expect((await t.call('/chat/credentials/v1', { device: 'victim-device' })).status).toBe(422);
    // With a secret of their own beside it: their own guest, who may not edit the victim's message.
    const thief = await t.call('/chat/credentials/v1', { guest: await t.guest('thief'), device: 'victim-device' });
    expect(thief.body.author.displayName).not.toEqual(victim.body.author.displayName);
    const hijack = await t.call(`/chat/SH0W42/message/${id}/v1`, {
      method: 'PUT',
      json: { text: 'Words put in their mouth' },
      headers: { 'x-chat-token': thief.body.token },
    });
    expect(hijack.status).toBe(403);
    expect((await post('SH0W42', thief.body.token, 'hello')).body.author.displayName).toEqual(thief.body.author.displayName);
  });
});

describe('mutes', () => {
  const mute = (method: string, path: string, who: { as?: string; headers?: Record<string, string> }) =>
    t.call(`/chat/SH0W42/mute/${path}/v1`, { method, ...who });
  it('are for moderators only', async () => {
    expect((await mute('POST', 'byHandle/mia.host', {})).status).toBe(401);
    for (const as of [USERS.shopper, USERS.mia]) {
      const res = await mute('POST', 'byHandle/mia.host', { as });
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe('User is not a moderator');
    }
    expect((await t.call('/chat/NOPE/mute/byHandle/mia.host/v1', { method: 'POST', as: USERS.moderator })).status).toBe(404);
  });
  it('silence a guest by display name in that show only, until unmuted', async () => {
    const { token, author } = await credentials({ guest: 'guest-rude' });
    const path = `byDisplayName/${author.displayName.baseName}/${author.displayName.sequenceId}`;
    expect((await mute('POST', path, { as: USERS.moderator })).status).toBe(204);
    const refused = await post('SH0W42', token, 'buy followers at spam.example');
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toEqual({ code: 'MUTED', message: 'You are muted in this chat' });
    expect((await t.call('/chat/SH0W42/join/v1', { method: 'POST', headers: { 'x-chat-token': token } })).body.muted).toBe(true);
    expect((await post('SH0W43', token, 'hello')).status).toBe(201);
    // A moderator's chat token works as well as their ID token.
    expect((await mute('DELETE', path, { headers: { 'x-chat-token': await tokenOf({ as: USERS.moderator }) } })).status).toBe(204);
    expect((await post('SH0W42', token, 'sorry!')).status).toBe(201);
    expect((await mute('POST', 'byDisplayName/Guest/abc', { as: USERS.moderator })).status).toBe(422);
  });
  it('silence an account by handle', async () => {
    expect((await mute('POST', 'byHandle/MIA.HOST', { as: USERS.moderator })).status).toBe(204);
    expect((await post('SH0W42', await tokenOf({ as: USERS.mia }), 'Hello?')).status).toBe(403);
    expect((await mute('DELETE', 'byHandle/mia.host', { as: USERS.moderator })).status).toBe(204);
    expect((await post('SH0W42', await tokenOf({ as: USERS.mia }), 'Back!')).status).toBe(201);
  });
});

describe('the event stream', () => {
  it('opens with the history, delivers a message posted by someone else, and counts viewers', async () => {
    const a = await openStream(streamUrl('SH0W42'), await tokenOf({ guest: 'stream-a' }));
    expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(a.res.headers.get('cache-control')).toMatch(/no-cache/);
    const history = await a.next(is('history'));
    expect(a.events[0]).toBe(history);
    expect(history.messages.slice(0, 4).map((m) => m.author.displayName?.baseName)).toEqual(['Mia', 'Sofia', 'Mia', 'Priya']);
    expect(history.messages[0]).toEqual((await t.call('/show/SH0W42/v1')).body.pinnedMessage);
    expect((await a.next(is('viewers'))).count).toBe(58);
    expect(a.raw()).toMatch(/^retry: 2000\n\n/);

    const bToken = await tokenOf({ guest: 'stream-b' });
    const b = await openStream(streamUrl('SH0W42'), bToken);
    await b.next(is('history'));
    const mark = a.events.length;
    expect((await a.next((e): e is Extract<ChatEvent, { type: 'viewers' }> => e.type === 'viewers' && e.count === 59, mark)).count).toBe(
      59,
    );
    const sent = (await post('SH0W42', bToken, 'Hello from B')).body;
    expect((await a.next(is('message'), mark)).message).toEqual(sent);
    expect((await b.next(is('message'))).message.id).toBe(sent.id);

    b.close();
    const afterClose = a.events.length;
    await a.next((e): e is Extract<ChatEvent, { type: 'viewers' }> => e.type === 'viewers' && e.count === 58, afterClose);
    // Heartbeat comments keep the stream open; viewer counts repeat on their own.
    await vi.waitFor(() => expect(a.raw()).toContain('\n:\n\n'));
    const repeats = a.events.length;
    await a.next(is('viewers'), repeats);
    a.close();
  });
  it('counts one viewer once however many streams they open', async () => {
    const token = await tokenOf({ guest: 'twice' });
    const [one, two] = [await openStream(streamUrl('SH0W43'), token), await openStream(streamUrl('SH0W43'), token)];
    await two.next(is('history'));
    expect((await t.call('/chat/SH0W43/join/v1', { method: 'POST', headers: { 'x-chat-token': token } })).body.viewerCount).toBe(1);
    one.close();
    two.close();
  });
  it('replays a recording’s chat, spread over its hour', async () => {
    const s = await openStream(streamUrl('SH0W40'), await tokenOf({ guest: 'replay' }));
    const { messages } = await s.next(is('history'));
    s.close();
    const show = (await t.call('/show/SH0W40/v1')).body;
    expect(messages).toHaveLength(6);
    const offsets = messages.map((m) => (Date.parse(m.sentAt) - Date.parse(show.startTime)) / 60_000);
    expect(offsets[0]).toBeLessThan(5);
    expect(offsets[5]).toBeGreaterThan(45);
    expect(offsets[5]).toBeLessThan(60);
    expect(messages.every((m) => !/lorem|ipsum/i.test(m.text))).toBe(true);
  });
  it('needs a chat token and a real show', async () => {
    expect((await fetch(`${t.base}/api/live/chat/SH0W42/events`)).status).toBe(401);
    expect((await openStream(streamUrl('SH0W42'), 'forged.token')).res.status).toBe(401);
    expect((await openStream(streamUrl('NOPE'), await tokenOf({ guest: 'x' }))).res.status).toBe(404);
  });
  it('takes the token only in the Authorization header, never in the address', async () => {
    const token = await tokenOf({ guest: 'in-url' });
    expect((await fetch(`${streamUrl('SH0W42')}?token=${encodeURIComponent(token)}`)).status).toBe(401);
    const s = await openStream(streamUrl('SH0W42'), token);
    expect(s.res.status).toBe(200);
    s.close();
  });
  it('carries edits and pins; the host or a moderator pins, not a viewer', async () => {
    const guest = await tokenOf({ guest: 'pinner' });
    const s = await openStream(streamUrl('SH0W42'), guest);
    await s.next(is('history'));
    const msg = (await post('SH0W42', guest, 'What shade is Mia wearing?')).body;
    const pin = (who: { as?: string; headers?: Record<string, string> }, messageId: string) =>
      t.call('/chat/SH0W42/pinned', { json: { messageId }, ...who });
    expect((await pin({ headers: { 'x-chat-token': guest } }, msg.id)).status).toBe(403);
    expect((await pin({}, msg.id)).status).toBe(401);
    expect((await pin({ as: USERS.mia }, 'nope')).body.errors[0]).toMatchObject({ field: 'messageId' });
    expect((await pin({ headers: { 'x-chat-token': await tokenOf({ as: USERS.mia }) } }, msg.id)).status).toBe(204);
    expect((await s.next(is('pinned'))).message).toEqual(msg);
    expect((await t.call('/show/SH0W42/v1')).body.pinnedMessage).toEqual(msg);
    // Editing the pinned message updates the pin too.
    await t.call(`/chat/SH0W42/message/${msg.id}/v1`, {
      method: 'PUT',
      json: { text: 'Which shade is Mia wearing?' },
      headers: { 'x-chat-token': guest },
    });
    expect((await s.next(is('update'))).message.text).toBe('Which shade is Mia wearing?');
    expect((await t.call('/show/SH0W42/v1')).body.pinnedMessage.text).toBe('Which shade is Mia wearing?');
    const mark = s.events.length;
    expect((await t.call('/chat/SH0W42/pinned', { method: 'DELETE', as: USERS.moderator })).status).toBe(204);
    expect((await s.next(is('pinned'), mark)).message).toBeNull();
    expect((await t.call('/show/SH0W42/v1')).body.pinnedMessage).toBeNull();
    s.close();
  });
});

describe('pinning by a moderator (spec 2 §6)', () => {
  it('a moderator who is not the host sets and clears the pin, with their chat token or their ID token; a signed-in viewer may not', async () => {
    const guest = await tokenOf({ guest: 'mod-pin' });
    const s = await openStream(streamUrl('SH0W42'), guest);
    await s.next(is('history'));
    const msg = (await post('SH0W42', guest, 'Is it transfer-proof?')).body;
    const refused = await t.call('/chat/SH0W42/pinned', { json: { messageId: msg.id }, as: USERS.shopper });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('User is not a moderator');
    expect((await t.call('/chat/SH0W42/pinned', { method: 'DELETE', as: USERS.shopper })).status).toBe(403);
    const byChatToken = { headers: { 'x-chat-token': await tokenOf({ as: USERS.moderator }) } };
    expect((await t.call('/chat/SH0W42/pinned', { json: { messageId: msg.id }, ...byChatToken })).status).toBe(204);
    expect((await s.next(is('pinned'))).message).toEqual(msg);
    expect((await t.call('/show/SH0W42/v1')).body.pinnedMessage).toEqual(msg);
    const mark = s.events.length;
    expect((await t.call('/chat/SH0W42/pinned', { method: 'DELETE', as: USERS.moderator })).status).toBe(204);
    expect((await s.next(is('pinned'), mark)).message).toBeNull();
    expect((await t.call('/show/SH0W42/v1')).body.pinnedMessage).toBeNull();
    s.close();
  });
});

describe('reactions', () => {
  it('go to everyone watching a live show', async () => {
    const s = await openStream(streamUrl('SH0W42'), await tokenOf({ guest: 'react-watch' }));
    await s.next(is('history'));
    expect((await t.call('/show/SH0W42/react/fire/v1', { method: 'POST', guest: await t.guest('react-1') })).status).toBe(204);
    expect((await s.next(is('reaction'))).reaction).toBe('fire');
    s.close();
  });
  it('are one of the four, on a running show, at most 10 per viewer in 10 s', async () => {
    const react = async (show: string, reaction: string, who: string, extra: { device?: string } = {}) =>
      t.call(`/show/${show}/react/${reaction}/v1`, { method: 'POST', guest: await t.guest(who), ...extra });
    const unknown = await react('SH0W42', 'poop', 'react-2');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'reaction' });
    expect((await react('SH0W43', 'heart', 'react-2')).body.errors[0].code).toBe('NOT_LIVE');
    expect((await react('NOPE', 'heart', 'react-2')).status).toBe(404);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await react('SH0W42', 'heart', 'react-3', { device: 'dev-3' })).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429]);
    // The quota is the guest's, not the device id's: another guest sending that device id is not held back.
    expect((await react('SH0W42', 'clap', 'react-4', { device: 'dev-3' })).status).toBe(204);
  });
});

describe('after a restart', () => {
  it('keeps messages, mutes, guest names, guest secrets and chat tokens', async () => {
    const { token, author } = await credentials({ guest: 'guest-keep' });
    const kept = (await post('SH0W42', token, 'Still here after the restart?')).body;
    await t.call(`/chat/SH0W43/mute/byDisplayName/Guest/${author.displayName.sequenceId}/v1`, { method: 'POST', as: USERS.moderator });
    const again = await startTestBackend({ dataDir: t.dataDir });
    try {
      expect((await again.call('/chat/credentials/v1', { guest: await t.guest('guest-keep') })).body.author).toEqual(author);
      const s = await openStream(`${again.base}/api/live/chat/SH0W42/events`, token);
      const { messages } = await s.next(is('history'));
      s.close();
      expect(messages.at(-1)).toEqual(kept);
      expect((await again.call('/chat/SH0W43/message/v1', { json: { text: 'hi' }, headers: { 'x-chat-token': token } })).status).toBe(403);
    } finally {
      await again.close();
    }
  });
});
