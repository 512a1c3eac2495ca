import { QUIET_CONTEXT } from './quiet-context';
import { NEW_ACCOUNTS_SIGN_IN_REDIRECT_PATH } from '../../shared/routes/new-accounts-paths';
import { SIGN_IN_REDIRECT_PATH } from '../../shared/routes/route-table';
import { storePath } from '../../shared/routes/same-origin';
import { Router, type Request, type Response } from 'express';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cognitoShim, createShimClock, type ShimClock } from './cognito-shim';
import { startHostedUi, type HostedUi } from './hosted-ui';
import { cognitoCall, startCognitoLocal, type CognitoLocal } from './cognito-stand-in';
import { verifyIdToken, type IdClaims } from './id-token';
import { mintMultipassToken } from './multipass';
import { createIdpSessions } from './idp-session';
import { oidcProviderRoutes, type OidcClient, type SignOnRefusal } from './oidc-provider';
import { randomBytes } from 'node:crypto';
import { resetStoreAccounts, storeAccount } from './store-accounts';

/**
 * The identity side of the local store (DESIGN §4): cognito-local behind the
 * shim, a seeded pool, the PreSignUp trigger as a local Lambda endpoint, and
 * the account backend (account state, Multipass tokens).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const MULTIPASS_SECRET = 'aurelle-local-multipass-secret';
export const SEED_PASSWORD = 'Aurelle!Local1';
export const ACCOUNT_NAMESPACE = 'aurelle';
/** Spec 1 §9: the pool's minimum password length, unless the harness is started with another. */
export const POOL_PASSWORD_MIN_LENGTH = 8;

export interface SeedUser {
  email: string;
  given: string;
  family: string;
  status?: 'CONFIRMED' | 'UNCONFIRMED' | 'RESET_REQUIRED';
  enabled?: boolean;
  groups?: string[];
  provider?: 'Google' | 'Facebook';
  language?: string;
}

/** One user per account state of spec 1 §3, and one per role. */
export const SEED_USERS: SeedUser[] = [
  { email: 'confirmed.shopper@aurelle.test', given: 'Clara', family: 'Confirmed' },
  { email: 'unconfirmed.shopper@aurelle.test', given: 'Uma', family: 'Unconfirmed', status: 'UNCONFIRMED' },
  { email: 'unconfirmed.twice@aurelle.test', given: 'Una', family: 'Unconfirmed', status: 'UNCONFIRMED' },
  { email: 'disabled.shopper@aurelle.test', given: 'Dora', family: 'Disabled', enabled: false },
  { email: 'reset.shopper@aurelle.test', given: 'Rita', family: 'Reset', status: 'RESET_REQUIRED' },
  { email: 'google.shopper@aurelle.test', given: 'Gina', family: 'Google', provider: 'Google' },
  { email: 'facebook.shopper@aurelle.test', given: 'Fay', family: 'Facebook', provider: 'Facebook' },
  { email: 'dup.shopper@aurelle.test', given: 'Dana', family: 'Dup' },
  { email: 'french.shopper@aurelle.test', given: 'Fleur', family: 'Français', language: 'fr' },
  { email: 'influencer@aurelle.test', given: 'Mia', family: 'Host', groups: ['influencer'] },
  // An influencer without a handle yet: onboarding asks for one.
  { email: 'new.influencer@aurelle.test', given: 'Nia', family: 'New', groups: ['influencer'] },
  // Another, for tests that only look at onboarding: the one above may have chosen a handle earlier in the run.
  { email: 'onboarding.influencer@aurelle.test', given: 'Noa', family: 'Onboarding', groups: ['influencer'] },
  { email: 'moderator@aurelle.test', given: 'Max', family: 'Mod', groups: ['moderator'] },
  { email: 'admin@aurelle.test', given: 'Ada', family: 'Admin', groups: ['admin'] },
];

/** The store's customer-accounts pages (customer-authentication.ts). */
export const CUSTOMER_AUTH_PATHS = {
  /** Shopify's documented single sign-on entry: ?login_hint=&return_to=. */
  login: '/customer_authentication/login',
  /** Where Shopify's accounts origin hands the signed-in customer back to the storefront. */
  callback: '/customer_authentication/callback',
  /** The OpenID Connect front's client returns here after RP-initiated logout. */
  loggedOut: '/customer_authentication/logged_out',
} as const;

/** The local store's shop id (Shopify's accounts pages are under /authentication/{shop_id}). */
export const SHOP_ID = '68010000001';
/**
 * Shopify's accounts origin (shopify.com), where its sign-in with the merchant's identity provider runs: the
 * provider's callback is `https://shopify.com/authentication/{shop_id}/login/external/callback`, not the storefront.
 */
