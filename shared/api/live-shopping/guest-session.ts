import { apiErrorsOf, HttpError, type Http } from '../../http';
import { StorageKeys, type SafeStorage } from '../../storage-keys';
import type { GuestCredentials } from './live-types';

/** Our addition to spec 2 §7: the header a guest's calls carry their guest secret in (see GuestCredentials). */
export const GUEST_SECRET_HEADER = 'X-Guest-Secret';

/**
 * A guest's identity on the live-shopping backend: the secret it issued (POST /guest/v1), kept in session storage
 * for this tab's session and sent only on the calls that act as the guest. It never goes to analytics or error
 * reports (those carry the device id, which is public and therefore identifies no one to the backend).
 */
export interface GuestSession {
  /** Runs `call` with the guest's header; a secret the backend no longer knows is replaced and the call made once more. */
  as<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T>;
}

const isStale = (error: unknown) =>
  error instanceof HttpError && error.status === 401 && apiErrorsOf(error).some((e) => e.code === 'GUEST_SECRET_INVALID');

export function createGuestSession(http: Http, baseUrl: string, storage: SafeStorage): GuestSession {
  const url = `${baseUrl.replace(/\/$/, '')}/guest/v1`;
  // One request for a secret at a time: calls made together are the same guest.
  let issuing: Promise<string> | null = null;
  // Kept in memory too: without storage (private mode, full quota) the page's calls still agree on one guest.
  let memory: string | null = null;
  const current = (): Promise<string> => {
    memory ??= storage.get(StorageKeys.guestSecret);
    if (memory) return Promise.resolve(memory);
    issuing ??= http<Partial<GuestCredentials>>(url, { method: 'POST' })
      .then((out) => {
        if (typeof out?.guestSecret !== 'string' || !out.guestSecret) throw new Error('Malformed guest credentials');
        storage.set(StorageKeys.guestSecret, out.guestSecret);
        return (memory = out.guestSecret);
      })
      .finally(() => (issuing = null));
    return issuing;
  };
  const forget = (stale: string) => {
    if (memory === stale) memory = null;
    if (storage.get(StorageKeys.guestSecret) === stale) storage.remove(StorageKeys.guestSecret);
  };
  return {
    async as(call) {
      const first = await current();
      try {
        return await call({ [GUEST_SECRET_HEADER]: first });
      } catch (error) {
        if (!isStale(error)) throw error;
        forget(first);
        return call({ [GUEST_SECRET_HEADER]: await current() });
      }
    },
  };
}
