import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './e2e/chromium-args';
import { ACCEPTED_CONSENT } from './e2e/consent';
import { currentSlot, storePort, WORKERS } from './e2e/stores';

/** e2e runs against the local store in Debian's Chromium, never a downloaded browser. */
export default defineConfig({
  testDir: 'e2e',
  // e2e/*.test.ts are vitest unit tests of the e2e helpers (the moving-face video).
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Tests run at once, one per core: each worker has a local store of its own (e2e/stores.ts), so faults, data
  // and the sinks' logs of one test never reach another.
  fullyParallel: true,
  workers: WORKERS,
  retries: 0,
  reporter: [['list'], ['./e2e/timing-reporter.ts']],
  use: {
    // This worker's own store (the config is loaded again in each worker, with its slot set).
    baseURL: `http://127.0.0.1:${storePort(currentSlot())}`,
    // A shopper who accepted the store's cookie banner; e2e/consent.spec.ts starts without a choice.
    storageState: ACCEPTED_CONSENT,
    // Chromium's headless shell (e2e/chromium.mjs says why); the camera's tests start the full browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // The hosted UI (Google, Facebook sign-in) is https with a certificate made at start.
    ignoreHTTPSErrors: true,
  },
  // One local store per worker slot, all started at once before the first test (e2e/start-stores.mjs).
  webServer: {
    command: 'node e2e/start-stores.mjs',
    env: {
      // A fresh data folder per store and run: backends keep data across restarts, tests start from the seed.
      E2E_STORES: JSON.stringify(
        Array.from({ length: WORKERS }, (_, slot) => ({
          port: storePort(slot),
          dataDir: path.join(os.tmpdir(), `vanity-e2e-${process.pid}-${slot}`),
        })),
      ),
    },
    wait: { stdout: /local stores? ready/ },
    timeout: 90_000,
    stdout: 'ignore',
  },
});
