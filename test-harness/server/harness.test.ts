// @vitest-environment node
import https from 'node:https';
import tls from 'node:tls';
import { CUSTOMER_AUTH_PATHS, SHOP_ID } from '../identity/identity-stand-in';
import { startHarness, type Harness } from './harness';
import { localCertificate } from './local-certificate';
import { localHttpsGet } from './local-https';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ storePort: 0, cdnPort: 0, apiPort: 0 });
});
afterAll(() => h.close());

const TOKEN = 'vanity-local-storefront-token';
const gql = (query: string, variables: Record<string, unknown> = {}, token: string | null = TOKEN, version = '2022-10') =>
  fetch(`${h.storeOrigin}/api/${version}/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Shopify-Storefront-Access-Token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });

describe('Storefront GraphQL stand-in', () => {
  it('requires the access-token header', async () => {
    const r = await gql('{ shop { name } }', {}, null);
    expect(r.status).toBe(401);
  });

  it('rejects a query the 2022-10 schema does not allow', async () => {
    const body = await (await gql('{ product(handle: "velvet-matte-lipstick") { id shadeName } }')).json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toMatch(/Cannot query field "shadeName" on type "Product"/);
  });

  it('requires first or last on a connection, as Shopify does', async () => {
    const body = await (await gql('{ product(handle: "velvet-matte-lipstick") { variants { nodes { id } } } }')).json();
    expect(body.errors[0].message).toMatch(/first or last/);
  });

  it('answers a product by handle from the seeded catalogue, with its metafields', async () => {
    const body = await (
      await gql(
        `query P($h: String!) { product(handle: $h) { id title productType
          variants(first: 100) { nodes { id title price { amount } quantityAvailable
            colorName: metafield(namespace: "vanity", key: "color_name") { value }
            vto: metafield(namespace: "vanity", key: "vto_config") { value } } } } }`,
        { h: 'velvet-matte-lipstick' },
      )
    ).json();
    const p = body.data.product;
    expect(p.id).toBe('gid://shopify/Product/7301000001');
    expect(p.variants.nodes).toHaveLength(6);
    expect(p.variants.nodes[0]).toMatchObject({ title: 'Rosewood', price: { amount: '26.00' }, colorName: { value: 'Rosewood' } });
    expect(JSON.parse(p.variants.nodes[0].vto.value).products[0].category).toBe('lipstick');
  });

  it('answers by id and through node', async () => {
    const body = await (
      await gql(
        '{ product(id: "gid://shopify/Product/7301000301") { handle } node(id: "gid://shopify/Product/7301000301") { ... on Product { title } } }',
      )
    ).json();
    expect(body.data).toEqual({ product: { handle: 'second-skin-foundation' }, node: { title: 'Second Skin Foundation' } });
  });

  it('404s an API version it has no schema for', async () => {
    expect((await gql('{ shop { name } }', {}, TOKEN, '1999-01')).status).toBe(404);
  });
});

describe('Ajax cart stand-in', () => {
  const call = async (cookie: string, path: string, body?: unknown) => {
    const r = await fetch(`${h.storeOrigin}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, json: await r.json(), cookie: r.headers.get('set-cookie')?.split(';')[0] ?? cookie };
  };

  it('keeps a cart per cookie', async () => {
    const first = await call('', '/cart.js');
    const added = await call(first.cookie, '/cart/add.js', { items: [{ id: 44010000001, quantity: 2 }] });
    expect(added.status).toBe(200);
    expect((await call(first.cookie, '/cart.js')).json.item_count).toBe(2);
    expect((await call('cart=someone-else', '/cart.js')).json.item_count).toBe(0);
  });

  it("renders the theme's sections asked for with an add, for the cart after it (the Section Rendering API)", async () => {
    const { cookie } = await call('', '/cart.js');
    const added = await call(cookie, '/cart/add.js', {
      items: [{ id: 44010000001, quantity: 2 }],
      sections: 'cart-icon-bubble,no-such-section',
    });
    expect(added.json.sections).toEqual({
      'cart-icon-bubble': expect.stringMatching(
        /^<div id="shopify-section-cart-icon-bubble" class="shopify-section">.*Bag \(<span data-cart-count>2<\/span>\)/s,
      ),
      'no-such-section': null,
    });
    expect((await call(cookie, '/cart/add.js', { id: 44010000001, quantity: 1 })).json).not.toHaveProperty('sections');
  });

  it('gives Shopify’s 422 for a sold-out variant and for more than the stock', async () => {
    const { cookie } = await call('', '/cart.js');
    // Berry Crush (the 4th matte shade) has no stock.
    const soldOut = await call(cookie, '/cart/add.js', { id: 44010000004, quantity: 1 });
    expect(soldOut.status).toBe(422);
    expect(soldOut.json).toMatchObject({ status: 422, message: 'Cart Error', description: expect.stringMatching(/sold out/) });
    const tooMany = await call(cookie, '/cart/add.js', { id: 44010000002, quantity: 10 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.description).toMatch(/You can only add 9/);
  });

  it('404s an unknown variant', async () => {
    const r = await call('', '/cart/add.js', { id: 1, quantity: 1 });
    expect(r.status).toBe(404);
  });

  it('changes, updates and clears', async () => {
    const { cookie } = await call('', '/cart.js');
    await call(cookie, '/cart/add.js', { id: 44010000001, quantity: 1 });
    expect((await call(cookie, '/cart/change.js', { id: 44010000001, quantity: 3 })).json.item_count).toBe(3);
    expect((await call(cookie, '/cart/update.js', { updates: { 44010000005: 1 } })).json.item_count).toBe(4);
    expect((await call(cookie, '/cart/clear.js', {})).json.item_count).toBe(0);
  });

  it('sets and removes attributes with update.js; clear.js keeps them, as Shopify does', async () => {
    const { cookie } = await call('', '/cart.js');
    await call(cookie, '/cart/update.js', { attributes: { _vanity_show: 'SH0W42!ref7', gift: 'yes' } });
    await call(cookie, '/cart/update.js', { attributes: { gift: '' } });
    expect((await call(cookie, '/cart/clear.js', {})).json.attributes).toEqual({ _vanity_show: 'SH0W42!ref7' });
  });
});

