/**
 * The one door for addresses that leave the page. Every URL or path sent to the analytics sink or the error
 * report, and every text that may hold one (an error's message, stack or cause; an event property), passes here
 * on its way out; nothing else builds such a field. What comes out keeps what a reader of the logs needs (the
 * origin, the page's shape, a few named query parameters) and nothing that opens an account, a checkout or an
 * order, or says who the shopper is.
 *
 * - The query keeps only the parameters of `KEPT_QUERY`, each only while its value has the expected shape.
 * - The fragment is dropped (a hosted sign-in may put tokens there).
 * - A path segment named by `SECRET_PATHS` becomes its placeholder (`:token`, `:email`...).
 * - Any other segment that holds an email (also percent-encoded) becomes `:email`, and one that looks like a token
 *   (a long run of letters and digits, a UUID) becomes `:token`.
 * - In free text, every address is scrubbed so, and so is every email outside one.
 */

/** Letters only: the account hub's operation names (signIn, forgotPasswordSubmit...). */
const OPERATION = /^[A-Za-z]{1,40}$/;
/** A campaign's name as marketers write it: never an @, never longer than a name. */
const CAMPAIGN = /^[\w .+-]{1,80}$/;

/**
 * The query parameters an outgoing address keeps, with the shape their value must have (else it reads `:value`).
 * Adding one is a privacy decision: `outgoing-address.test.ts` holds this list exactly.
 * Never kept: `code`, `userName`, `email`, `state`, `error_description`, `token`, `key` (Shopify's order status
 * key), `customerId`, and addresses inside addresses (`destinationPath`, `return_url`, `checkout_url`,
 * `targetPath`), whose own query can carry any of those; the next page's events say where the shopper went.
 */
export const KEPT_QUERY: Readonly<Record<string, RegExp>> = {
  /** Which account hub screen the page shows (the shape of the funnel). */
  operation: OPERATION,
  /** The screen a redirect to the hub came from (sign-in after a password reset). */
  sourceOperation: OPERATION,
  /** How a try-on was started from a product list's label. */
  vto: /^(camera|upload)$/,
  /** Shopify's chosen variant on a product page: a catalogue id. */
  variant: /^\d{1,20}$/,
  /** Campaign attribution, at campaign level only: utm_content and utm_term often name the recipient. */
  utm_source: CAMPAIGN,
  utm_medium: CAMPAIGN,
  utm_campaign: CAMPAIGN,
};

/**
 * Paths whose segments carry a secret or personal data, matched anywhere in a path and tried in this order (a
 * segment is matched once). A pattern's segment is a literal, `*` (any one segment, kept), `:name` (any one
 * segment, written as `:name`), or `*!:name` (kept up to its first `!`, the rest written as `!:name`). The reasons
 * are comments, not data: this module rides in every widget page's runtime.
 */
export const SECRET_PATHS: readonly string[] = [
  // The store's account activation link: the customer, and a token that sets their password.
  'account/activate/:id/:token',
  // The store's password reset link.
  'account/reset/:id/:token',
  // A Multipass token signs its holder in as the customer.
  'account/login/multipass/:token',
  // A checkout's token opens it, with the shopper's address (Shopify's newer and older shapes).
  'checkouts/cn/:token',
  'checkouts/:token',
  // An order's status page is open to whoever holds its address.
  'orders/:token',
  // The account backend's account state is asked for by email.
  'state/:email/v1',
  // The share code after ! says which viewer shared the link, tying two shoppers together; the show stays.
  // (checkout_created carries it on purpose, as a property, under consent.)
  'pages/watch/*!:shareCode',
];

