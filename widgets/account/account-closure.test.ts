// @vitest-environment node
import * as esbuild from 'esbuild';

/**
 * What a legacy store's account pages download (their byte goal, bytes.myaccount): the account chunk's and the
 * runtime's static import closures, split as the build splits them. New customer accounts (the `sso` and
 * `multipass` modes, ours beside the spec) load their code on demand, only in those modes.
 */
async function staticSources(entries: string[]): Promise<Set<string>> {
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    outdir: 'closure',
    write: false,
    metafile: true,
    logLevel: 'error',
    alias: { graphql: './shared/api/storefront/graphql-lite.ts' },
    external: ['vanity-human'],
    define: { __VANITY_COMMIT__: '"test"' },
  });
  const files = new Set(
    Object.entries(metafile.outputs).flatMap(([file, o]) => (o.entryPoint && entries.includes(o.entryPoint) ? [file] : [])),
  );
  for (const file of files)
    for (const i of metafile.outputs[file]!.imports) if (i.kind === 'import-statement' && i.path in metafile.outputs) files.add(i.path);
  return new Set([...files].flatMap((f) => Object.keys(metafile.outputs[f]!.inputs)));
}

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
  });

  it('new customer accounts’ modules are still in the build, loaded on demand', async () => {
    const sources = await staticSources(['shared/store/slices/account/new-accounts.ts']);
    expect(NEW_ACCOUNTS_ONLY.filter((s) => !sources.has(s))).toEqual([]);
  });
});