describe('faults and sinks', () => {
  afterEach(() => fetch(`${h.storeOrigin}/__harness/faults`, { method: 'DELETE' }));

  it('injects a status, malformed JSON and a dropped connection on one route', async () => {
    const add = (fault: object) =>
      fetch(`${h.storeOrigin}/__harness/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      });
    await add({ path: '/cart.js', kind: 'status', status: 503, times: 1 });
    expect((await fetch(`${h.storeOrigin}/cart.js`)).status).toBe(503);
    expect((await fetch(`${h.storeOrigin}/cart.js`)).status).toBe(200);
    await add({ path: '/cart.js', kind: 'malformed', times: 1 });
    await expect((await fetch(`${h.storeOrigin}/cart.js`)).json()).rejects.toThrow();
    await add({ path: '/cart.js', kind: 'drop', times: 1 });
    await expect(fetch(`${h.storeOrigin}/cart.js`)).rejects.toThrow();
  });

  it('cuts a body short, or garbles it at its full length', async () => {
    const add = (fault: object) =>
      fetch(`${h.storeOrigin}/__harness/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
      });
    const whole = await (await fetch(`${h.storeOrigin}/cart.js`)).text();
    await add({ path: '/cart.js', kind: 'truncate', bytes: 10, times: 1 });
    expect(await (await fetch(`${h.storeOrigin}/cart.js`)).text()).toBe(whole.slice(0, 10));
    await add({ path: '/cart.js', kind: 'corrupt', times: 1 });
    const garbled = await (await fetch(`${h.storeOrigin}/cart.js`)).text();
    expect(garbled).toBe('#'.repeat(whole.length));
  });

  it('records analytics and error reports, readable at /__harness/events', async () => {
    await fetch(`${h.apiOrigin}/log/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Device-Id': 'd1' },
      body: JSON.stringify({ event: 'vto_started' }),
    });
    const events = await (await fetch(`${h.storeOrigin}/__harness/events?format=json&kind=analytics`)).json();
    expect(events.at(-1)).toMatchObject({ kind: 'analytics', body: { event: 'vto_started' }, headers: { 'x-device-id': 'd1' } });
  });
});

describe('the opt-in Content-Security-Policy', () => {
  afterEach(() => fetch(`${h.storeOrigin}/__harness/csp`, { method: 'DELETE' }));

  it('is off by default, sent on every store page once set, and collects violation reports', async () => {
    expect((await fetch(`${h.storeOrigin}/pages/about`)).headers.get('content-security-policy')).toBeNull();
    const policy = "default-src 'self'; report-uri /__harness/csp-reports";
    expect(
      (
        await fetch(`${h.storeOrigin}/__harness/csp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ policy }),
        })
      ).status,
    ).toBe(201);
    expect((await fetch(`${h.storeOrigin}/products/velvet-matte-lipstick`)).headers.get('content-security-policy')).toBe(policy);
    // The CDN and the backends send none: a page's policy is the page's. (A file that exists before any build:
    // express's own 404 page carries a policy of its own.)
    expect((await localHttpsGet(`${h.cdnOrigin}/models/VTO-5-1/manifest.json`)).headers['content-security-policy']).toBeUndefined();
    const report = { 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'wasm-eval' } };
    await fetch(`${h.storeOrigin}/__harness/csp-reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    expect(await (await fetch(`${h.storeOrigin}/__harness/csp-reports`)).json()).toEqual([report]);
    await fetch(`${h.storeOrigin}/__harness/csp`, { method: 'DELETE' });
    expect((await fetch(`${h.storeOrigin}/pages/about`)).headers.get('content-security-policy')).toBeNull();
    expect(await (await fetch(`${h.storeOrigin}/__harness/csp-reports`)).json()).toEqual([]);
  });

  it('refuses a policy that is not one line', async () => {
    const r = await fetch(`${h.storeOrigin}/__harness/csp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ policy: "default-src 'self'\r\nX-Other: 1" }),
    });
    expect(r.status).toBe(400);
  });
});

