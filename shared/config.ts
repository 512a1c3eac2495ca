import { PASSWORD_MIN_LENGTH_DEFAULT } from './account/password-min-length';
/**
 * The JSON config that theme-snippets/vanity-embed.liquid writes into
 * <script type="application/json" id="vanity-config">. URLs always come from
 * here, never from constants in code.
 */
export interface VanityConfig {
  shop: string;
  storefront: { endpoint: string; token: string; apiVersion: string };
  locale: string;
  country: string;
  /** The shop's currency (ISO 4217), for prices the widgets show. */
  currency: string;
  customerId: string | null;
  backends: {
    account: string;
    liveShopping: string;
    skinTone: string;
    analytics: string;
    errorReport: string;
  };
  /**
   * Origins (scheme, host, port) a show's chat stream may be on besides the live-shopping API's own (theme setting
   * vanity_chat_origins, comma-separated), e.g. a separate chat service. A show naming any other origin gets no
   * chat: its stream is sent the viewer's chat token. None by default.
   */
  chatOrigins: string[];
  cognito: {
    region: string;
    userPoolId: string;
    userPoolClientId: string;
    authFlowType: string;
    endpoint: string | null;
    /** The hosted UI's domain (host[:port]) for Google and Facebook sign-in; null when social sign-in is off. */
    oauthDomain: string | null;
    /** Spec 2 §5: the user pool's minimum password length (8 unless configured). */
    passwordMinLength: number;
  };
  /**
   * The store's customer accounts (theme setting vanity_account_mode; ours, beside the spec): `legacy`, the spec's
   * classic accounts signed in by Multipass; `multipass`, new customer accounts on a Plus store that already had
   * Multipass; `sso`, new customer accounts with the Cognito pool as the store's identity provider. The setting as
   * the theme printed it: only the account hub reads it (anything but `sso` and `multipass` is legacy there), so the
   * runtime every page loads does not parse it.
   */
  accountMode: unknown;
  /**
   * New customer accounts: the hub's public client of the Customer Account API (theme setting
   * vanity_customer_account_client_id), as printed; read only in their chunk.
   */
  customerAccountClientId: unknown;
  /** The merchant's sign-up options (theme settings vanity_sign_up_*). */
  signUp: {
    /** Spec 1 §5: the optional email-confirmation field on sign-up; off unless the merchant turns it on. */
    confirmEmail: boolean;
    /** Spec 2 §2: a store path the email link's confirmation hands over to instead of sign-in; null for sign-in. */
    completionPath: string | null;
  };
  /**
   * Where the account screens' Terms of Service and Privacy Policy links go (theme settings vanity_terms_url,
   * vanity_privacy_url); Shopify's own policy pages under the locale root unless the merchant names others.
   */
  legal: { termsUrl: string; privacyUrl: string };
  cdnBase: string;
  /** Shopify's routes.root_url: '/' or a locale prefix such as '/fr'; the Ajax cart lives under it. */
  routesRoot: string;
  features: Record<string, boolean>;
  /** Spec 1 §5: the merchant's excluded tags (theme setting vanity_excluded_tags), lower-case; products with one are never listed. */
  excludedTags: string[];
  /**
   * Where the theme has no Customer Privacy API: whether analytics waits for consent (theme setting
   * vanity_consent_required). True unless the merchant turns it off; with the API, the API decides.
   */
  consentRequired: boolean;
  /**
   * The theme's section ids to re-render with each add to the bag (theme setting vanity_cart_sections, e.g.
   * cart-drawer,cart-icon-bubble); they arrive in cart:update's detail.data.sections. None by default.
   */
  cartSections: string[];
}

/** The excluded tags when the theme sets none (the theme's vanity-listable snippet has the same default). */
export const DEFAULT_EXCLUDED_TAGS: readonly string[] = ['vanity-hidden'];

