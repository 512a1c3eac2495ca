// @vitest-environment node
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, validate } from 'graphql';
import { createCustomerAccountClient } from '../../shared/api/customer-account/customer-account-client';
import { CUSTOMER_ACCOUNT_DOCUMENTS } from '../../shared/api/customer-account/customer-account-documents';
import { resetStoreAccounts, storeAccount } from '../identity/store-accounts';
import { customerAccountHandler, customerAccountSchema, issueCustomerAccountToken } from './customer-account-api';

/** The hub's Customer Account API documents against Shopify's published schema, and the stand-in that serves it. */
let server: Server;
let endpoint = '';
beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.post('/customer/api/:version/graphql', customerAccountHandler());
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/customer/api/2026-04/graphql`;
});
afterAll(() => server.close());
beforeEach(() => resetStoreAccounts());

describe('the Customer Account API documents', () => {
  it('each validates against the published 2026-04 schema', () => {
    for (const doc of CUSTOMER_ACCOUNT_DOCUMENTS) expect(validate(customerAccountSchema(), parse(doc)).map((e) => e.message)).toEqual([]);
  });

  it('a document the real API would refuse fails there too (the Storefront field acceptsMarketing is not on this Customer)', async () => {
    const { accessToken } = issueCustomerAccountToken('legacy.customer@aurelle.test');
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query: '{ customer { acceptsMarketing } }' }),
    });
    expect((await res.json()).errors[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});

describe('the Customer Account API client against the stand-in', () => {
  it('reads the name and marketing preference, subscribes and unsubscribes', async () => {
    const client = createCustomerAccountClient(endpoint);
    const { accessToken } = issueCustomerAccountToken('legacy.customer@aurelle.test');
    expect(await client.profile(accessToken)).toEqual({
      firstName: 'Lena',
      lastName: 'Legacy',
      email: 'legacy.customer@aurelle.test',
      acceptsMarketing: false,
    });
    expect(await client.setAcceptsMarketing(accessToken, true)).toBe(true);
    expect((await client.profile(accessToken)).acceptsMarketing).toBe(true);
    expect(storeAccount('legacy.customer@aurelle.test')?.acceptsMarketing).toBe(true);
    expect(await client.setAcceptsMarketing(accessToken, false)).toBe(false);
  });

  it('refuses an unknown token with a 401', async () => {
    await expect(createCustomerAccountClient(endpoint).profile('shcat_nope')).rejects.toMatchObject({ status: 401 });
  });
});
