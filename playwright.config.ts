import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './e2e/chromium-args';
import { ACCEPTED_CONSENT } from './e2e/consent';

const PORT = Number(process.env.E2E_PORT ?? 18080);

/** e2e runs against the local store in Debian's Chromium, never a downloaded browser. */
export default defineConfig({
  testDir: 'e2e',
  // e2e/*.test.ts are vitest unit tests of the e2e helpers (the moving-face video).
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // One worker: fault injection switches the shared local store, so tests must not overlap.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A shopper who accepted the store's cookie banner; e2e/consent.spec.ts starts without a choice.
    storageState: ACCEPTED_CONSENT,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
    // The hosted UI (Google, Facebook sign-in) is https with a certificate made at start.
    ignoreHTTPSErrors: true,
  },
  webServer: {
    command: 'npx tsx test-harness/start.ts',
    // A fresh data folder per run: backends keep data across restarts, tests start from the seed.
    env: { PORT: String(PORT), NODE_ENV: 'production', DATA_DIR: path.join(os.tmpdir(), `vanity-e2e-${process.pid}`) },
    url: `http://127.0.0.1:${PORT}/pages/about`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
