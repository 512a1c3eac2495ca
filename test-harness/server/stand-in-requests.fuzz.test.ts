// @vitest-environment node
import express from 'express';
import fc from 'fast-check';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ALL_DOCUMENTS } from '../../shared/api/storefront/storefront-queries';
import { anyJson, fuzz, hostileText, orJunk } from '../../shared/fuzz.test-helpers';
import { liveShoppingBackend } from '../live-shopping/live-backend';
import { fakeVerify, USERS } from '../live-shopping/test-backend';
import { skinToneRouter } from '../skin-tone/skin-tone-service';
import { STOREFRONT_TOKEN, storefrontHandler } from '../storefront/storefront-handler';
import { cartRouter } from './cart';
import { jsonBody, jsonErrors } from './http-helpers';

/**
 * Generated requests against the stand-ins, mounted as the local store mounts them (JSON bodies, then the routes, then
 * the JSON error handler): none answers 500, and each refusal comes in its service's documented error body.
 */
let base = '';
let server: Server;
let live: ReturnType<typeof liveShoppingBackend>;
beforeAll(async () => {
  live = liveShoppingBackend({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'vanity-fuzz-live-')),
    verify: fakeVerify,
    cdnOrigin: () => 'http://cdn.test',
    apiOrigin: () => base,
  });
  const app = express()
    .use(jsonBody)
    .use('/api/live', live.router)
    .post(
      '/api/:version/graphql.json',
      storefrontHandler(() => base),
    )
    .use(cartRouter(() => base))
    .use(skinToneRouter())
    .use(jsonErrors);
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await live.ready;
});
afterAll(async () => {
  live.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

async function send(method: string, p: string, body: string | FormData | undefined, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${p}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

const segment = fc.oneof(
  fc.constantFrom('SH0W42', 'SH0W43', 'mia.host', 'Ana', '1', 'heart', 'reminder'),
  // Node itself answers 431 to a request line over 16 KB, before any route.
  hostileText().map((s) => encodeURIComponent([...s].slice(0, 300).join(''))),
);
const LIVE_ROUTES: Array<[string, string]> = [
  ['POST', '/show/v1'],
  ['POST', '/show/validate/v1'],
  ['PATCH', '/show/:id/v1'],
  ['POST', '/show/:id/validate/v1'],
  ['POST', '/show/:id/activeVariant/v1'],
  ['POST', '/show/:id/featuredLink/v1'],
  ['POST', '/show/:id/purchase/byDisplayName/:a/:b/v1'],
  ['POST', '/show/:id/react/:a/v1'],
  ['POST', '/show/:id/referral/v1'],
  ['POST', '/show/:id/share/v1'],
  ['POST', '/show/:id/subscribe/v1'],
  ['POST', '/show/:id/subscribe/v2'],
  ['POST', '/show/:id/save/v1'],
  ['POST', '/show/:id/testEmail/:a/v1'],
  ['POST', '/show/testEmail/:a/v1'],
  ['POST', '/system/currentTime/formatted/v1'],
  ['POST', '/profile/me/bio/v1'],
  ['POST', '/profile/me/bio/validate/v1'],
  ['POST', '/profile/me/displayname/v1'],
  ['POST', '/profile/me/displayname/validate/v1'],
  ['POST', '/profile/me/handle/v1'],
  ['POST', '/profile/me/handle/validate/v1'],
  ['POST', '/profile/me/picture/v1'],
  ['POST', '/profile/byHandle/:a/follow/v1'],
  ['POST', '/chat/:id/join/v1'],
  ['POST', '/chat/:id/message/v1'],
  ['PUT', '/chat/:id/message/:a/v1'],
  ['POST', '/chat/:id/pinned'],
  ['POST', '/chat/:id/mute/byHandle/:a/v1'],
  ['POST', '/chat/:id/mute/byDisplayName/:a/:b/v1'],
];
const FIELDS = [
  'title',
  'description',
  'variants',
  'thumbnail',
  'startTime',
  'discounts',
  'featureMode',
  'publiclyListed',
  'baseName',
  'handle',
  'bio',
  'image',
  'text',
  'productId',
  'variantId',
  'feature',
  'url',
  'quantity',
  'shareCode',
  'timeZone',
  'languageTag',
  'messageId',
];
const typicalValue = fc.oneof(
  fc.constantFrom(
    'SINGLE',
    'CAROUSEL',
    '2026-11-30T18:00:00Z',
    'Europe/Paris',
    'fr-FR',
    '/products/satin-lip-color',
    7301000002,
    44010000007,
  ),
  fc.constant([{ productId: 7301000002, variantIds: [] }]),
  fc.constant({ productDiscounts: [{ productId: 7301000002, amountPerItem: '3.00' }] }),
);
const liveBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), orJunk(typicalValue), { maxKeys: 6, noNullPrototype: true }).map((o) => JSON.stringify(o)),
  anyJson().map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"title":', 'null', '', '[]', '"text"'),
  hostileText(),
);

