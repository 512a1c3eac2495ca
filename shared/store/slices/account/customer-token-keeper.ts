/** A Storefront customer access token (spec 2 §3), as customerAccessTokenCreateWithMultipass returns it. */
export interface CustomerAccessToken {
  accessToken: string;
  expiresAt: string;
}

/**
 * Keeps the customer access token in this page's memory only, never in Web Storage: every script of the theme and its
 * apps shares the store's origin, so localStorage and sessionStorage are theirs to read, while a closure is not.
 * A page that needs a token and has none mints one (a fresh Multipass token, spent on the Customer API). See
 * ARCHITECTURE.md, "The customer access token".
 */
export interface CustomerTokenKeeper {
  /**
   * The token of `owner` (the signed-in user's subject) while it lasts; otherwise mint()'s, kept for them. Callers
   * asking while a mint is under way share it. Null when there is none to have.
   */
  token(owner: string, mint: () => Promise<CustomerAccessToken | null>): Promise<string | null>;
  /** Forgets the token and any mint under way (sign-out, another person signing in). */
  clear(): void;
}

/** A token this close to its end is not used: a call made with it could arrive after it. */
export const CUSTOMER_TOKEN_MARGIN_MS = 60_000;

export function createCustomerTokenKeeper(now: () => number): CustomerTokenKeeper {
  let kept: { owner: string; accessToken: string; expiresAt: number } | null = null;
  let minting: { owner: string; done: Promise<string | null> } | null = null;
  // A clear() while a mint is under way makes its token nobody's.
  let generation = 0;

  const live = (owner: string) =>
    kept && kept.owner === owner && kept.expiresAt - CUSTOMER_TOKEN_MARGIN_MS > now() ? kept.accessToken : null;

  return {
    token(owner, mint) {
      const have = live(owner);
      if (have) return Promise.resolve(have);
      if (minting?.owner === owner) return minting.done;
      const mine = ++generation;
      kept = null;
      const done = mint().then(
        (token) => {
          const expiresAt = token ? Date.parse(token.expiresAt) : NaN;
          if (mine !== generation || !token?.accessToken || !(expiresAt - CUSTOMER_TOKEN_MARGIN_MS > now())) return null;
          kept = { owner, accessToken: token.accessToken, expiresAt };
          return token.accessToken;
        },
        () => null,
      );
      minting = { owner, done };
      void done.then(() => {
        if (minting?.done === done) minting = null;
      });
      return done;
    },
    clear() {
      generation++;
      kept = null;
      minting = null;
    },
  };
}