describe('the store’s logout', () => {
  const logout = (returnUrl: string) =>
    fetch(`${h.storeOrigin}/account/logout?return_url=${encodeURIComponent(returnUrl)}`, { redirect: 'manual' });
  it('goes on to a page of the store', async () => {
    expect((await logout('/collections/lips?sort=new')).headers.get('location')).toBe('/collections/lips?sort=new');
  });
  it.each([
    '/\\evil.com',
    '//evil.com',
    '\\\\evil.com',
    '/%5Cevil.com',
    '/.//evil.com',
    'https://evil.com/x',
    '/\t/evil.com',
    'javascript:alert(1)',
  ])('never leaves it (%j)', async (bad) => {
    expect((await logout(bad)).headers.get('location')).toBe('/');
  });
});

describe('Shopify’s accounts origin (its sign-in with the store’s identity provider)', () => {
  /** A GET to the store's server under a host name, as a browser sends it for that origin. */
  async function getAs(host: string, path: string) {
    const http = await import('node:http');
    const { port } = new URL(h.storeOrigin);
    return new Promise<{ status: number; location: string | undefined }>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
        })
        .on('error', reject),
    );
  }
  const login = `/authentication/${SHOP_ID}/login/external?state=unknown`;

  it('is another origin than the store’s, serving only Shopify’s sign-in: none of the store’s pages', async () => {
    for (const path of ['/', '/account', '/customer_authentication/login', '/__harness/events'])
      expect((await getAs('localhost', path)).status).toBe(404);
    // A sign-in it did not get from the storefront goes back there, refused.
    const refused = await getAs('localhost', login);
    expect(refused.status).toBe(302);
    expect(refused.location).toBe(`${h.storeOrigin}${CUSTOMER_AUTH_PATHS.callback}?error=invalid_request&state=unknown`);
  });

  it('is not served on the store’s origin', async () => {
    expect((await getAs('127.0.0.1', login)).status).toBe(404);
  });
});