const EMAIL_IN_TEXT = /[\w.+%-]+(?:@|%40|%2540)[\w-]+(?:\.[\w-]+)+/gi;
/** A run of 16 or more letters and digits holding both: hex, base64url, a JWT's part. */
const ALNUM_TOKEN = /(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{16,}/;
/** 32 or more URL-safe token characters holding a digit (a base64url token whose runs are cut by - and _). */
const LONG_TOKEN = /^(?=.*\d)[\w-]{32,}$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Decoded as far as it goes (an email can arrive as %40, or %2540 when encoded twice); the raw text if malformed. */
function decoded(text: string): string {
  let out = text;
  for (let i = 0; i < 3 && out.includes('%'); i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

function genericSegment(segment: string): string {
  const plain = decoded(segment);
  if (plain.includes('@')) return ':email';
  if (ALNUM_TOKEN.test(plain) || LONG_TOKEN.test(plain) || UUID.test(plain)) return ':token';
  return segment;
}

function scrubSegment(pattern: string, segment: string): string | null {
  if (pattern === '*') return segment;
  if (pattern.startsWith(':')) return pattern;
  const bang = /^\*!(:\w+)$/.exec(pattern);
  if (bang) {
    const at = segment.search(/!|%21/i);
    return at < 0 ? segment : `${segment.slice(0, at)}!${bang[1]}`;
  }
  return pattern === segment ? segment : null;
}

function scrubPath(path: string): string {
  const segments = path.split('/');
  const claimed = segments.map(() => false);
  for (const rule of SECRET_PATHS) {
    const patterns = rule.split('/');
    for (let start = 0; start + patterns.length <= segments.length; start++) {
      const window = segments.slice(start, start + patterns.length);
      if (window.some((_, i) => claimed[start + i])) continue;
      const out = patterns.map((p, i) => scrubSegment(p, window[i]!));
      if (out.some((s) => s === null)) continue;
      out.forEach((s, i) => {
        segments[start + i] = s!;
        claimed[start + i] = true;
      });
    }
  }
  return segments.map((s, i) => (claimed[i] || !s ? s : genericSegment(s))).join('/');
}

function scrubQuery(query: string): string {
  const kept: string[] = [];
  for (const pair of query.split('&')) {
    const eq = pair.indexOf('=');
    const name = decoded((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const shape = Object.hasOwn(KEPT_QUERY, name) ? KEPT_QUERY[name] : undefined;
    if (!shape) continue;
    const value = decoded((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    kept.push(`${name}=${shape.test(value) && genericSegment(value) === value ? encodeURIComponent(value) : ':value'}`);
  }
  return kept.length ? `?${kept.join('&')}` : '';
}

const ADDRESS = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(?:\?([^#]*))?/i;

/** A URL or a path as it may leave the page: see the module's comment for what is kept. */
export function outgoingAddress(address: string): string {
  const [, origin = '', path = '', query = ''] = ADDRESS.exec(address) ?? [];
  // user:password@ before the host is a credential.
  return `${origin.replace(/\/\/[^/]*@/, '//')}${scrubPath(path)}${scrubQuery(query)}`;
}

/** The page's address as it may leave the page, or null outside a browser. */
export function outgoingPageAddress(): string | null {
  return typeof location === 'undefined' ? null : outgoingAddress(location.href);
}

/**
 * An absolute URL (scheme://...), or a path starting a word ("HTTP 500 from /api/..."), after what starts it
 * (captured: Safari 16.0 has no lookbehind).
 */
const ADDRESS_IN_TEXT = /(^|[\s"'`(=,[{])(\/(?!\/)[^\s"'`<>()[\]{}\\]*)|\b[a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()[\]{}\\]+/gi;

/** Free text (a message, a stack, a property) with every address in it scrubbed, and every other email. */
export function outgoingText(text: string): string {
  return text
    .replace(ADDRESS_IN_TEXT, (url, before: string | undefined, path: string | undefined) =>
      path === undefined ? outgoingAddress(url) : `${before}${outgoingAddress(path)}`,
    )
    .replace(EMAIL_IN_TEXT, ':email');
}

/** The scrubber as the runtime hands it to widget chunks (MountContext.outgoing). */
export interface Outgoing {
  text: typeof outgoingText;
  pageAddress: typeof outgoingPageAddress;
}

export const outgoing: Outgoing = { text: outgoingText, pageAddress: outgoingPageAddress };
