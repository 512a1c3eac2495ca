/**
 * Spec 2 §9, show polling: a 5 s guard between requests; every 20 s while
 * RUNNING; for a PENDING show more than 10 minutes away, min(5 s + half the
 * time beyond those 10 minutes, 10 minutes); for an ENDED show, at least 5 s
 * or half the time since it ended. Polling stops for CANCELLED, for ENDED with
 * recordings and a chat address, and when nobody asks for it. No timer waits
 * more than an hour.
 */
export const POLL_GUARD_MS = 5_000;
export const POLL_RUNNING_MS = 20_000;
export const PENDING_NEAR_MS = 10 * 60_000;
export const PENDING_MAX_MS = 10 * 60_000;
export const TIMER_CAP_MS = 60 * 60_000;

export type ShowState = 'PENDING' | 'RUNNING' | 'ENDED' | 'CANCELLED';

export interface PolledShow {
  state: ShowState;
  /** ms since the epoch. */
  startTime: number;
  endTime: number | null;
  recordings: unknown[] | null;
  chatBaseUrl: string | null;
}

/** True when polling has nothing more to learn. */
export function pollingDone(show: PolledShow): boolean {
  if (show.state === 'CANCELLED') return true;
  return show.state === 'ENDED' && !!show.recordings?.length && !!show.chatBaseUrl;
}

/** The wait before the next request, or null to stop. `now` is the server's time. */
export function nextPollDelay(show: PolledShow, now: number): number | null {
  if (pollingDone(show)) return null;
  let delay: number;
  switch (show.state) {
    case 'RUNNING':
      delay = POLL_RUNNING_MS;
      break;
    case 'PENDING': {
      const beyond = show.startTime - now - PENDING_NEAR_MS;
      delay = beyond > 0 ? Math.min(POLL_GUARD_MS + beyond / 2, PENDING_MAX_MS) : POLL_GUARD_MS;
      break;
    }
    case 'ENDED':
      delay = Math.max(POLL_GUARD_MS, show.endTime === null ? 0 : (now - show.endTime) / 2);
      break;
    default:
      return null;
  }
  return Math.min(Math.max(delay, POLL_GUARD_MS), TIMER_CAP_MS);
}

export interface PollerDeps<S extends PolledShow> {
  fetchShow(): Promise<S>;
  /** The server's time now (ms), so a wrong device clock does not skew the waits. */
  serverNow(): number;
  onShow(show: S): void;
  onError(error: unknown): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  now(): number;
}

export interface ShowPoller {
  /** A consumer wants polling (returns its release). */
  subscribe(): () => void;
  /** Fetch now, unless the last request was under 5 s ago. */
  refresh(): void;
}

export function createShowPoller<S extends PolledShow>(deps: PollerDeps<S>): ShowPoller {
  let consumers = 0;
  let timer: unknown = null;
  let lastRequest = -Infinity;
  let inFlight = false;
  let stopped = false;
  const clear = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clear();
    if (consumers === 0 || stopped) return;
    timer = deps.setTimeout(() => void poll(), Math.min(ms, TIMER_CAP_MS));
  };
  async function poll() {
    if (consumers === 0 || stopped || inFlight) return;
    const since = deps.now() - lastRequest;
    if (since < POLL_GUARD_MS) return schedule(POLL_GUARD_MS - since);
    inFlight = true;
    lastRequest = deps.now();
    try {
      const show = await deps.fetchShow();
      deps.onShow(show);
      const delay = nextPollDelay(show, deps.serverNow());
      if (delay === null) {
        stopped = true;
        clear();
      } else schedule(delay);
    } catch (error) {
      deps.onError(error);
      // An outage: keep trying, at the guard's pace.
      schedule(POLL_GUARD_MS);
    } finally {
      inFlight = false;
    }
  }
  return {
    subscribe() {
      consumers++;
      if (consumers === 1) void poll();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        consumers--;
        if (consumers === 0) clear();
      };
    },
    refresh() {
      if (consumers > 0) void poll();
    },
  };
}
