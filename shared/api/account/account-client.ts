import { HttpError, type Http } from '../../http';

/**
 * The account backend (spec 1 §7, spec 2 §7): account state by email, and the Multipass token for the store; and,
 * ours beside the spec, a session code at its OpenID Connect front (the `sso` account mode).
 */
export type AccountState =
  | 'DOES_NOT_EXIST'
  | 'GUEST_NO_COGNITO'
  | 'UNCONFIRMED'
  | 'DISABLED'
  | 'RESET_REQUIRED'
  | 'EXTERNAL_PROVIDER'
  | 'EXISTS_NO_COGNITO'
  | 'CONFIRMED'
  | 'ERROR';

export interface MultipassRequest {
  user: string;
  storeDomain: string;
  storePath: string;
  acceptsMarketingForNewAccount?: boolean;
  appendNewAccountParam?: boolean;
}

/** Spec 2 §7: the answer gives multipassToken, or errorCode and errorMessage (with a 200 or not). */
interface MultipassAnswer {
  multipassToken?: string;
  errorCode?: string;
  errorMessage?: string;
}

/**
 * The account backend refused a sign-on (a Multipass token, or an sso session code): its errorCode (DUPLICATE_EMAIL,
 * DISABLED_ACCOUNT…), whether the status was 200 or not.
 */
export class MultipassRefused extends Error {
  override name = 'MultipassRefused';
  constructor(
    readonly errorCode: string | null,
    readonly errorMessage: string | null,
    readonly status: number,
  ) {
    super(`Multipass refused (${status}): ${errorCode ?? 'no code'}${errorMessage ? ` ${errorMessage}` : ''}`);
  }
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Ours, not the spec's: `POST {account}/oidc/session-codes` with `{ redirectUri }` (the store's single sign-on) and
 * the ID token. The answer is `{ sessionCode, handOff }`, or `errorCode` and `errorMessage` as for Multipass.
 */
export const SSO_SESSION_CODES_PATH = '/oidc/session-codes';
/** Ours: `GET {account}/oidc/hand-offs/{handOff}` with the ID token: `{ signedOn }`, whether the store's sign-on got its tokens. */
export const SSO_HAND_OFFS_PATH = '/oidc/hand-offs/';
/** The front's discovery document (OpenID Connect Discovery 1.0, which Shopify requires of the provider). */
export const SSO_DISCOVERY_PATH = '/oidc/.well-known/openid-configuration';
/** How long a sign-out waits for the front's answer: a front that hangs is down, not "Signing out…" for ever. */
export const SSO_FRONT_CHECK_MS = 10_000;

export interface AccountClient {
  state(email: string): Promise<{ state: AccountState; thirdPartyProvider: string | null }>;
  /** The token; a refusal (an errorCode or errorMessage, or no token, on a 200 or another status) throws MultipassRefused. */
  multipass(request: MultipassRequest, idToken: string): Promise<{ multipassToken: string }>;
  /** The one-time code that opens the OpenID Connect front's session; a refusal throws MultipassRefused as above. */
  ssoSessionCode(redirectUri: string, idToken: string): Promise<{ sessionCode: string; handOff: string }>;
  /** Whether the store's sign-on a hand-off started got its tokens at the front. */
  ssoHandOff(handOff: string, idToken: string): Promise<{ signedOn: boolean }>;
  /**
   * The OpenID Connect front answers (its discovery document, `GET {account}/oidc/.well-known/openid-configuration`):
   * read before a top-level form goes there, which a front that is down would turn into the browser's error page.
   * Throws if it does not.
   */
  ssoFrontAnswers(): Promise<void>;
}

/** A sign-on answer's one field (`multipassToken`, `sessionCode`); a refusal, with a 200 or another status, throws. */
async function signOnAnswer(http: Http, url: string, json: unknown, idToken: string, field: string): Promise<Record<string, unknown>> {
  let out: (MultipassAnswer & Record<string, unknown>) | undefined;
  try {
    out = await http<(MultipassAnswer & Record<string, unknown>) | undefined>(url, { method: 'POST', json, idToken });
  } catch (error) {
    // A non-OK answer with the backend's code is a refusal; anything else (network, a bare 500) stays what it is.
    const body = error instanceof HttpError ? (error.json as MultipassAnswer | null) : null;
    if (error instanceof HttpError && (text(body?.errorCode) || text(body?.errorMessage)))
      throw new MultipassRefused(text(body?.errorCode), text(body?.errorMessage), error.response.status);
    throw error;
  }
  // A 200 carrying errorCode or errorMessage (or no token) is a refusal too, handled the same way.
  const value = text(out?.[field]);
  if (!value || text(out?.errorCode) || text(out?.errorMessage))
    throw new MultipassRefused(text(out?.errorCode), text(out?.errorMessage), 200);
  return { ...out, [field]: value };
}

export function createAccountClient(http: Http, baseUrl: string): AccountClient {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async state(email) {
      const out = await http<{ state?: AccountState; thirdPartyProvider?: string | null }>(
        `${base}/state/${encodeURIComponent(email.trim().toLowerCase())}/v1`,
      );
      return { state: out?.state ?? 'ERROR', thirdPartyProvider: out?.thirdPartyProvider ?? null };
    },
    async multipass(request, idToken) {
      return {
        multipassToken: (await signOnAnswer(http, `${base}/multipass/v1`, request, idToken, 'multipassToken')).multipassToken as string,
      };
    },
    async ssoSessionCode(redirectUri, idToken) {
      const out = await signOnAnswer(http, `${base}${SSO_SESSION_CODES_PATH}`, { redirectUri }, idToken, 'sessionCode');
      return { sessionCode: out.sessionCode as string, handOff: text(out.handOff) ?? '' };
    },
    async ssoHandOff(handOff, idToken) {
      const out = await http<{ signedOn?: unknown } | undefined>(`${base}${SSO_HAND_OFFS_PATH}${encodeURIComponent(handOff)}`, { idToken });
      return { signedOn: out?.signedOn === true };
    },
    async ssoFrontAnswers() {
      await http(`${base}${SSO_DISCOVERY_PATH}`, { signal: AbortSignal.timeout(SSO_FRONT_CHECK_MS) });
    },
  };
}
