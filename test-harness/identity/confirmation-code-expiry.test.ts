// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { controlRoutes } from '../server/control-routes';
import { SIGN_UP_CODE_TTL_MS } from './cognito-shim';
import { SEED_PASSWORD, startIdentity, type Identity } from './identity-stand-in';

/**
 * Sign-up confirmation codes expire as Cognito's do (24 hours): ConfirmSignUp then answers ExpiredCodeException and
 * the account stays unconfirmed until a new code. Tests age codes by the stand-in's clock (POST /__harness/identity/clock).
 */
let identity: Identity;
let server: Server;
let origin = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'codes-'));
  identity = await startIdentity({
    apiOrigin: () => origin,
    storeOrigin: () => origin,
    shopifyOrigin: () => origin,
    host: '127.0.0.1',
    authPort: 0,
    dataDir,
  });
  const app = express();
  app.use(express.json());
  app.use(controlRoutes({ outbox: () => [] }, identity));
  app.use(identity.router);
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await identity?.close();
  server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  await fetch(`${origin}/__harness/identity/clock`, { method: 'DELETE' });
});

const call = (target: string, body: unknown) =>
  fetch(`${origin}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, json: await r.json() }));
const advance = (advanceMs: unknown) =>
  fetch(`${origin}/__harness/identity/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

async function signUp(email: string) {
  const res = await call('SignUp', {
    ClientId: identity.clientId,
    Username: email,
    Password: SEED_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
    ClientMetadata: { language: 'en', domain: 'aurelle-beauty.myshopify.com', destinationPath: '/' },
  });
  expect(res.status).toBe(200);
  return identity.local.codes.filter((c) => c.email === email).at(-1)!.code;
}
const confirm = (email: string, code: string) =>
  call('ConfirmSignUp', { ClientId: identity.clientId, Username: email, ConfirmationCode: code });
const state = async (email: string) =>
  (await (await fetch(`${origin}/api/consumer/aurelle/state/${encodeURIComponent(email)}/v1`)).json()).state as string;

describe('sign-up confirmation codes', () => {
  it('work for 24 hours', async () => {
    const email = `fresh.${Date.now()}@aurelle.test`;
    const code = await signUp(email);
    expect((await advance(SIGN_UP_CODE_TTL_MS - 60_000)).status).toBe(204);
    expect((await confirm(email, code)).status).toBe(200);
    expect(await state(email)).toBe('CONFIRMED');
  });

  it('past that, are refused as Cognito refuses them (the account stays unconfirmed); a wrong code is still a mismatch; a new code confirms', async () => {
    const email = `late.${Date.now()}@aurelle.test`;
    const code = await signUp(email);
    expect((await advance(SIGN_UP_CODE_TTL_MS + 60_000)).status).toBe(204);
    const expired = await confirm(email, code);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({ __type: 'ExpiredCodeException', message: 'Invalid code provided, please request a code again.' });
    expect(await state(email)).toBe('UNCONFIRMED');
    const wrong = await confirm(email, code === '123456' ? '654321' : '123456');
    expect(wrong.json.__type).toBe('CodeMismatchException');
    expect((await call('ResendConfirmationCode', { ClientId: identity.clientId, Username: email })).status).toBe(200);
    const fresh = identity.local.codes.filter((c) => c.email === email).at(-1)!.code;
    // The old code is not the new one's: it is now simply wrong.
    if (fresh !== code) expect((await confirm(email, code)).json.__type).toBe('CodeMismatchException');
    expect((await confirm(email, fresh)).status).toBe(200);
    expect(await state(email)).toBe('CONFIRMED');
  });

  it('the clock only moves forward, by a number of milliseconds', async () => {
    for (const bad of [-1, 'soon', null]) expect((await advance(bad)).status).toBe(400);
  });
});
