import type { Http } from '../../http';

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

export interface AccountClient {
  state(email: string): Promise<{ state: AccountState; thirdPartyProvider: string | null }>;
  /** The token, or the backend's errorCode (DUPLICATE_EMAIL, DISABLED_ACCOUNT...) as an HttpError's json. */
  multipass(request: MultipassRequest, idToken: string): Promise<{ multipassToken: string }>;
}

export function createAccountClient(http: Http, baseUrl: string): AccountClient {
  const base = baseUrl.replace(/\/$/, '');
  return {
    async state(email) {
      const out = await http<{ state?: AccountState; thirdPartyProvider?: string | null }>(`${base}/state/${encodeURIComponent(email.trim().toLowerCase())}/v1`);
      return { state: out?.state ?? 'ERROR', thirdPartyProvider: out?.thirdPartyProvider ?? null };
    },
    multipass(request, idToken) {
      return http(`${base}/multipass/v1`, { method: 'POST', json: request, idToken });
    },
  };
}
