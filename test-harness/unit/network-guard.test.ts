import { guardFetch } from './network-guard';

const answer = () => vi.fn<typeof fetch>(async () => new Response('ok'));

describe('the unit tests’ fetch', () => {
  it('refuses a host other than this machine: it rejects as a failed network, and names the URL once', async () => {
    const real = answer();
    const guard = guardFetch(real, () => undefined);
    await expect(guard.fetch('https://cdn.example/live/SH1/index.m3u8', { credentials: 'omit' })).rejects.toThrow(
      new TypeError('A unit test may not reach https://cdn.example/live/SH1/index.m3u8: pass the code a fake client'),
    );
    await expect(guard.fetch(new Request('http://example.com/graphql', { method: 'POST' }))).rejects.toThrow(TypeError);
    await expect(guard.fetch(new URL('https://shop.myshopify.com/cart.js'))).rejects.toThrow(TypeError);
    // An address that only looks local.
    await expect(guard.fetch('http://127.0.0.1.example.com/')).rejects.toThrow(TypeError);
    expect(real).not.toHaveBeenCalled();
    expect(guard.takeReached()).toEqual([
      'https://cdn.example/live/SH1/index.m3u8',
      'http://example.com/graphql',
      'https://shop.myshopify.com/cart.js',
      'http://127.0.0.1.example.com/',
    ]);
    expect(guard.takeReached()).toEqual([]);
  });

  it('lets through this machine (the stand-ins), relative URLs on a local page, and what never leaves it', async () => {
    const real = answer();
    const guard = guardFetch(real, () => 'http://localhost:3000/pages/watch/SH1');
    const init = { method: 'POST', body: '{}' };
    for (const url of [
      'http://127.0.0.1:9600/cart.js',
      'http://127.0.0.2:9603/token',
      'https://localhost/x',
      'http://[::1]:9601/graphql',
      'http://store.localhost:9600/',
      '/apps/vanity/config',
      'data:text/plain,hi',
    ])
      expect(await (await guard.fetch(url, init)).text()).toBe('ok');
    expect(real.mock.calls.map(([url, given]) => [url, given])).toEqual([
      ['http://127.0.0.1:9600/cart.js', init],
      ['http://127.0.0.2:9603/token', init],
      ['https://localhost/x', init],
      ['http://[::1]:9601/graphql', init],
      ['http://store.localhost:9600/', init],
      ['/apps/vanity/config', init],
      ['data:text/plain,hi', init],
    ]);
    expect(guard.takeReached()).toEqual([]);
  });

  it('a relative URL on a page of another host is that host', async () => {
    const guard = guardFetch(answer(), () => 'https://vanity.example/');
    await expect(guard.fetch('/cart.js')).rejects.toThrow(TypeError);
    expect(guard.takeReached()).toEqual(['https://vanity.example/cart.js']);
  });
});