function tagList(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : null;
  if (!list) return [...DEFAULT_EXCLUDED_TAGS];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** The http(s) origins of a list of addresses; anything else is dropped. */
function originList(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  const origins = list.flatMap((entry) => {
    if (typeof entry !== 'string' || !entry.trim()) return [];
    try {
      const url = new URL(entry.trim());
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

function sectionList(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return list
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim())
    .filter((s) => /^[\w-]+$/.test(s));
}

export const ACCOUNT_MODES = ['legacy', 'multipass', 'sso'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

export const CONFIG_ELEMENT_ID = 'vanity-config';
export { PASSWORD_MIN_LENGTH_DEFAULT };
export const DEFAULT_STOREFRONT_API_VERSION = '2022-10';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);

/** A link the merchant set: a path on the store or an http(s) address; anything else (javascript:, //host) is the fallback. */
function linkOr(v: unknown, fallback: string): string {
  const link = str(v).trim();
  return (link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\//i.test(link) ? link : fallback;
}

/** Parses and normalises the config; throws ConfigError when it is missing or unusable. */
export function parseConfig(raw: string | null | undefined, loaderUrl: string): VanityConfig {
  if (!raw) throw new ConfigError('Missing #vanity-config block');
  let data: Record<string, any>;
  try {
    data = JSON.parse(raw);
  } catch {
    throw new ConfigError('The #vanity-config block is not valid JSON');
  }
  if (!data || typeof data !== 'object') throw new ConfigError('The #vanity-config block is not an object');
  const sf = data.storefront ?? {};
  const b = data.backends ?? {};
  const c = data.cognito ?? {};
  const su = data.signUp ?? {};
  // The CDN base defaults to the folder the loader itself was served from.
  const cdnBase = new URL(str(data.cdnBase) || './', loaderUrl).href.replace(/\/?$/, '/');
  return {
    shop: str(data.shop),
    storefront: {
      endpoint: str(sf.endpoint),
      token: str(sf.token),
      apiVersion: str(sf.apiVersion) || DEFAULT_STOREFRONT_API_VERSION,
    },
    locale: str(data.locale, 'en') || 'en',
    country: str(data.country).toUpperCase(),
    currency: str(data.currency, 'USD').toUpperCase() || 'USD',
    customerId: data.customerId == null || data.customerId === '' ? null : String(data.customerId),
    backends: {
      account: str(b.account),
      liveShopping: str(b.liveShopping),
      skinTone: str(b.skinTone),
      analytics: str(b.analytics),
      errorReport: str(b.errorReport),
    },
    chatOrigins: originList(data.chatOrigins),
    cognito: {
      region: str(c.region, 'us-west-2') || 'us-west-2',
      userPoolId: str(c.userPoolId),
      userPoolClientId: str(c.userPoolClientId),
      authFlowType: str(c.authFlowType, 'USER_SRP_AUTH') || 'USER_SRP_AUTH',
      endpoint: c.endpoint ? str(c.endpoint) : null,
      oauthDomain: c.oauthDomain ? str(c.oauthDomain) : null,
      passwordMinLength:
        Number.isInteger(Number(c.passwordMinLength)) && Number(c.passwordMinLength) > 0
          ? Number(c.passwordMinLength)
          : PASSWORD_MIN_LENGTH_DEFAULT,
    },
    accountMode: data.accountMode,
    customerAccountClientId: data.customerAccountClientId,
    signUp: {
      // A Shopify checkbox setting prints true or false; anything else leaves the field off.
      confirmEmail: su.confirmEmail === true || su.confirmEmail === 'true',
      completionPath: str(su.completionPath).trim() || null,
    },
    legal: {
      termsUrl: linkOr(data.legal?.termsUrl, `${policiesRoot(data.routesRoot)}/terms-of-service`),
      privacyUrl: linkOr(data.legal?.privacyUrl, `${policiesRoot(data.routesRoot)}/privacy-policy`),
    },
    cdnBase,
    routesRoot: str(data.routesRoot, '/') || '/',
    features: typeof data.features === 'object' && data.features ? data.features : {},
    excludedTags: tagList(data.excludedTags),
    consentRequired: data.consentRequired !== false && data.consentRequired !== 'false',
    // Shopify renders at most 5 sections per request.
    cartSections: sectionList(data.cartSections).slice(0, 5),
  };
}

/** Shopify serves its policy pages under the locale root: /policies, /fr/policies. */
const policiesRoot = (routesRoot: unknown) => `${(str(routesRoot, '/') || '/').replace(/\/+$/, '')}/policies`;

export function readConfig(doc: Document, loaderUrl: string): VanityConfig {
  return parseConfig(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent, loaderUrl);
}
