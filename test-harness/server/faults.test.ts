// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import { addFault, clearFaults, faultMiddleware } from './faults';

let origin = '';
let close: () => void = () => {};
beforeAll(async () => {
  const server = express()
    .use(faultMiddleware('store'))
    .get('/slow', (_req, res) => res.send('done'))
    .listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
afterEach(() => clearFaults());

describe('a latency fault', () => {
  it('holds the request for its time', async () => {
    addFault({ path: '/slow', kind: 'latency', ms: 300, times: 1 });
    const started = performance.now();
    expect(await (await fetch(`${origin}/slow`)).text()).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('lets a held request go on when the faults are cleared, long before its time', async () => {
    addFault({ path: '/slow', kind: 'latency', ms: 60_000, times: 1 });
    let answered = false;
    const response = fetch(`${origin}/slow`).then(async (r) => {
      answered = true;
      return r.text();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    clearFaults();
    expect(await response).toBe('done');
  });
});
