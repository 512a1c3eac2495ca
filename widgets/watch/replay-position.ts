/**
 * Where a replay is (ms into the recording), as the video last said: it says so four times a second and only the
 * chat's replay follows it, so it is kept here rather than in the page's state, whose every change renders the
 * whole page.
 */
export interface ReplayPosition {
  get(): number;
  set(ms: number): void;
  subscribe(listener: () => void): () => void;
}

export function createReplayPosition(): ReplayPosition {
  let at = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => at,
    set(ms) {
      if (ms === at) return;
      at = ms;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