/** A response's bytes as they crossed the wire (Node's fetch would decode them), and its headers. */
async function onTheWire(url: string, acceptEncoding: string) {
  const http = await import('node:http');
  return new Promise<{ headers: import('node:http').IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject),
  );
}

describe('the store sends its pages and theme assets compressed, as Shopify does', () => {
  it('gzips a theme page for a browser that accepts it, and sends it plain otherwise', async () => {
    const { gunzipSync } = await import('node:zlib');
    const zipped = await onTheWire(`${h.storeOrigin}/collections/all`, 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toMatch(/text\/html/);
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    const html = gunzipSync(zipped.body).toString();
    expect(html).toContain('data-vanity-widget="try-on-label"');
    expect(zipped.body.length).toBeLessThan(html.length / 4);
    const plain = await onTheWire(`${h.storeOrigin}/collections/all`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it('gzips the theme’s own scripts', async () => {
    const zipped = await onTheWire(`${h.storeOrigin}/assets/theme.js`, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect((await onTheWire(`${h.storeOrigin}/assets/theme.js`, 'identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('the CDN speaks HTTP/2 over TLS, as Shopify’s does', () => {
  /** The certificate an https origin presents, trusting only the local store's. */
  const presented = async (origin: string, alpn: string[]) => {
    const { cert } = await localCertificate();
    const u = new URL(origin);
    return new Promise<{ fingerprint: string; alpn: string | false | null }>((resolve, reject) => {
      const socket = tls.connect({ host: u.hostname, port: Number(u.port), ca: cert, ALPNProtocols: alpn }, () => {
        resolve({ fingerprint: socket.getPeerCertificate().fingerprint256, alpn: socket.alpnProtocol });
        socket.end();
      });
      socket.once('error', reject);
    });
  };

  it('chooses h2 in ALPN and presents the hosted sign-in’s certificate, which the store’s own CA list verifies', async () => {
    expect(new URL(h.cdnOrigin).protocol).toBe('https:');
    const r = await localHttpsGet(`${h.cdnOrigin}/vanity.js`, { 'accept-encoding': 'gzip' });
    expect(r.alpn).toBe('h2');
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const hostedSignIn = await presented(h.authOrigin, ['http/1.1']);
    expect(r.certificate.fingerprint256).toBe(hostedSignIn.fingerprint);
    expect((await presented(h.cdnOrigin, ['h2', 'http/1.1'])).alpn).toBe('h2');
  });

  it('still answers a client that offers only HTTP/1.1, and logs each request with its protocol', async () => {
    await fetch(`${h.storeOrigin}/__harness/events`, { method: 'DELETE' });
    const { cert } = await localCertificate();
    const status = await new Promise<number>((resolve, reject) =>
      https
        .get(`${h.cdnOrigin}/models/VTO-5-1/manifest.json`, { ca: cert }, (res) => {
          res.resume();
          resolve(res.statusCode!);
        })
        .once('error', reject),
    );
    expect(status).toBe(200);
    await localHttpsGet(`${h.cdnOrigin}/models/VTO-5-1/manifest.json`);
    const log = (await (await fetch(`${h.storeOrigin}/__harness/cdn-log`)).json()) as Array<{ path: string; httpVersion: string }>;
    expect(log.filter((r) => r.path === '/models/VTO-5-1/manifest.json').map((r) => r.httpVersion)).toEqual(['1.1', '2.0']);
  });

  it('refuses a client that does not trust the local store’s certificate', async () => {
    await expect(fetch(`${h.cdnOrigin}/vanity.js`)).rejects.toThrow();
  });
});
