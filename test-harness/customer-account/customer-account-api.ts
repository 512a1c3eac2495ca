import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Request, Response } from 'express';
import { buildClientSchema, execute, getOperationAST, parse, validate, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { storeAccount, upsertStoreAccount } from '../identity/store-accounts';
import { customers } from '../storefront/storefront-data';

/**
 * The Customer Account API (new customer accounts), answered from Shopify's published schema (2026-04, from
 * @shopify/hydrogen-react): a document the real API would reject is rejected here too. A request carries the
 * customer's access token in the Authorization header (the token itself); the customer is the store's account.
 */
export const CUSTOMER_ACCOUNT_API_VERSIONS = ['2026-04'] as const;

let schema: GraphQLSchema | null = null;
export function customerAccountSchema(): GraphQLSchema {
  if (!schema) {
    const json = JSON.parse(readFileSync(new URL('./schema-2026-04.json', import.meta.url), 'utf8')) as {
      data?: IntrospectionQuery;
    } & IntrospectionQuery;
    schema = buildClientSchema(json.data ?? json);
  }
  return schema;
}

const tokens = new Map<string, { email: string; expires: number }>();
const TOKEN_TTL_MS = 60 * 60_000;

/** An access token for the customer with this email (what Shopify's token endpoint issues after its sign-in). */
export function issueCustomerAccountToken(email: string, now = Date.now()): { accessToken: string; expiresIn: number } {
  const accessToken = `shcat_${randomBytes(24).toString('base64url')}`;
  tokens.set(accessToken, { email: email.toLowerCase(), expires: now + TOKEN_TTL_MS });
  return { accessToken, expiresIn: TOKEN_TTL_MS / 1000 };
}

export function resetCustomerAccountTokens() {
  tokens.clear();
}

/** The marketing preference lives on the Storefront API's customer record, the one the store's pages read. */
function marketingOf(email: string): boolean {
  const account = storeAccount(email);
  return (account && customers.get(account.accessToken)?.acceptsMarketing) ?? account?.acceptsMarketing ?? false;
}
function setMarketing(email: string, accepts: boolean) {
  const account = storeAccount(email);
  if (!account) return;
  const record = customers.get(account.accessToken);
  if (record) record.acceptsMarketing = accepts;
  upsertStoreAccount({ ...account, acceptsMarketing: accepts });
}

const fieldResolver = (source: any, args: Record<string, unknown>, ctx: unknown, info: { fieldName: string }) => {
  const value = source?.[info.fieldName];
  return typeof value === 'function' ? value(args, ctx) : value;
};

function customerOf(email: string) {
  const a = storeAccount(email)!;
  return {
    id: `gid://shopify/Customer/${a.id}`,
    firstName: a.firstName || null,
    lastName: a.lastName || null,
    displayName: `${a.firstName} ${a.lastName}`.trim() || a.email,
    emailAddress: () => ({ emailAddress: a.email, marketingState: marketingOf(email) ? 'SUBSCRIBED' : 'UNSUBSCRIBED' }),
  };
}

export function customerAccountHandler() {
  return async (req: Request, res: Response) => {
    if (!(CUSTOMER_ACCOUNT_API_VERSIONS as readonly string[]).includes(String(req.params.version)))
      return void res.status(404).json({ errors: 'Not Found' });
    const held = tokens.get(req.get('authorization') ?? '');
    if (!held || held.expires < Date.now() || !storeAccount(held.email))
      return void res.status(401).json({ errors: [{ message: 'Invalid or expired access token', extensions: { code: 'UNAUTHORIZED' } }] });
    const { query, variables, operationName } = (req.body ?? {}) as { query?: unknown; variables?: unknown; operationName?: string };
    if (typeof query !== 'string' || (variables != null && (typeof variables !== 'object' || Array.isArray(variables))))
      return void res.status(400).json({ errors: [{ message: 'Parameter Missing or Invalid', extensions: { code: 'BAD_REQUEST' } }] });
    let document;
    try {
      document = parse(query);
    } catch (e) {
      return void res.json({ errors: [{ message: (e as Error).message, extensions: { code: 'PARSE_ERROR' } }] });
    }
    const errors = validate(customerAccountSchema(), document);
    if (errors.length)
      return void res.json({
        errors: errors.map((e) => ({ message: e.message, locations: e.locations, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })),
      });
    const email = held.email;
    const marketing = (accepts: boolean) => () => {
      setMarketing(email, accepts);
      return { emailAddress: customerOf(email).emailAddress(), userErrors: [] };
    };
    const root =
      getOperationAST(document, operationName)?.operation === 'mutation'
        ? {
            customerEmailMarketingSubscribe: marketing(true),
            customerEmailMarketingUnsubscribe: marketing(false),
            customerUpdate: ({ input }: { input: { firstName?: string | null; lastName?: string | null } }) => {
              const a = storeAccount(email)!;
              const first = input.firstName ?? a.firstName;
              const last = input.lastName ?? a.lastName;
              if (first.length > 255 || last.length > 255)
                return {
                  customer: null,
                  userErrors: [{ code: 'TOO_LONG', field: ['input'], message: 'Name is too long (maximum is 255 characters)' }],
                };
              upsertStoreAccount({ ...a, firstName: first, lastName: last });
              return { customer: customerOf(email), userErrors: [] };
            },
          }
        : { customer: () => customerOf(email) };
    res.json(
      await execute({
        schema: customerAccountSchema(),
        document,
        rootValue: root,
        variableValues: (variables as Record<string, unknown>) ?? {},
        operationName,
        fieldResolver,
      }),
    );
  };
}
