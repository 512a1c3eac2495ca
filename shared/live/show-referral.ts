import { safeStorage, StorageKeys, type SafeStorage } from '../storage-keys';

export { watchPath } from './show-cart-attribute';

/**
 * The show a shopper last watched (and the share code they came with), so the
 * checkout can record it and the order page can lead back to the stream.
 */
export const SHOW_REFERRAL_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface ShowReferral {
  showId: string;
  referralCode: string;
  at: number;
}

const local = (): SafeStorage => safeStorage(() => window.localStorage);

export function rememberShowReferral(showId: string, referralCode: string, now = Date.now(), storage: SafeStorage = local()): void {
  if (!showId) return;
  storage.set(StorageKeys.showReferral, JSON.stringify({ showId, referralCode, at: now }));
}

/** The remembered show, or null when there is none or it is older than a day. */
export function readShowReferral(now = Date.now(), storage: SafeStorage = local()): ShowReferral | null {
  try {
    const r = JSON.parse(storage.get(StorageKeys.showReferral) ?? 'null') as ShowReferral | null;
    if (!r || typeof r.showId !== 'string' || !r.showId || typeof r.at !== 'number') return null;
    return now - r.at <= SHOW_REFERRAL_MAX_AGE_MS
      ? { showId: r.showId, referralCode: typeof r.referralCode === 'string' ? r.referralCode : '', at: r.at }
      : null;
  } catch {
    return null;
  }
}
