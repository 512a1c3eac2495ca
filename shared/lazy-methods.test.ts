import { lazyMethods } from './lazy-methods';

describe('lazyMethods', () => {
  it('loads once, on the first call, and keeps `this`', async () => {
    class Doubler {
      n = 2;
      async double(x: number): Promise<number> {
        return x * this.n;
      }
    }
    const load = vi.fn(async () => new Doubler());
    const api = lazyMethods<Doubler>(load, ['double']);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([api.double(1), api.double(3)])).toEqual([2, 6]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue({ ping: async () => 'pong' });
    const api = lazyMethods<{ ping(): Promise<string> }>(load, ['ping']);
    await expect(api.ping()).rejects.toThrow('chunk 404');
    await expect(api.ping()).resolves.toBe('pong');
  });
});
