import { StorageKeys, type SafeStorage } from './storage-keys';

export interface Ids {
  deviceId: string;
  sessionId: string;
  customerId: string | null;
}

export function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure contexts (plain http on a LAN address) lack randomUUID.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * With the shopper's consent (`stored`), the device id lives in local storage and the session id in session
 * storage, both made on first use. Without it they are made for this page and kept in memory only: storage is
 * neither read nor written, and ids stored earlier are removed.
 */
export function resolveIds(local: SafeStorage, session: SafeStorage, customerId: string | null, stored: boolean): Ids {
  if (!stored) {
    forgetIds(local, session);
    return { deviceId: newId(), sessionId: newId(), customerId };
  }
  const ids = {
    deviceId: local.get(StorageKeys.deviceId) ?? newId(),
    sessionId: session.get(StorageKeys.sessionId) ?? newId(),
    customerId,
  };
  storeIds(local, session, ids);
  return ids;
}

/** Consent given: the ids this page made in memory are kept from now on. */
export function storeIds(local: SafeStorage, session: SafeStorage, ids: Ids): void {
  if (local.get(StorageKeys.deviceId) !== ids.deviceId) local.set(StorageKeys.deviceId, ids.deviceId);
  if (session.get(StorageKeys.sessionId) !== ids.sessionId) session.set(StorageKeys.sessionId, ids.sessionId);
}

/** Consent refused or withdrawn: nothing identifying stays stored. */
export function forgetIds(local: SafeStorage, session: SafeStorage): void {
  local.remove(StorageKeys.deviceId);
  session.remove(StorageKeys.sessionId);
  session.remove(StorageKeys.newSessionSent);
}

/** A stable 0–99 bucket for a device id (FNV-1a), for sampling a share of devices. */
export function deviceBucket(deviceId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < deviceId.length; i++) {
    h ^= deviceId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}
