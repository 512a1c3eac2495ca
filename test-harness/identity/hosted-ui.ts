import { QUIET_CONTEXT } from './quiet-context';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import https from 'node:https';
import express, { type Request, type Response } from 'express';
import type { AddressInfo } from 'node:net';
import { localCertificate } from '../server/local-certificate';
import { cognitoCall, type CognitoLocal } from './cognito-stand-in';
import { usernameOf, withCognitoClaims } from './identities-claim';
import { createIdpSessions, type IdpSessions } from './idp-session';

/**
 * The hosted UI (Cognito's /oauth2 endpoints) with stand-in Google and
 * Facebook consent pages. aws-amplify only speaks https to the hosted UI, so
 * this origin serves https with the local store's certificate (made once and
 * kept; e2e and the bench tell Chromium to trust it, a browser asks once). A consent page can allow, cancel, or allow
 * without sharing the email, the three returns the account screens handle.
 */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
const CODE_TTL_MS = 5 * 60_000;

interface PendingCode {
  email: string;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  expires: number;
}

export interface HostedUi {
  origin: string;
  host: string;
  /** Its certificate (made at start), for a server that calls the token endpoint to trust. */
  certificate: string;
  /** The provider's sign-in sessions (its `cognito` cookie). */
  sessions: IdpSessions;
  close(): Promise<void>;
}

