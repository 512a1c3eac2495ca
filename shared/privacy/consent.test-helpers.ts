import type { Consent } from './consent';

/** A consent the test sets: allowed unless told otherwise, as on a store whose shopper has accepted. */
export function fakeConsent(allowed = true): Consent & { set(allowed: boolean): void } {
  const listeners = new Set<(allowed: boolean) => void>();
  return {
    analyticsAllowed: () => allowed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      allowed = next;
      for (const l of [...listeners]) l(next);
    },
  };
}