export const SHOPIFY_AUTH_PATHS = {
  /** The storefront's sign-in arrives here (ours: Shopify does not document this hop), which goes on to the provider. */
  externalLogin: `/authentication/${SHOP_ID}/login/external`,
  /** The callback URL Shopify shows the merchant, registered at the provider. */
  externalCallback: `/authentication/${SHOP_ID}/login/external/callback`,
} as const;

export interface Identity {
  poolId: string;
  clientId: string;
  /**
   * The store's identity provider, the account backend's OpenID Connect front over the pool (oidc-provider.ts): what
   * the merchant enters in Shopify admin.
   */
  oidc: { issuer: string; clientId: string; clientSecret: string; scopes: string; logoutUrl: string };
  hostedUi: HostedUi;
  local: CognitoLocal;
  /** The pool's minimum password length: the shim enforces it, the store's config carries it. */
  passwordMinLength: number;
  /** The clock the shim ages confirmation codes by (tests move it forward). */
  clock: ShimClock;
  /** Mounted on the backends' origin: /cognito, /api/consumer/... */
  router: Router;
  close(): Promise<void>;
}

const ctx = QUIET_CONTEXT;

/** The account backend's OpenID Connect front (the store's identity provider in the `sso` mode): its issuer's path. */
export const OIDC_BASE_PATH = `/api/consumer/${ACCOUNT_NAMESPACE}/oidc`;

/** How the person signs in to the pool: by the group Cognito puts a federated user in, else natively. */
const loginOf = (claims: IdClaims): 'Google' | 'Facebook' | 'Cognito' => {
  const groups = claims['cognito:groups'] ?? [];
  return groups.some((g) => g.endsWith('_Google')) ? 'Google' : groups.some((g) => g.endsWith('_Facebook')) ? 'Facebook' : 'Cognito';
};

