import { CUSTOMER_PROFILE_QUERY, EMAIL_MARKETING_SUBSCRIBE, EMAIL_MARKETING_UNSUBSCRIBE } from './customer-account-documents';

/** Spec 1 §3's marketing preference on new customer accounts: only SUBSCRIBED accepts marketing. */
export type EmailMarketingState = 'INVALID' | 'NOT_SUBSCRIBED' | 'PENDING' | 'REDACTED' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

export interface CustomerProfile {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  acceptsMarketing: boolean;
}

export interface CustomerAccountClient {
  profile(accessToken: string): Promise<CustomerProfile>;
  setAcceptsMarketing(accessToken: string, acceptsMarketing: boolean): Promise<boolean>;
}

/** A refusal of the API (GraphQL errors or userErrors), with its messages; the hub reports it and says it in words. */
export class CustomerAccountError extends Error {
  override name = 'CustomerAccountError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The Customer Account API (GraphQL, `endpoint` from the shop's /.well-known/customer-account-api), called with the
 * customer's access token in the Authorization header as Shopify documents it (the token itself, no scheme).
 */
export function createCustomerAccountClient(endpoint: string, fetcher: typeof fetch = (...a) => fetch(...a)): CustomerAccountClient {
  async function call<T>(query: string, variables: Record<string, unknown>, accessToken: string): Promise<T> {
    const res = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json().catch(() => null)) as { data?: T; errors?: Array<{ message: string }> } | null;
    if (!res.ok || !body?.data || body.errors?.length)
      throw new CustomerAccountError(
        `Customer Account API ${endpoint}: ${res.status} ${body?.errors?.map((e) => e.message).join('; ') ?? ''}`.trim(),
        res.status,
      );
    return body.data;
  }
  const userErrors = (errors: Array<{ message: string }>) => {
    if (errors.length) throw new CustomerAccountError(errors.map((e) => e.message).join('; '), 200);
  };
  return {
    async profile(accessToken) {
      const { customer } = await call<{
        customer: {
          firstName: string | null;
          lastName: string | null;
          emailAddress: { emailAddress: string | null; marketingState: EmailMarketingState } | null;
        };
      }>(CUSTOMER_PROFILE_QUERY, {}, accessToken);
      return {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.emailAddress?.emailAddress ?? null,
        acceptsMarketing: customer.emailAddress?.marketingState === 'SUBSCRIBED',
      };
    },
    async setAcceptsMarketing(accessToken, acceptsMarketing) {
      type Out = { emailAddress: { marketingState: EmailMarketingState } | null; userErrors: Array<{ message: string }> };
      const out = acceptsMarketing
        ? (await call<{ customerEmailMarketingSubscribe: Out }>(EMAIL_MARKETING_SUBSCRIBE, {}, accessToken)).customerEmailMarketingSubscribe
        : (await call<{ customerEmailMarketingUnsubscribe: Out }>(EMAIL_MARKETING_UNSUBSCRIBE, {}, accessToken))
            .customerEmailMarketingUnsubscribe;
      userErrors(out.userErrors);
      // A double opt-in store answers PENDING to a subscribe: not yet accepted.
      return out.emailAddress?.marketingState === 'SUBSCRIBED';
    },
  };
}