// Each request is a real HTTP round trip: the runs are fewer, and the time allowed is generous on a loaded machine.
describe('the stand-ins under generated requests (property)', () => {
  it('live shopping: never a 500; every refusal is a 4xx with an errors list', async () => {
    const credentials = await send('GET', '/api/live/chat/credentials/v1', undefined, { authorization: `Bearer ${USERS.shopper}` });
    const chatToken = (credentials.json as { token: string }).token;
    await fuzz(
      fc.asyncProperty(
        fc.constantFrom(...LIVE_ROUTES),
        segment,
        segment,
        segment,
        fc.constantFrom(null, USERS.shopper, USERS.mia, USERS.moderator, USERS.admin, 'idt:broken'),
        liveBody,
        async ([method, route], id, a, b, user, body) => {
          const p = route.replace(':id', id).replace(':a', a).replace(':b', b);
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            'x-device-id': 'fuzz-device',
            'x-chat-token': chatToken,
          };
          if (user) headers.authorization = `Bearer ${user}`;
          const res = await send(method, `/api/live${p}`, body, headers);
          expect(res.status, `${method} ${p} ${body.slice(0, 200)} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const errors = (res.json as { errors?: unknown })?.errors;
            expect(
              Array.isArray(errors) && errors.length > 0 && errors.every((e) => typeof e?.message === 'string'),
              `${method} ${p} → ${res.status} ${res.text.slice(0, 300)}`,
            ).toBe(true);
          }
        },
      ),
      100,
    );
  }, 60_000);

  it('the Ajax cart: never a 500; a refusal is Shopify’s {status, message, description}', async () => {
    const cartBody = fc.oneof(
      fc
        .record(
          {
            id: orJunk(fc.oneof(fc.constantFrom(44010000001, 44010000007, '44010000001:abc'), fc.integer())),
            quantity: orJunk(fc.integer({ min: -5, max: 500 })),
            properties: anyJson(),
            items: orJunk(
              fc.array(fc.record({ id: orJunk(fc.constant(44010000001)), quantity: orJunk(fc.integer({ min: -2, max: 3 })) }), {
                maxLength: 3,
              }),
            ),
            line: orJunk(fc.integer({ min: -1, max: 3 })),
            updates: anyJson(),
            note: anyJson(),
            attributes: anyJson(),
            sections: anyJson(),
          },
          { requiredKeys: [] },
        )
        .map((o) => JSON.stringify(o)),
      anyJson().map((v) => JSON.stringify(v)),
      fc.constantFrom('{', 'null', '"x"'),
    );
    await fuzz(
      fc.asyncProperty(fc.constantFrom('/cart/add.js', '/cart/change.js', '/cart/update.js'), cartBody, async (p, body) => {
        const res = await send('POST', p, body, { 'content-type': 'application/json' });
        expect(res.status, `${p} ${body.slice(0, 200)} → ${res.text.slice(0, 300)}`).toBeLessThan(500);
        if (res.status >= 400 && res.status !== 400) expect(typeof (res.json as { description?: unknown })?.description).toBe('string');
      }),
      60,
    );
  }, 60_000);

  it('Storefront GraphQL: any variables are data or an errors list, never a 500', async () => {
    const documents = Object.values(ALL_DOCUMENTS);
    await fuzz(
      fc.asyncProperty(
        fc.constantFrom(...documents),
        fc.oneof(
          anyJson(),
          fc.dictionary(
            fc.constantFrom('handle', 'id', 'ids', 'query', 'first', 'customerAccessToken', 'customer', 'multipassToken'),
            anyJson(),
            { noNullPrototype: true },
          ),
        ),
        async (query, variables) => {
          const res = await send('POST', '/api/2026-04/graphql.json', JSON.stringify({ query, variables }), {
            'content-type': 'application/json',
            'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
          });
          expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
          const out = res.json as { data?: unknown; errors?: unknown };
          expect(out.data !== undefined || (Array.isArray(out.errors) && out.errors.length > 0)).toBe(true);
        },
      ),
      40,
    );
  }, 60_000);

  it('skin tone: any multipart fields are refused with its {error} body, never a 500', async () => {
    const field = fc.option(fc.oneof(fc.constantFrom('1', '42', ''), hostileText()), { nil: undefined });
    await fuzz(
      fc.asyncProperty(
        field,
        field,
        field,
        field,
        fc.option(fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1]))), {
          nil: undefined,
        }),
        async (eventId, source, device, session, image) => {
          const form = new FormData();
          const put = (k: string, v: string | undefined) => v !== undefined && form.set(k, v);
          put('event_id', eventId);
          put('event_source', source);
          put('device_id', device);
          put('session_id', session);
          if (image) form.set('face_image', new Blob([image], { type: 'image/jpeg' }), 'face.jpg');
          const res = await send('POST', '/api/get_skin_tone', form);
          expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
          if (res.status >= 400) expect(typeof (res.json as { error?: unknown })?.error).toBe('string');
        },
      ),
      25,
    );
  }, 60_000);
});

describe('the stand-ins (regressions found by the property test)', () => {
  it('a body that is not JSON, or a call the live backend does not have, is refused with an errors list', async () => {
    const bad = await send('POST', '/api/live/show/SH0W42/share/v1', '{', { 'content-type': 'application/json', 'x-device-id': 'd' });
    expect(bad).toMatchObject({ status: 400, json: { errors: [{ code: 'MALFORMED_JSON', message: 'Malformed JSON' }] } });
    const none = await send('POST', '/api/live/show/SH0W42/purchase/byDisplayName//Ana/v1', '{}', { 'content-type': 'application/json' });
    expect(none).toMatchObject({ status: 404, json: { errors: [{ message: 'No such call' }] } });
  });
  it('Storefront variables that are not an object are a 400, not a 500', async () => {
    const res = await send(
      'POST',
      '/api/2026-04/graphql.json',
      JSON.stringify({ query: ALL_DOCUMENTS.PRODUCT_BY_HANDLE, variables: 'handle' }),
      {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': STOREFRONT_TOKEN,
      },
    );
    expect(res).toMatchObject({ status: 400, json: { errors: [{ extensions: { code: 'BAD_REQUEST' } }] } });
  });
});
