import { vi } from 'vitest';
import { HttpError, type Http, type RequestOptions } from '../../http';
import { StorageKeys, type SafeStorage, type StorageKey } from '../../storage-keys';
import { createGuestSession, GUEST_SECRET_HEADER } from './guest-session';

function memoryStorage(initial: Record<string, string> = {}, writable = true): SafeStorage & { data: Record<string, string> } {
  const data: Record<string, string> = { ...initial };
  return {
    data,
    get: (key: StorageKey) => data[key] ?? null,
    set: (key: StorageKey, value: string) => (writable ? ((data[key] = value), true) : false),
    remove: (key: StorageKey) => void delete data[key],
  };
}

function setup(storage = memoryStorage()) {
  let issued = 0;
  const calls: Array<[string, RequestOptions | undefined]> = [];
  const http = vi.fn(async (url: string, options?: RequestOptions) => {
    calls.push([url, options]);
    return { guestSecret: `secret-${++issued}` } as never;
  }) as unknown as Http;
  return { guest: createGuestSession(http, 'https://api.example/live/', storage), calls, storage };
}

const stale = () =>
  new HttpError(new Response(null, { status: 401 }), { errors: [{ code: 'GUEST_SECRET_INVALID', message: 'Unknown guest secret' }] });

describe('a guest’s session on the live-shopping backend', () => {
  it('asks the backend for a secret once (POST /guest/v1), keeps it for the tab’s session, and sends it as X-Guest-Secret', async () => {
    const s = setup();
    const seen = await Promise.all([1, 2].map(() => s.guest.as(async (headers) => headers)));
    expect(seen).toEqual([{ [GUEST_SECRET_HEADER]: 'secret-1' }, { [GUEST_SECRET_HEADER]: 'secret-1' }]);
    expect(s.calls).toEqual([['https://api.example/live/guest/v1', { method: 'POST' }]]);
    expect(s.storage.data[StorageKeys.guestSecret]).toBe('secret-1');
    // A later page of the same session is the same guest, without asking again.
    const again = setup(s.storage);
    expect(await again.guest.as(async (headers) => headers[GUEST_SECRET_HEADER])).toBe('secret-1');
    expect(again.calls).toEqual([]);
  });

  it('without storage, still one guest for the page', async () => {
    const s = setup(memoryStorage({}, false));
    await s.guest.as(async () => null);
    expect(await s.guest.as(async (headers) => headers[GUEST_SECRET_HEADER])).toBe('secret-1');
    expect(s.calls).toHaveLength(1);
  });

  it('replaces a secret the backend no longer knows, and makes the call once more', async () => {
    const s = setup(memoryStorage({ [StorageKeys.guestSecret]: 'old' }));
    const call = vi.fn(async (headers: Record<string, string>) => {
      if (headers[GUEST_SECRET_HEADER] === 'old') throw stale();
      return 'ok';
    });
    expect(await s.guest.as(call)).toBe('ok');
    expect(call.mock.calls.map(([h]) => h[GUEST_SECRET_HEADER])).toEqual(['old', 'secret-1']);
    expect(s.storage.data[StorageKeys.guestSecret]).toBe('secret-1');
  });

  it('passes any other failure on, keeping the secret, and never retries more than once', async () => {
    const s = setup(memoryStorage({ [StorageKeys.guestSecret]: 'kept' }));
    const boom = new HttpError(new Response(null, { status: 500 }), undefined);
    await expect(s.guest.as(() => Promise.reject(boom))).rejects.toBe(boom);
    expect(s.storage.data[StorageKeys.guestSecret]).toBe('kept');
    const always = vi.fn(() => Promise.reject(stale()));
    await expect(s.guest.as(always)).rejects.toBeInstanceOf(HttpError);
    expect(always).toHaveBeenCalledTimes(2);
  });

  it('refuses a malformed answer, and asks again on the next call', async () => {
    const http = vi.fn().mockResolvedValueOnce({}).mockResolvedValueOnce({ guestSecret: 'good' }) as unknown as Http;
    const guest = createGuestSession(http, 'https://api.example/live', memoryStorage());
    await expect(guest.as(async () => null)).rejects.toThrow('Malformed guest credentials');
    expect(await guest.as(async (headers) => headers[GUEST_SECRET_HEADER])).toBe('good');
  });
});
