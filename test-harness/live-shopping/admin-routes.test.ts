// @vitest-environment node
import type { OutboxMail, TestMail } from './engagement-store';
import { startTestBackend, USERS, type TestBackend } from './test-backend';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const testMails = async () => ((await t.call('/__outbox')).body as OutboxMail[]).filter((m): m is TestMail => 'test' in m);

describe('deleting a handle', () => {
  const remove = (userId: string, handle: string, as = USERS.admin) =>
    t.call(`/profile/byUserId/${userId}/handle/${handle}/v1`, { method: 'DELETE', as });
  it('is for admins only', async () => {
    expect((await t.call('/profile/byUserId/host-lena/handle/lena.lips/v1', { method: 'DELETE' })).status).toBe(401);
    for (const as of [USERS.shopper, USERS.mia, USERS.moderator]) {
      const res = await remove('host-lena', 'lena.lips', as);
      expect(res.status).toBe(403);
      expect(res.body.errors[0].message).toBe('User is not an admin');
    }
    expect((await t.call('/profile/byHandle/lena.lips/v1')).status).toBe(200);
  });
  it('takes the handle that byHandle names; the profile keeps its display name', async () => {
    const { userId } = (await t.call('/profile/byHandle/lena.lips/v1')).body;
    expect((await remove('no-such-user', 'lena.lips')).status).toBe(404);
    const mismatch = await remove(userId, 'mia.host');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors[0].code).toBe('MISMATCH');
    expect((await remove(userId, 'Lena.Lips')).status).toBe(204);
    expect((await t.call('/profile/byHandle/lena.lips/v1')).status).toBe(404);
    expect(t.backend.profiles.byId(userId)).toMatchObject({ displayName: { baseName: 'Lena', sequenceId: 1 }, influencer: null });
    // Now they have none: another delete mismatches.
    expect((await remove(userId, 'lena.lips')).body.errors[0].code).toBe('MISMATCH');
  });
  it('finds a signed-in user by their Cognito sub too, who then cannot create shows', async () => {
    await t.call('/profile/me/v1', { as: USERS.mia });
    expect((await remove('sub-mia', 'mia.host')).status).toBe(204);
    expect((await t.call('/profile/me/v1', { as: USERS.mia })).body).toMatchObject({
      userId: 'host-mia',
      influencer: null,
      displayName: { baseName: 'Mia', sequenceId: 1 },
    });
    const create = await t.call('/show/v1', {
      json: { title: 'x', startTime: new Date(Date.now() + 3_600_000).toISOString() },
      as: USERS.mia,
    });
    expect(create.body.errors[0].code).toBe('NO_HANDLE');
  });
});

describe('test mails', () => {
  it('are for admins only', async () => {
    const res = await t.call('/show/testEmail/live/v1?title=Hello&email=a@b.test', { method: 'POST', as: USERS.mia });
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toBe('User is not an admin');
    expect((await t.call('/show/SH0W42/testEmail/live/v1', { method: 'POST', as: USERS.moderator })).body.errors[0].message).toBe(
      'User is not an admin',
    );
    expect((await t.call('/show/testEmail/live/v1?title=Hello&email=a@b.test', { method: 'POST' })).status).toBe(401);
    expect(await testMails()).toEqual([]);
  });
  it('send each template about a made-up title to any address, after checking it', async () => {
    const send = (x: string, query: string) => t.call(`/show/testEmail/${x}/v1?${query}`, { method: 'POST', as: USERS.admin });
    for (const x of ['reminder', 'live', 'recording']) expect((await send(x, 'title=Gloss%20week&email=qa@aurelle.test')).status).toBe(204);
    const mails = await testMails();
    expect(mails.map((m) => [m.template, m.to, m.showId])).toEqual([
      ['reminder', 'qa@aurelle.test', null],
      ['live', 'qa@aurelle.test', null],
      ['recording', 'qa@aurelle.test', null],
    ]);
    expect(mails.map((m) => m.subject)).toEqual([
      '[Test] Reminder: "Gloss week" starts soon',
      '[Test] "Gloss week" is live now',
      '[Test] The recording of "Gloss week" is ready',
    ]);
    const bad = await send('welcome', 'title=&email=nope');
    expect(bad.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`)).toEqual([
      'template:UNKNOWN_TEMPLATE',
      'title:EMPTY',
      'email:INVALID',
    ]);
    expect((await send('live', `title=${'t'.repeat(66)}&email=qa@aurelle.test`)).body.errors[0].code).toBe('TOO_LONG');
    expect((await send('live', `title=${'t'.repeat(65)}&email=qa@aurelle.test`)).status).toBe(204);
  });
  it('send a template about a real show to the admin’s own address', async () => {
    const before = (await testMails()).length;
    expect((await t.call('/show/SH0W43/testEmail/reminder/v1', { method: 'POST', as: USERS.admin })).status).toBe(204);
    expect((await testMails()).slice(before)).toEqual([
      expect.objectContaining({
        to: 'admin@aurelle.test',
        template: 'reminder',
        showId: 'SH0W43',
        subject: '[Test] Reminder: "Find your foundation shade, live" with @glow.with.jo starts soon',
      }),
    ]);
    expect((await t.call('/show/NOPE/testEmail/live/v1', { method: 'POST', as: USERS.admin })).status).toBe(404);
    expect((await t.call('/show/SH0W43/testEmail/welcome/v1', { method: 'POST', as: USERS.admin })).body.errors[0].code).toBe(
      'UNKNOWN_TEMPLATE',
    );
    // Test mails are not reminders: the show has no subscriber from them.
    expect(t.backend.engagement.stats('SH0W43').subscribers).toBe(0);
  });
  it('stay in the outbox after a restart', async () => {
    const mails = await testMails();
    const again = await startTestBackend({ dataDir: t.dataDir });
    try {
      expect(((await again.call('/__outbox')).body as OutboxMail[]).filter((m) => 'test' in m)).toEqual(mails);
      expect((await again.call('/profile/byHandle/lena.lips/v1')).status).toBe(404);
    } finally {
      await again.close();
    }
  });
});
