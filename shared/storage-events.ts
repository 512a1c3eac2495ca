import type { StorageKey } from './storage-keys';

/** Where other tabs' localStorage changes arrive: the window. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Calls fn when another tab of this origin changes key in localStorage (or
 * clears it); returns the unsubscribe. The storage event never fires in the tab
 * that wrote, so a tab does not hear its own changes. Kept out of
 * storage-keys.ts so only the code that listens carries it.
 */
export function onStorageKey(target: StorageEvents, key: StorageKey, fn: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) fn();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