const ctx = QUIET_CONTEXT;
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startHostedUi(opts: {
  port: number;
  host: string;
  local: CognitoLocal;
  poolId: string;
  clientId: string;
  /** Allowed callback URLs (the app client's: the store's login page). */
  redirects: () => string[];
  /** Allowed sign-out URLs (the account hub's sign-out screen). */
  signOutRedirects: () => string[];
  /** The PreSignUp rule for a federated sign-up: the providers the email already uses. */
  otherProviders: (email: string, provider: string) => Promise<string[]>;
}): Promise<HostedUi> {
  // The local store's one certificate, which its CDN serves too (server/local-certificate.ts).
  const tls = await localCertificate(opts.host);
  const codes = new Map<string, PendingCode>();
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    // The token endpoint is called from the store's pages.
    res.set('Access-Control-Allow-Origin', req.get('origin') ?? '*');
    res.set('Access-Control-Allow-Headers', 'Content-Type, X-Amz-User-Agent, Cache-Control');
    res.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next();
  });
  app.use(express.urlencoded({ extended: false }));
  const sessions = createIdpSessions();
  let origin = '';

  const back = (res: Response, redirectUri: string, params: Record<string, string>) => {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) if (v) url.searchParams.set(k, v);
    res.redirect(302, url.href);
  };

  app.get('/oauth2/authorize', (req: Request, res: Response) => {
    const q = req.query as Record<string, string>;
    const provider = SOCIAL_PROVIDERS.find((p) => p === q.identity_provider);
    if (q.client_id !== opts.clientId) return void res.status(400).send('invalid_client');
    if (!opts.redirects().includes(q.redirect_uri ?? '')) return void res.status(400).send('redirect_mismatch');
    if (q.response_type !== 'code' || !provider) return void res.status(400).send('unsupported_response_type or identity_provider');
    const hidden = ['client_id', 'redirect_uri', 'state', 'code_challenge', 'code_challenge_method']
      .map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`)
      .join('');
    const colour = provider === 'Google' ? '#1a73e8' : '#1877f2';
    res.type('html')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${provider}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;padding:2rem;border-radius:12px;max-width:24rem;width:calc(100% - 2rem);box-shadow:0 8px 30px rgb(0 0 0/.12)}
h1{font-size:1.3rem;margin:0 0 .5rem;color:${colour}}label{display:grid;gap:.3rem;margin:.8rem 0;font-weight:600}input[type=email],input[type=text]{font:inherit;padding:.6rem;border:1px solid #bbb;border-radius:6px}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1rem;border-radius:6px;border:1px solid ${colour};background:#fff;color:${colour};cursor:pointer;margin:.3rem .3rem 0 0}button.primary{background:${colour};color:#fff}p{color:#444}</style></head>
<body><main><h1>${provider}</h1><p>Aurelle wants to use your ${provider} account: your name and email address.</p>
<form method="post" action="/oauth2/consent">${hidden}<input type="hidden" name="provider" value="${provider}">
<label>${provider} account email <input type="email" name="email" value="${esc(String(q.login_hint ?? `${provider.toLowerCase()}.newcomer@aurelle.test`))}" required></label>
<label>Name <input type="text" name="name" value="${provider} Newcomer"></label>
<button class="primary" name="action" value="allow">Continue</button><button name="action" value="noemail">Continue without sharing email</button><button name="action" value="cancel">Cancel</button>
</form></main></body></html>`);
  });

  app.post('/oauth2/consent', async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    if (b.client_id !== opts.clientId || !opts.redirects().includes(b.redirect_uri ?? ''))
      return void res.status(400).send('invalid_request');
    const provider = SOCIAL_PROVIDERS.find((p) => p === b.provider) ?? 'Google';
    if (b.action === 'cancel')
      return back(res, b.redirect_uri!, {
        error: 'access_denied',
        error_description: 'Permission denied: the user cancelled the login',
        state: b.state ?? '',
      });
    if (b.action === 'noemail')
      return back(res, b.redirect_uri!, {
        error: 'invalid_request',
        error_description: 'Invalid user attributes: email: Attribute is required. ',
        state: b.state ?? '',
      });
    const email = String(b.email ?? '')
      .trim()
      .toLowerCase();
    const pool = await opts.local.services.cognito.getUserPool(ctx, opts.poolId);
    let user = await pool.getUserByUsername(ctx, email);
    const identities = user?.Attributes?.find((a: { Name: string }) => a.Name === 'identities')?.Value;
    if (!user || !identities) {
      const others = await opts.otherProviders(email, provider);
      if (others.length) {
        return back(res, b.redirect_uri!, {
          error: 'invalid_request',
          error_description: `PreSignUp failed with error ${JSON.stringify({ providers: others })}. `,
          state: b.state ?? '',
        });
      }
      const [given = provider, ...rest] = String(b.name ?? '')
        .trim()
        .split(/\s+/);
      await cognitoCall(opts.local.url, 'AdminCreateUser', {
        UserPoolId: opts.poolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: `Tmp!${randomUUID()}`,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: given },
          { Name: 'family_name', Value: rest.join(' ') || 'Shopper' },
          { Name: 'custom:language', Value: 'en' },
          {
            Name: 'identities',
            Value: JSON.stringify([
              { providerName: provider, providerType: provider, userId: randomBytes(8).toString('hex'), primary: true },
            ]),
          },
        ],
      });
      await cognitoCall(opts.local.url, 'AdminSetUserPassword', {
        UserPoolId: opts.poolId,
        Username: email,
        Password: `Fed!${randomUUID()}`,
        Permanent: true,
      });
      await cognitoCall(opts.local.url, 'AdminAddUserToGroup', {
        UserPoolId: opts.poolId,
        Username: email,
        GroupName: `${opts.poolId}_${provider}`,
      });
      user = await pool.getUserByUsername(ctx, email);
    }
    // As Cognito's hosted UI does, a federated sign-in leaves a session here (for the hub's own client).
    sessions.start(res, email);
    const code = randomUUID();
    codes.set(code, {
      email,
      clientId: b.client_id!,
      redirectUri: b.redirect_uri!,
      challenge: b.code_challenge || null,
      expires: Date.now() + CODE_TTL_MS,
    });
    back(res, b.redirect_uri!, { code, state: b.state ?? '' });
  });

  app.post('/oauth2/token', async (req: Request, res: Response) => {
    const b = req.body as Record<string, string>;
    const fail = (error: string) => res.status(400).json({ error });
    if (b.grant_type === 'refresh_token') {
      try {
        const out = await cognitoCall(opts.local.url, 'InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: b.client_id,
          AuthParameters: { REFRESH_TOKEN: b.refresh_token },
        });
        const r = out.AuthenticationResult;
        const pool = await opts.local.services.cognito.getUserPool(ctx, opts.poolId);
        const holder = await pool.getUserByUsername(ctx, usernameOf(r.IdToken));
        return void res.json({
          id_token: withCognitoClaims(r.IdToken, holder?.Attributes),
          access_token: r.AccessToken,
          token_type: 'Bearer',
          expires_in: 3600,
        });
      } catch {
        return void fail('invalid_grant');
      }
    }
    if (b.grant_type !== 'authorization_code') return void fail('unsupported_grant_type');
    const pending = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    if (!pending || pending.expires < Date.now() || pending.clientId !== b.client_id || pending.redirectUri !== b.redirect_uri)
      return void fail('invalid_grant');
    if (
      pending.challenge &&
      createHash('sha256')
        .update(String(b.code_verifier ?? ''))
        .digest('base64url') !== pending.challenge
    )
      return void fail('invalid_grant');
    const pool = await opts.local.services.cognito.getUserPool(ctx, opts.poolId);
    const user = await pool.getUserByUsername(ctx, pending.email);
    const client = await opts.local.services.cognito.getAppClient(ctx, pending.clientId);
    if (!user || !client) return void fail('invalid_grant');
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await opts.local.services.tokenGenerator.generate(ctx, user, groups, client, undefined, 'HostedAuth');
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    res.json({
      id_token: withCognitoClaims(tokens.IdToken, user.Attributes),
      access_token: tokens.AccessToken,
      refresh_token: tokens.RefreshToken,
      token_type: 'Bearer',
      expires_in: 3600,
    });
  });

  // Hosted-UI sign-out: back to the app's sign-out address.
  app.get('/logout', (req: Request, res: Response) => {
    const q = req.query as Record<string, string>;
    if (q.client_id !== opts.clientId || !q.logout_uri) return void res.status(400).send('invalid_request');
    // Cognito only returns to the app client's listed sign-out URLs.
    if (!opts.signOutRedirects().includes(q.logout_uri)) return void res.status(400).send('invalid_request: logout_uri');
    sessions.end(req, res);
    res.redirect(302, q.logout_uri);
  });

  const server = https.createServer({ key: tls.key, cert: tls.cert }, app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `https://${opts.host}:${port}`;
  return {
    origin,
    host: `${opts.host}:${port}`,
    certificate: tls.cert,
    sessions,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
