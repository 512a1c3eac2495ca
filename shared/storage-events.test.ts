import { describe, expect, it, vi } from 'vitest';
import { onStorageKey } from './storage-events';
import { StorageKeys } from './storage-keys';

const otherTab = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue: key && '1' }));

describe('storage events from other tabs', () => {
  it('hears its key and a cleared storage, not other keys, until unsubscribed', () => {
    const heard = vi.fn();
    const stop = onStorageKey(window, StorageKeys.cartUpdated, heard);
    otherTab(StorageKeys.cartUpdated);
    otherTab(StorageKeys.deviceId);
    otherTab(null);
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    otherTab(StorageKeys.cartUpdated);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
