import { defineConfig } from 'vitest/config';

/** The WebKit lane (`node e2e/webkit.mjs`): one WebKitGTK session, one local store, the tests in order. */
export default defineConfig({
  test: {
    include: ['e2e/webkit/*.webkit.ts'],
    environment: 'node',
    globalSetup: './e2e/webkit/global-setup.ts',
    // One browser for the lane: starting WebKitGTK again per file would cost more than the tests.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Not the default 1 s: a step waits for what WebKit shows, polled (expect.poll), not for a fixed time.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
