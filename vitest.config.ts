import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias: { 'vanity-human': '/node_modules/@vladmandic/human/dist/human.esm.js' } },
  define: {
    __VANITY_COMMIT__: JSON.stringify('test'),
    __VANITY_WORKER_FILE__: JSON.stringify('worker-TEST.js'),
    __VANITY_CLOSURES__: JSON.stringify({}),
  },
  test: {
    globals: true,
    environment: 'happy-dom',
    // A test file per core. Vitest's own default is one fewer than the cores (one file at a time on 2 cores); the
    // main process only hands files out and reports, so it needs no core of its own.
    maxWorkers: os.availableParallelism(),
    include: [
      'widgets/**/*.test.{ts,tsx}',
      'shared/**/*.test.{ts,tsx}',
      'test-harness/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/**/*.test.ts',
      'extensions/**/*.test.{ts,tsx}',
    ],
  },
});
