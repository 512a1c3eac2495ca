import { implementationOf, isLazyClient, lazyClient } from './lazy-client';

describe('lazyClient', () => {
  it('loads once, on the first call, and keeps `this`', async () => {
    class Doubler {
      private readonly n = 2;
      async double(x: number): Promise<number> {
        return x * this.n;
      }
    }
    const load = vi.fn(async () => new Doubler());
    const api = lazyClient<Doubler>(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([api.double(1), api.double(3)])).toEqual([2, 6]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk 404'))
      .mockResolvedValue({ ping: async () => 'pong' });
    const api = lazyClient<{ ping(): Promise<string> }>(load);
    await expect(api.ping()).rejects.toThrow('chunk 404');
    await expect(api.ping()).resolves.toBe('pong');
  });

  it('is not a thenable, so an async function can return it without loading it', async () => {
    const load = vi.fn(async () => ({ ping: async () => 'pong' }));
    const api = lazyClient<{ ping(): Promise<string> }>(load);
    expect(await (async () => api)()).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });

  it('hands tests the real client behind it', async () => {
    const real = { ping: async () => 'pong' };
    const api = lazyClient<typeof real>(async () => real);
    expect(isLazyClient(api)).toBe(true);
    expect(isLazyClient(real)).toBe(false);
    await expect(implementationOf(api)).resolves.toBe(real);
  });

  it('refuses, at typecheck, a client with a method that cannot wait for its download', () => {
    // @ts-expect-error thumbnailUrl returns a string, not a promise
    lazyClient<{ show(): Promise<void>; thumbnailUrl(): string }>(async () => ({ show: async () => {}, thumbnailUrl: () => '' }));
  });
});
