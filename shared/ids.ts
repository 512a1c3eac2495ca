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

/** The device id lives in local storage and the session id in session storage; both are made on first use. */
export function resolveIds(local: SafeStorage, session: SafeStorage, customerId: string | null): Ids {
  let deviceId = local.get(StorageKeys.deviceId);
  if (!deviceId) {
    deviceId = newId();
    local.set(StorageKeys.deviceId, deviceId);
  }
  let sessionId = session.get(StorageKeys.sessionId);
  if (!sessionId) {
    sessionId = newId();
    session.set(StorageKeys.sessionId, sessionId);
  }
  return { deviceId, sessionId, customerId };
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
