/** Spec 2 §9: the profile (GET /profile/me/v1) and server-time (GET /system/currentTime/v1) fetches are throttled by 5 s. */
export const FETCH_THROTTLE_MS = 5_000;

export interface FetchThrottle<T> {
  /** The answer of a request started within the window (in flight or done), else a new request's. */
  run(fetch: () => Promise<T>): Promise<T>;
  /** Forgets the last answer: the next run asks again (someone else signed in). */
  reset(): void;
}

/**
 * Throttles a fetch on its leading edge: the first call goes to the network at once, and every call within `ms`
 * of that request's start gets its answer rather than sending another. Callers never wait longer than the request
 * itself, and a burst of callers (several widgets mounting, a poll) makes one request. A failed request holds
 * nothing, so a retry goes out at once.
 */
export function createFetchThrottle<T>(ms: number, now: () => number): FetchThrottle<T> {
  let last: { at: number; answer: Promise<T> } | null = null;
  return {
    run(fetch) {
      if (last && now() - last.at < ms) return last.answer;
      const mine = { at: now(), answer: fetch() };
      last = mine;
      mine.answer.catch(() => {
        if (last === mine) last = null;
      });
      return mine.answer;
    },
    reset() {
      last = null;
    },
  };
}
