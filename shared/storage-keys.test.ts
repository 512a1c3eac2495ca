import { forgetIds, resolveIds, storeIds } from './ids';
import { safeStorage, StorageKeys } from './storage-keys';

describe('storage keys (spec 2 §3)', () => {
  it('names the account and cart keys as the spec does, each once', () => {
    expect(StorageKeys).toMatchObject({
      signInEmail: 'signInEmail',
      signInDestinationPath: 'signInDestinationPath',
      cartUpdated: 'cartUpdated',
      skipDisplayName: 'skipDisplayName',
      profilePictureCacheBuster: 'profilePictureCacheBuster',
    });
    const values = Object.values(StorageKeys);
    expect(new Set(values).size).toBe(values.length);
  });

  it('safe storage swallows a full or blocked store', () => {
    const broken = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(broken.get(StorageKeys.deviceId)).toBeNull();
    expect(broken.set(StorageKeys.deviceId, 'x')).toBe(false);
  });

  it('keeps the device id in local storage and the session id in session storage', () => {
    localStorage.clear();
    sessionStorage.clear();
    const local = safeStorage(() => localStorage);
    const session = safeStorage(() => sessionStorage);
    const first = resolveIds(local, session, null, true);
    sessionStorage.clear();
    const second = resolveIds(local, session, '7', true);
    expect(second.deviceId).toBe(first.deviceId);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.customerId).toBe('7');
  });

  it('without consent keeps the ids in memory only, and removes any stored before', () => {
    const local = safeStorage(() => localStorage);
    const session = safeStorage(() => sessionStorage);
    resolveIds(local, session, null, true);
    const ids = resolveIds(local, session, null, false);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
    expect(ids.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    // The shopper accepts later: this page's ids are the ones kept.
    storeIds(local, session, ids);
    expect(resolveIds(local, session, null, true)).toMatchObject({ deviceId: ids.deviceId, sessionId: ids.sessionId });
    forgetIds(local, session);
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });
});
