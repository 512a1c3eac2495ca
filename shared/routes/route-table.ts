import { CustomerAccountState } from './customer-account-state';

/**
 * The route table of spec 1 §2 (and the account/live routes of spec 2 §2).
 * Pages are rendered by the theme; the loader uses this table to know which
 * page it is on, what its parameters are, and how to move between pages.
 */
export type RouteGroup = 'auth' | 'vto' | 'live' | 'order' | null;

export type RouteName =
  | 'account-register'
  | 'account-login'
  | 'account-invalid-token'
  | 'account-activate'
  | 'account-multipass'
  | 'myaccount'
  | 'profile'
  | 'broadcast'
  | 'watch'
  | 'live-shopping'
  | 'channel'
  | 'checkout'
  | 'order'
  | 'product'
  | 'shade-finder'
  | 'shade-finder-results'
  | 'virtual-try-on';

interface RouteDef {
  name: RouteName;
  group: RouteGroup;
  /** Path patterns: ':name' is one segment, a trailing '?' makes it optional. */
  patterns: string[];
  /** Parameter changes on this route are handled in place, without a page load. */
  inPlace?: boolean;
}

export const ROUTES: readonly RouteDef[] = [
  { name: 'account-register', group: 'auth', patterns: ['/account/register'] },
  { name: 'account-login', group: 'auth', patterns: ['/account/login'] },
  { name: 'account-invalid-token', group: 'auth', patterns: ['/account/invalid_token'] },
  { name: 'account-activate', group: 'auth', patterns: ['/account/activate/:customerId/:token'] },
  { name: 'account-multipass', group: 'auth', patterns: ['/account/login/multipass/:multipassToken'] },
  { name: 'myaccount', group: 'auth', patterns: ['/pages/myaccount'], inPlace: true },
  { name: 'profile', group: 'live', patterns: ['/pages/profile/:profilePage'] },
  { name: 'broadcast', group: 'live', patterns: ['/pages/broadcast/:showString?'] },
  { name: 'watch', group: 'live', patterns: ['/pages/watch/:showStringAndReferralCode'] },
  { name: 'live-shopping', group: 'live', patterns: ['/pages/live-shopping'] },
  { name: 'channel', group: 'live', patterns: ['/pages/channels/:handle'] },
  { name: 'checkout', group: 'order', patterns: ['/:firstId/checkouts/:secondId/:page?'] },
  { name: 'order', group: 'order', patterns: ['/:firstId/orders/:secondId'] },
  {
    name: 'product',
    group: 'vto',
    patterns: [
      '/products/:productHandle',
      '/products_preview',
      '/collections/:collection/products/:productHandle',
      '/pages/satin-lip-color-lipstick',
    ],
  },
  { name: 'shade-finder', group: 'vto', patterns: ['/pages/shade-finder'] },
  { name: 'shade-finder-results', group: 'vto', patterns: ['/pages/shade-finder-results/:params'], inPlace: true },
  { name: 'virtual-try-on', group: 'vto', patterns: ['/pages/virtual-try-on/:productHandle?'], inPlace: true },
];

export interface RouteMatch {
  name: RouteName;
  group: RouteGroup;
  params: Record<string, string>;
  query: URLSearchParams;
}

/** Collapses runs of slashes; returns null when the path is already clean. */
export function collapseSlashes(pathname: string): string | null {
  const clean = pathname.replace(/\/{2,}/g, '/');
  return clean === pathname ? null : clean;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  if (segments.length > parts.length) return null;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const seg = segments[i];
    const optional = part.endsWith('?');
    if (seg === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) {
      params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(seg);
    } else if (part !== seg) {
      return null;
    }
  }
  return params;
}

/** Shopify serves locale-prefixed paths (/fr/products/x); the table ignores the prefix. */
const LOCALE_PREFIX = /^\/[a-z]{2}(?:-[a-zA-Z]{2})?(?=\/)/;

export function matchRoute(url: URL | string): RouteMatch | null {
  const u = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const path = u.pathname.replace(/\/{2,}/g, '/').replace(/\/$/, '') || '/';
  const candidates = [path];
  const stripped = path.replace(LOCALE_PREFIX, '');
  if (stripped !== path) candidates.push(stripped);
  for (const candidate of candidates) {
    const segments = candidate.split('/').filter(Boolean);
    for (const route of ROUTES) {
      for (const pattern of route.patterns) {
        const params = matchPattern(pattern, segments);
        if (params) return { name: route.name, group: route.group, params: withDerived(route.name, params), query: u.searchParams };
      }
    }
  }
  return null;
}

/** The watch page's show id is the part before '!'; what follows is the referral (share) code. */
function withDerived(name: RouteName, params: Record<string, string>): Record<string, string> {
  if (name === 'watch' && params.showStringAndReferralCode !== undefined) {
    const raw = params.showStringAndReferralCode;
    const bang = raw.indexOf('!');
    return { ...params, showId: bang < 0 ? raw : raw.slice(0, bang), referralCode: bang < 0 ? '' : raw.slice(bang + 1) };
  }
  return params;
}

export type NavigationPlan = 'in-place' | 'reload';

/**
 * How to get from one URL to another. Crossing between the auth and vto groups
 * always forces a full page load; so does any move to another theme page. Only
 * parameter changes on an in-place route stay on the page.
 */
export function planNavigation(from: URL, to: URL): NavigationPlan {
  if (from.origin !== to.origin) return 'reload';
  const a = matchRoute(from);
  const b = matchRoute(to);
  if (!a || !b) return 'reload';
  if (a.group !== b.group) return 'reload';
  if (a.name !== b.name) return 'reload';
  const route = ROUTES.find((r) => r.name === a.name);
  if (route?.inPlace) return 'in-place';
  return from.pathname === to.pathname ? 'in-place' : 'reload';
}

/** Spec 1 §2: the account hub's operations; any other value goes to the store's own account page. */
export const MYACCOUNT_OPERATIONS = [
  'signUp',
  'signIn',
  'requestConfirmationCode',
  'confirm',
  'confirmLink',
  // Spec 2 §2 names the email link's screen confirmSignUpLink; it is confirmLink by another name.
  'confirmSignUpLink',
  'changePassword',
  'forgotPassword',
  'forgotPasswordSubmit',
  'onboard',
  'signOut',
] as const;
export type MyAccountOperation = (typeof MYACCOUNT_OPERATIONS)[number];
export const STORE_ACCOUNT_PATH = '/account';
/** Spec 1 §9: where the hosted UI (Google, Facebook) sends the shopper back; the store's login page completes the sign-in. */
export const SIGN_IN_REDIRECT_PATH = '/account/login';
/**
 * The hosted UI (Google, Facebook) sent the shopper back with a code, or an error, for aws-amplify to read; not
 * Shopify's Customer Account API authorization, whose state is the hub's own.
 */
export const returnedFromHostedUi = (query: URLSearchParams) =>
  ((query.has('code') && query.has('state')) || query.has('error')) && !query.get('state')?.startsWith(CustomerAccountState.Prefix);

/** Where the page must go before anything mounts, or null to stay. */
export function redirectFor(url: URL): string | null {
  const collapsed = collapseSlashes(url.pathname);
  if (collapsed) return collapsed + url.search + url.hash;
  const route = matchRoute(url);
  if (route?.name === 'myaccount' && !(MYACCOUNT_OPERATIONS as readonly string[]).includes(route.query.get('operation') ?? '')) {
    return STORE_ACCOUNT_PATH;
  }
  return null;
}
