import { HttpError, type Http } from '../../http';

/** The account backend (spec 1 §7, spec 2 §7): account state by email, and the Multipass token for the store. */
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

/** The account backend refused the token: its errorCode (DUPLICATE_EMAIL, DISABLED_ACCOUNT…), whether the status was 200 or not. */
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

export interface AccountClient {
  state(email: string): Promise<{ state: AccountState; thirdPartyProvider: string | null }>;
  /** The token; a refusal (an errorCode or errorMessage, or no token, on a 200 or another status) throws MultipassRefused. */
  multipass(request: MultipassRequest, idToken: string): Promise<{ multipassToken: string }>;
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
      let out: MultipassAnswer | undefined;
      try {
        out = await http<MultipassAnswer | undefined>(`${base}/multipass/v1`, { method: 'POST', json: request, idToken });
      } catch (error) {
        // A non-OK answer with the backend's code is a refusal; anything else (network, a bare 500) stays what it is.
        const json = error instanceof HttpError ? (error.json as MultipassAnswer | null) : null;
        if (error instanceof HttpError && (text(json?.errorCode) || text(json?.errorMessage)))
          throw new MultipassRefused(text(json?.errorCode), text(json?.errorMessage), error.response.status);
        throw error;
      }
      // A 200 carrying errorCode or errorMessage (or no token) is a refusal too, handled the same way.
      const token = text(out?.multipassToken);
      if (!token || text(out?.errorCode) || text(out?.errorMessage))
        throw new MultipassRefused(text(out?.errorCode), text(out?.errorMessage), 200);
      return { multipassToken: token };
    },
  };
}