export async function startIdentity(opts: {
  apiOrigin: () => string;
  /** The account backend's origin, its OpenID Connect front's (another site than the store's; default apiOrigin). */
  accountOrigin?: () => string;
  storeOrigin: () => string;
  /** Shopify's accounts origin (shopify.com's stand-in): the front's client's callback is there. */
  shopifyOrigin: () => string;
  host: string;
  authPort: number;
  passwordMinLength?: number;
  /** cognito-local's folder, wiped at start (default test-harness/.data/cognito): one per harness running at once. */
  dataDir?: string;
}): Promise<Identity> {
  resetStoreAccounts();
  const passwordMinLength = opts.passwordMinLength ?? POOL_PASSWORD_MIN_LENGTH;
  const local = await startCognitoLocal({
    dataDir: opts.dataDir ?? path.join(here, '..', '.data', 'cognito'),
    // The PreSignUp trigger, run in process. Spec 1 §8: the failure carries the providers the email already uses, as JSON.
    preSignUp: async (event) => {
      const providers = await otherProviders(String(event.request?.userAttributes?.email ?? '').toLowerCase());
      return providers.length
        ? { errorMessage: JSON.stringify({ providers }) }
        : { response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false } };
    },
    issuer: () => `${opts.apiOrigin()}/cognito`,
  });
  const { UserPool } = await cognitoCall(local.url, 'CreateUserPool', {
    PoolName: 'aurelle-local',
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    Policies: {
      PasswordPolicy: {
        MinimumLength: passwordMinLength,
        RequireUppercase: true,
        RequireLowercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      },
    },
    Schema: [
      { Name: 'language', AttributeDataType: 'String', Mutable: true },
      { Name: 'accepts_marketing', AttributeDataType: 'String', Mutable: true },
    ],
  });
  const poolId: string = UserPool.Id;
  const { UserPoolClient } = await cognitoCall(local.url, 'CreateUserPoolClient', { UserPoolId: poolId, ClientName: 'vanity-web' });
  const clientId: string = UserPoolClient.ClientId;
  // The store's customer accounts sign in at the account backend's OpenID Connect front with a confidential client
  // the backend registers for the store (client_secret_basic): the merchant enters its id and secret in Shopify admin.
  const oidcClient: OidcClient = {
    clientId: `shopify-${randomBytes(6).toString('hex')}`,
    clientSecret: randomBytes(32).toString('base64url'),
    redirectUris: () => [`${opts.shopifyOrigin()}${SHOPIFY_AUTH_PATHS.externalCallback}`],
    postLogoutRedirectUris: () => [`${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.loggedOut}`],
  };
  const accountOrigin = opts.accountOrigin ?? opts.apiOrigin;
  const issuer = () => `${accountOrigin()}${OIDC_BASE_PATH}`;
  for (const group of ['influencer', 'admin', 'moderator', `${poolId}_Google`, `${poolId}_Facebook`]) {
    await cognitoCall(local.url, 'CreateGroup', { UserPoolId: poolId, GroupName: group });
  }
  const pool = await local.services.cognito.getUserPool(ctx, poolId);
  for (const u of SEED_USERS) {
    await cognitoCall(local.url, 'AdminCreateUser', {
      UserPoolId: poolId,
      Username: u.email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: SEED_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: u.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: u.given },
        { Name: 'family_name', Value: u.family },
        { Name: 'custom:language', Value: u.language ?? 'en' },
        { Name: 'custom:accepts_marketing', Value: 'false' },
        ...(u.provider
          ? [
              {
                Name: 'identities',
                Value: JSON.stringify([
                  {
                    providerName: u.provider,
                    providerType: u.provider,
                    userId: `${u.provider.toLowerCase()}-${u.given.toLowerCase()}`,
                    primary: true,
                  },
                ]),
              },
            ]
          : []),
      ],
    });
    await cognitoCall(local.url, 'AdminSetUserPassword', {
      UserPoolId: poolId,
      Username: u.email,
      Password: SEED_PASSWORD,
      Permanent: true,
    });
    for (const group of [...(u.groups ?? []), ...(u.provider ? [`${poolId}_${u.provider}`] : [])]) {
      await cognitoCall(local.url, 'AdminAddUserToGroup', { UserPoolId: poolId, Username: u.email, GroupName: group });
    }
    if (u.status || u.enabled === false) {
      const user = await pool.getUserByUsername(ctx, u.email);
      await pool.saveUser(ctx, {
        ...user,
        UserStatus: u.status ?? user.UserStatus,
        Enabled: u.enabled ?? true,
        ...(u.status === 'UNCONFIRMED' ? { ConfirmationCode: '000000' } : {}),
      });
    }
  }

  /**
   * The PreSignUp rule, for native and federated sign-ups alike: the logins that
   * already hold this email (a Cognito user, native or social, or the login a
   * store account was made with), other than the one signing up.
   */
  async function otherProviders(email: string, signingUpWith = 'Cognito'): Promise<string[]> {
    const existing = email ? await pool.getUserByUsername(ctx, email) : null;
    const identities = existing?.Attributes?.find((a: { Name: string }) => a.Name === 'identities')?.Value;
    const holder: string | undefined = existing ? (identities ? JSON.parse(identities)[0]?.providerName : 'Cognito') : undefined;
    const store = email ? storeAccount(email) : undefined;
    return [...new Set([holder, store?.provider ?? undefined])].filter((p): p is string => !!p && p !== signingUpWith);
  }

  /** The account backend's sign-on rules (spec 2 §7, §8), for a Multipass token and an sso session code alike. */
  async function signOnRefusal(claims: IdClaims): Promise<SignOnRefusal | null> {
    const user = await pool.getUserByUsername(ctx, claims.email);
    if (!user || user.Enabled === false) return { status: 403, errorCode: 'DISABLED_ACCOUNT', errorMessage: 'This account is disabled.' };
    const store = storeAccount(claims.email);
    const provider = loginOf(claims);
    if (store?.provider && store.provider !== provider)
      return {
        status: 409,
        errorCode: 'DUPLICATE_EMAIL',
        errorMessage: `The store account for this email signs in with ${store.provider}.`,
      };
    return null;
  }

  const router = Router();
  router.use(
    oidcProviderRoutes({
      basePath: OIDC_BASE_PATH,
      origin: accountOrigin,
      local,
      poolId,
      hubClientId: clientId,
      clients: () => [oidcClient],
      sessionRedirects: () => [`${opts.storeOrigin()}${CUSTOMER_AUTH_PATHS.login}`],
      refusal: signOnRefusal,
      // Its own cookie under the issuer's path (the local backends share a host with the store and the hosted UI).
      sessions: createIdpSessions({ name: 'vanity_oidc', path: OIDC_BASE_PATH, secure: () => accountOrigin().startsWith('https:') }),
    }),
  );
  // Social users hold their email as an attribute, not as a user name, so Cognito would let a native sign-up
  // reach the trigger; cognito-local resolves the email first, so the shim asks the trigger's rule before it.
  const clock = createShimClock();
  router.use(
    cognitoShim(
      () => local,
      async (email) => {
        const providers = await otherProviders(email);
        return providers.length ? JSON.stringify({ providers }) : null;
      },
      clock,
    ),
  );

  const base = `/api/consumer/${ACCOUNT_NAMESPACE}`;
  router.get(`${base}/state/:email/v1`, async (req: Request, res: Response) => {
    const email = String(req.params.email).toLowerCase();
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      return res.status(422).json({ errors: [{ field: 'email', message: 'Not an email address' }] });
    const user = await pool.getUserByUsername(ctx, email);
    if (user) {
      const identities = user.Attributes.find((a: { Name: string }) => a.Name === 'identities')?.Value;
      if (identities) return res.json({ state: 'EXTERNAL_PROVIDER', thirdPartyProvider: JSON.parse(identities)[0]?.providerName ?? null });
      if (user.Enabled === false) return res.json({ state: 'DISABLED', thirdPartyProvider: null });
      if (user.UserStatus === 'UNCONFIRMED') return res.json({ state: 'UNCONFIRMED', thirdPartyProvider: null });
      if (user.UserStatus === 'RESET_REQUIRED') return res.json({ state: 'RESET_REQUIRED', thirdPartyProvider: null });
      return res.json({ state: 'CONFIRMED', thirdPartyProvider: null });
    }
    const store = storeAccount(email);
    if (store) return res.json({ state: store.state === 'guest' ? 'GUEST_NO_COGNITO' : 'EXISTS_NO_COGNITO', thirdPartyProvider: null });
    res.json({ state: 'DOES_NOT_EXIST', thirdPartyProvider: null });
  });

  // POST /multipass/v1: the signed-in user's Multipass token for the store (idempotent per key).
  const answered = new Map<string, { status: number; body: unknown }>();
  router.post(`${base}/multipass/v1`, async (req: Request, res: Response) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const claims = token ? verifyIdToken(token, clientId) : null;
    if (!claims) return res.status(401).json({ errorCode: 'UNAUTHORIZED', errorMessage: 'A valid ID token is required.' });
    const idempotencyKey = req.get('idempotency-key');
    if (!idempotencyKey)
      return res.status(400).json({ errorCode: 'IDEMPOTENCY_KEY_REQUIRED', errorMessage: 'Send an Idempotency-Key header.' });
    const replay = answered.get(`${claims.sub}|${idempotencyKey}`);
    if (replay) return res.status(replay.status).json(replay.body);
    const reply = (status: number, body: unknown) => {
      answered.set(`${claims.sub}|${idempotencyKey}`, { status, body });
      res.status(status).json(body);
    };
    const body = req.body ?? {};
    const refused = await signOnRefusal(claims);
    if (refused) return reply(refused.status, { errorCode: refused.errorCode, errorMessage: refused.errorMessage });
    const user = await pool.getUserByUsername(ctx, claims.email);
    const provider = loginOf(claims);
    const store = storeAccount(claims.email);
    // Where the store sends the customer: a path on the store, checked like every address a person gives.
    const onStore = storePath(body.storePath) ?? '/';
    const newAccount = !store || store.state === 'guest';
    const returnTo = newAccount && body.appendNewAccountParam ? `${onStore}${onStore.includes('?') ? '&' : '?'}new_account=true` : onStore;
    const attribute = (name: string) => String(user?.Attributes.find((a: { Name: string }) => a.Name === name)?.Value ?? '');
    const multipassToken = mintMultipassToken(MULTIPASS_SECRET, {
      email: claims.email,
      created_at: new Date().toISOString(),
      return_to: returnTo,
      first_name: attribute('given_name'),
      last_name: attribute('family_name'),
      identifier: claims.sub,
      ...(newAccount && typeof body.acceptsMarketingForNewAccount === 'boolean'
        ? { accepts_marketing: body.acceptsMarketingForNewAccount }
        : {}),
      tag_string: provider,
    });
    reply(200, { multipassToken });
  });

  const hostedUi = await startHostedUi({
    port: opts.authPort,
    host: opts.host,
    local,
    poolId,
    clientId,
    // The app client's allowed callback URLs: the store's login page (spec 1 §9) and, on new customer accounts, the hub's sign-in.
    redirects: () => [`${opts.storeOrigin()}${SIGN_IN_REDIRECT_PATH}`, `${opts.storeOrigin()}${NEW_ACCOUNTS_SIGN_IN_REDIRECT_PATH}`],
    signOutRedirects: () => [`${opts.storeOrigin()}/pages/myaccount?operation=signOut`],
    otherProviders,
  });

  return {
    poolId,
    clientId,
    get oidc() {
      return {
        issuer: issuer(),
        clientId: oidcClient.clientId,
        clientSecret: oidcClient.clientSecret,
        scopes: 'openid email profile',
        logoutUrl: `${issuer()}/logout`,
      };
    },
    hostedUi,
    local,
    passwordMinLength,
    clock,
    router,
    close: async () => {
      await hostedUi.close();
      await local.close();
    },
  };
}
