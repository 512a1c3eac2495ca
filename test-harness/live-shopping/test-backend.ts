import express from 'express';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { IdClaims } from '../identity/id-token';
import { liveShoppingBackend, type LiveBackendOptions } from './live-backend';

/**
 * The live-shopping stand-in on a free port, for its tests. ID tokens are
 * faked: 'idt:<sub>:<email>:<groups>' verifies to those claims, anything else
 * fails, so the routes' role checks run as they do with cognito-local's tokens.
 */
export const idToken = (sub: string, email: string, ...groups: string[]) => `idt:${sub}:${email}:${groups.join(',')}`;
export const USERS = {
  shopper: idToken('sub-ada', 'ada@aurelle.test'),
  other: idToken('sub-bea', 'bea@aurelle.test'),
  mia: idToken('sub-mia', 'influencer@aurelle.test', 'influencer'),
  moderator: idToken('sub-max', 'moderator@aurelle.test', 'moderator'),
  admin: idToken('sub-ann', 'admin@aurelle.test', 'admin'),
  /** An influencer with no handle yet. */
  rookie: idToken('sub-rio', 'rookie@aurelle.test', 'influencer'),
};

/** The store customers the test accounts are (the harness reads the store account Multipass made for the email). */
export const STORE_CUSTOMERS: Record<string, string> = { 'ada@aurelle.test': '6001', 'bea@aurelle.test': '6002' };

export function fakeVerify(token: string): IdClaims | null {
  const m = /^idt:([^:]+):([^:]*):(.*)$/.exec(token);
  if (!m) return null;
  const groups = m[3] ? m[3].split(',') : [];
  return { sub: m[1]!, email: m[2]!, aud: 'client', exp: Date.now() / 1000 + 3600, token_use: 'id', 'cognito:groups': groups };
}

export interface TestBackend {
  base: string;
  dataDir: string;
  backend: ReturnType<typeof liveShoppingBackend>;
  /** fetch under /api/live; `as` signs in, `guest` sends X-Guest-Secret, `device` X-Device-Id, `json` posts a body. */
  call(
    p: string,
    init?: { method?: string; as?: string; guest?: string; device?: string; json?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** The guest secret of the guest the tests call `name` (issued by POST /guest/v1 on first use). */
  guest(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestBackend(options: Partial<LiveBackendOptions> = {}): Promise<TestBackend> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vanity-live-'));
  let base = '';
  const backend = liveShoppingBackend({
    dataDir,
    verify: fakeVerify,
    cdnOrigin: () => 'http://cdn.test',
    apiOrigin: () => base,
    customerIdOf: (claims) => STORE_CUSTOMERS[claims.email] ?? null,
    ...options,
  });
  const server: Server = express()
    .use(express.json({ limit: '5mb' }))
    .use('/api/live', backend.router)
    .listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await backend.ready;
  const guests = new Map<string, Promise<string>>();
  return {
    base,
    dataDir,
    backend,
    async call(p, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.as) headers.authorization = `Bearer ${init.as}`;
      if (init.guest) headers['x-guest-secret'] = init.guest;
      if (init.device) headers['x-device-id'] = init.device;
      if (init.json !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}/api/live${p}`, {
        method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
        headers,
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json')
        ? await res.json()
        : type.startsWith('image/')
          ? Buffer.from(await res.arrayBuffer())
          : await res.text();
      return { status: res.status, body, headers: res.headers };
    },
    guest(name) {
      let secret = guests.get(name);
      if (!secret) {
        secret = fetch(`${base}/api/live/guest/v1`, { method: 'POST' }).then(async (res) => (await res.json()).guestSecret as string);
        guests.set(name, secret);
      }
      return secret;
    },
    async close() {
      backend.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
