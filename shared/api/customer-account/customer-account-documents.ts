/**
 * The Customer Account API documents the hub sends on new customer accounts (account modes `sso` and `multipass`):
 * the name the spec reads and the email-marketing preference it reads and writes, which the Storefront API's customer token
 * no longer reaches there. test-harness/customer-account/documents.test.ts validates each against Shopify's
 * published schema (2026-04), as the stand-in does every request.
 */
export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

export const CUSTOMER_PROFILE_QUERY = `query VanityCustomerProfile {
  customer {
    id
    firstName
    lastName
    emailAddress { emailAddress marketingState }
  }
}`;

export const EMAIL_MARKETING_SUBSCRIBE = `mutation VanityEmailMarketingSubscribe {
  customerEmailMarketingSubscribe {
    emailAddress { marketingState }
    userErrors { code field message }
  }
}`;

export const EMAIL_MARKETING_UNSUBSCRIBE = `mutation VanityEmailMarketingUnsubscribe {
  customerEmailMarketingUnsubscribe {
    emailAddress { marketingState }
    userErrors { code field message }
  }
}`;

export const CUSTOMER_ACCOUNT_DOCUMENTS = [CUSTOMER_PROFILE_QUERY, EMAIL_MARKETING_SUBSCRIBE, EMAIL_MARKETING_UNSUBSCRIBE];
