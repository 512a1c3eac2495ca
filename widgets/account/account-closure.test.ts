// @vitest-environment node
import { readFileSync } from 'node:fs';
import { staticCode, staticFiles, staticSources } from '../../shared/static-sources.test-helpers';

/*
 * What a legacy store's account pages download (their byte goal, bytes.myaccount): the account chunk's and the
 * runtime's static import closures, split as the build splits them. New customer accounts (the `sso` and
 * `multipass` modes, ours beside the spec) load their code on demand, only in those modes.
 */

/** The modules only new customer accounts run: the mode's sign-in and sign-out, the OpenID Connect hand-off, the Customer Account API. */
const NEW_ACCOUNTS_ONLY = [
  'shared/store/slices/account/new-accounts.ts',
  'shared/store/slices/account/new-accounts-marketing.ts',
  'shared/api/customer-account/customer-account-auth.ts',
  'shared/api/customer-account/customer-account-client.ts',
  'shared/api/customer-account/customer-account-documents.ts',
  'shared/device/top-level-post.ts',
];

describe('what a legacy store’s account hub downloads before it mounts', () => {
  it('the hub, its sign-in and Multipass completion, and none of the new customer accounts’ modules', async () => {
    const sources = await staticSources(['widgets/account/account.chunk.tsx', 'widgets/bootstrap/runtime.entry.ts']);
    // The closure is real: the hub's screens and the legacy sign-in's actions are in it.
    expect([...sources]).toEqual(
      expect.arrayContaining([
        'widgets/account/screens/SignInScreen.tsx',
        'shared/store/slices/account/auth-sign-in-actions.ts',
        'shared/store/slices/account/marketing-actions.ts',
      ]),
    );
    expect(NEW_ACCOUNTS_ONLY.filter((s) => sources.has(s))).toEqual([]);
    expect([...sources].filter((s) => s.startsWith('shared/api/customer-account/'))).toEqual([]);
    // The account backend's client downloads with its first call (a state lookup, a Multipass token), not with the hub.
    expect(sources.has('shared/api/account/account-client.ts')).toBe(false);
    // The hosted UI's return address on new customer accounts rides with the identity client, itself loaded on use.
    expect(sources.has('shared/routes/new-accounts-paths.ts')).toBe(false);
  }, 30_000);

  it('the hub’s own code holds none of new customer accounts’ work (their addresses, parameters and API calls stay in their chunk)', async () => {
    // Module checks miss that work written into a module the hub needs (its sign-in actions, the config, the routes):
    // the legacy page would download it. What the modes may cost there is a branch to their chunk at each hand-over.
    const code = await staticCode(['widgets/account/account.chunk.tsx', 'widgets/bootstrap/runtime.entry.ts']);
    expect(code).toContain('/account/login/multipass/');
    for (const wire of [
      '/customer_authentication/',
      'login_hint',
      '/oidc/',
      'session_code',
      'customerEmailMarketing',
      'customer-account-api',
      'code_challenge',
    ])
      expect(code, wire).not.toContain(wire);
  }, 30_000);

  it('the hub reads the account mode once, to load new customer accounts’ chunk: no step of the legacy flow branches on it', async () => {
    // The modes' steps (the store's sign-in and sign-out, the marketing preference) come in through one store side
    // (account-kit.ts StoreSide) that their chunk fills: a branch written into a legacy step would download on every
    // legacy page, and shows here as one more read of the mode or one more of its names.
    const code = await staticCode(['widgets/account/account.chunk.tsx', 'widgets/bootstrap/runtime.entry.ts']);
    const lines = (re: RegExp) => code.split('\n').filter((l) => re.test(l));
    // The one dispatch names the modes (anything else is legacy), and nothing else does: the config passes the
    // setting on unparsed.
    expect(lines(/["'](sso|multipass)["']/).map((l) => l.trim())).toEqual([
      'kit.store = mode === "sso" || mode === "multipass" ? newAccountsSide(kit, legacy) : legacy;',
    ]);
    // The mode is read twice: the one dispatch, and the identity client's return address from the hosted UI.
    expect(lines(/config\.accountMode/).map((l) => l.trim())).toEqual([
      expect.stringMatching(/m\.createIdentityClient\(config\.cognito, .*, config\.accountMode\)$/),
      'const mode = ctx.deps.config.accountMode;',
    ]);
  }, 30_000);

  it('new customer accounts’ chunk splits no file off the hub’s: a legacy store downloads the same files with or without it', async () => {
    // A module the hub and the new accounts' chunk both import moves to a file of its own when no other module is
    // reached by the same entries (esbuild splits by them): one more small file on every legacy page. Built as the
    // build builds the widgets: every chunk of the registry together.
    const registry = readFileSync('widgets/bootstrap/registry.ts', 'utf8');
    const entries = [...registry.matchAll(/import\(\s*'\.\.\/([^']+\.chunk)'\s*\)/g)].map((m) => `widgets/${m[1]}.tsx`);
    expect(entries).toContain('widgets/account/account.chunk.tsx');
    const roots = ['widgets/account/account.chunk.tsx'];
    const files = await staticFiles(entries, { roots });
    const without = await staticFiles(entries, { roots, stub: /\/new-accounts$/ });
    expect(files.map((f) => f.join(' ')).sort()).toEqual(without.map((f) => f.join(' ')).sort());
    // Two builds of every widget: longer than a test's default on a busy machine.
  }, 60_000);

  it('new customer accounts’ modules are still in the build, loaded on demand', async () => {
    const sources = await staticSources(['shared/store/slices/account/new-accounts.ts']);
    expect(NEW_ACCOUNTS_ONLY.filter((s) => !sources.has(s))).toEqual([]);
  });
});
