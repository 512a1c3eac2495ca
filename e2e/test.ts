import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, for every spec: each test starts on its worker's local store (e2e/stores.ts) with no faults,
 * no Content-Security-Policy and empty logs (the sinks', the CDN's), whatever the test before it on that store left.
 * Logs cut their oldest half once full, so a count taken before a step only holds on a log cleared per test.
 */
export const test = base.extend<{ freshStore: void }>({
  freshStore: [
    // A context of its own, closed before the test, so the reset leaves no idle connection in the test's `request`.
    async ({ playwright, baseURL }, use) => {
      const store = await playwright.request.newContext({ baseURL });
      try {
        for (const control of ['/__harness/faults', '/__harness/csp', '/__harness/events']) {
          const response = await store.delete(control);
          if (!response.ok()) throw new Error(`The local store did not clear ${control}: ${response.status()}`);
        }
      } finally {
        await store.dispose();
      }
      await use();
    },
    { auto: true },
  ],
});
