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
