import { parseConfig } from '../config';
import type { Http } from '../http';
import { implementationOf, isLazyClient } from '../lazy-client';
import { fakeMountContext } from '../widget-contract.test-helpers';
import { createBrowserDeps } from './browser-deps';
import { createIdentityClient } from '../api/identity/identity-client';
import type { StoredSession } from '../api/identity/stored-session';

// The real identity client, its creations counted.
vi.mock('../api/identity/identity-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../api/identity/identity-client')>();
  return { ...real, createIdentityClient: vi.fn(real.createIdentityClient) };
});

const ctx = fakeMountContext({
  config: parseConfig(
    JSON.stringify({
      locale: 'en',
      shop: 'aurelle.example',
      storefront: { token: 'sf-token' },
      backends: {
        account: 'https://api.example/account/',
        liveShopping: 'https://api.example/live/',
        skinTone: 'https://api.example/skin/',
        analytics: 'https://log.example/v1',
      },
      cognito: { region: 'eu-west-1', userPoolId: 'eu-west-1_test', userPoolClientId: 'client1' },
    }),
    'https://cdn.example/vanity.js',
  ),
  http: vi.fn(async () => ({})) as unknown as Http,
});

/** Every lazy client of the page, by its path in AppDeps (live's parts one level down). */
function lazyClients(deps: object): Array<[string, object]> {
  return Object.entries(deps).flatMap(([key, value]): Array<[string, object]> => {
    if (isLazyClient(value)) return [[key, value]];
    if (key === 'live') return lazyClients(value).map(([part, client]) => [`live.${part}`, client]);
    return [];
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the browser’s dependencies', () => {
  const clients = lazyClients(createBrowserDeps(ctx));

  it('loads every backend, device and worker client lazily', () => {
    const names = [
      'account',
      'cart',
      'catalog',
      'customer',
      'identity',
      'live.chat',
      'live.host',
      'live.profile',
      'live.show',
      'sharing',
      'skinTone',
    ];
    expect(clients.map(([name]) => name).sort()).toEqual([...names, 'worker'].sort());
  });

  it('reads who is signed in through the loader (no download); only renewing a token loads the identity client', async () => {
    const session: StoredSession = {
      user: {
        email: 'ada@aurelle.test',
        sub: 's1',
        groups: [],
        native: true,
        provider: null,
        language: null,
        givenName: 'Ada',
        acceptsMarketing: null,
      },
      idToken: 'id-token',
      expiresAt: Infinity,
      refreshable: true,
    };
    vi.mocked(createIdentityClient).mockClear();
    const deps = createBrowserDeps({ ...ctx, storedSession: () => session });
    await expect(deps.viewerSession.stored()).resolves.toBe(session);
    expect(createIdentityClient).not.toHaveBeenCalled();
  });

  it('preloadIdentity starts the identity client once, and its first call uses that one', async () => {
    vi.mocked(createIdentityClient).mockClear();
    const deps = createBrowserDeps(ctx);
    expect(createIdentityClient).not.toHaveBeenCalled();
    deps.preloadIdentity();
    await vi.waitFor(() => expect(createIdentityClient).toHaveBeenCalledTimes(1));
    deps.preloadIdentity();
    await implementationOf(deps.identity);
    expect(createIdentityClient).toHaveBeenCalledTimes(1);
  });

  it.each(clients)('every method of %s resolves to the real client’s', async (_name, client) => {
    type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;
    const real = (await implementationOf(client)) as Methods;
    const methods = Object.keys(real).filter((key) => typeof real[key] === 'function');
    expect(methods.length).toBeGreaterThan(0);
    for (const method of methods) {
      const spy = vi.spyOn(real, method).mockResolvedValue(`${method} answered`);
      await expect((client as Methods)[method]!('an argument')).resolves.toBe(`${method} answered`);
      expect(spy).toHaveBeenCalledWith('an argument');
    }
  });
});
