import js from '@eslint/js';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (DESIGN §2): wrapper modules own their raw libraries,
 * widgets never import one another, only the registry imports *.chunk files,
 * shared code never reaches up into widgets, and shared/api never reaches up
 * into the store or React.
 *
 * An owner ending in '/' is a folder; otherwise it is the one file that may import the library.
 * Heavy libraries stay behind their owner so each page loads only the bytes it uses.
 */
const OWNED = [
  { pkg: /^zustand(\/|$)/, owner: 'shared/store/' },
  { pkg: /^comlink(\/|$)/, owner: 'shared/worker/' },
  { pkg: /^(aws-amplify|@aws-amplify\/)/, owner: 'shared/api/identity/' },
  { pkg: /^graphql-request(\/|$)/, owner: 'shared/api/storefront/storefront-client.ts' },
  { pkg: /^hls\.js(\/|$)/, owner: 'shared/live/hls-player.ts' },
  // Human is imported through the esbuild alias 'vanity-human' (its package exports lack a browser entry).
  { pkg: /^(@vladmandic\/human|vanity-human)(\/|$)/, owner: 'shared/worker/face-tracker.ts' },
  { pkg: /^@mediapipe\//, owner: 'shared/worker/face-tracker.ts' },
];
const owns = (file, owner) => (owner.endsWith('/') ? file.startsWith(owner) : file === owner);
const REGISTRY = 'widgets/bootstrap/registry.ts';
/** Inside shared/, dependencies point one way too: api sits below the store and knows nothing of React. */
const API = 'shared/api/';
const REACT_PKG = /^react(-dom)?(\/|$)/;
const ABOVE_API = [
  { dir: 'shared/store/', why: 'shared/api/ must not import shared/store/' },
  { dir: 'shared/react/', why: 'shared/api/ must not import React (shared/react/)' },
  { dir: 'shared/live-ui/', why: 'shared/api/ must not import React (shared/live-ui/)' },
];

/**
 * Components read state and call actions; the page's deps (getAppDeps) are for slices and mount code. A component is
 * a .tsx file of a widget or of the shared UI (shared/react/, shared/live-ui/); a widget's mount code is a .ts file.
 */
const COMPONENT = /^(widgets|shared\/react|shared\/live-ui)\/.+(?<!\.test)\.tsx$/;
const NO_DEPS = "Components read state and call actions: getAppDeps is for slices and a widget's mount code (.ts)";

const boundaries = {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const file = path.relative(process.cwd(), context.filename).split(path.sep).join('/');
    const widgetOf = (p) => (p.startsWith('widgets/') ? p.split('/')[1] : null);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      // A `declare module` block (globals.d.ts) only describes types and bundles nothing.
      const ambient = context.sourceCode.getAncestors(node).some((a) => a.type === 'TSModuleDeclaration');
      for (const { pkg, owner } of OWNED) {
        if (pkg.test(source) && !owns(file, owner) && !ambient) report(`'${source}' may only be imported in ${owner}`);
      }
      if (file.startsWith(API) && REACT_PKG.test(source)) report(`shared/api/ must not import React ('${source}')`);
      if (!source.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
      if (file.startsWith(API)) for (const { dir, why } of ABOVE_API) if (`${target}/`.startsWith(dir)) report(why);
      if (/\.chunk(\.tsx?)?$/.test(target) && file !== REGISTRY) report(`Only ${REGISTRY} imports widget chunks`);
      const from = widgetOf(file);
      const to = widgetOf(target);
      if (file.startsWith('shared/') && to) report('shared/ must not import from widgets/');
      if (from && to && from !== to && file !== REGISTRY) report(`Widget '${from}' must not import widget '${to}'`);
    };
    const deps = (node, name) => {
      if (name === 'getAppDeps' && COMPONENT.test(file)) context.report({ node, messageId: 'bad', data: { why: NO_DEPS } });
    };
    return {
      ImportSpecifier: (n) => deps(n, n.imported.name ?? n.imported.value),
      // Reached through a namespace or a dynamic import: `store.getAppDeps(ctx)`, `({ getAppDeps }) => …`.
      MemberExpression: (n) => deps(n, n.computed ? n.property.value : n.property.name),
      'ObjectPattern > Property': (n) => deps(n, n.key.name ?? n.key.value),
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
      // JSX imports react/jsx-runtime without an import statement.
      'JSXElement, JSXFragment': (n) => {
        if (file.startsWith(API) && !n.parent.type.startsWith('JSX'))
          context.report({ node: n, messageId: 'bad', data: { why: 'shared/api/ must not render React' } });
      },
    };
  },
};

const CSP_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'No dangerouslySetInnerHTML in the product (DESIGN §3).',
  },
  { selector: "CallExpression[callee.name='eval']", message: 'No eval: the bundle runs under a strict CSP.' },
  { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the bundle runs under a strict CSP.' },
];

/**
 * The senders of analytics and error reports never read an address themselves: the page's goes out through
 * outgoingPageAddress, any other through outgoingAddress or outgoingText (shared/privacy/outgoing-address.ts).
 */
const ONE_DOOR = "the page's address leaves through shared/privacy/outgoing-address.ts (outgoingPageAddress), scrubbed";
const OUTGOING_ADDRESS_SYNTAX = [
  { selector: "MemberExpression[property.name='location']", message: `No location here: ${ONE_DOOR}.` },
  { selector: "MemberExpression[property.name='referrer']", message: `No referrer here: ${ONE_DOOR}.` },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'extensions/vanity-theme/assets/',
      'extensions/*/dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/tmp/',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { vanity: { rules: { 'import-boundaries': boundaries } } },
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      'vanity/import-boundaries': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...CSP_SYNTAX],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/http.ts', 'shared/api/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call fetch through shared/http.ts or an API client, never from widgets.' },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './test': each test then starts on its worker's store with no faults and empty logs (e2e/README.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['widgets/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/http', '**/shared/api/**'],
              message: 'Components read state and call store actions; they never call backends.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/api/analytics/**/*.ts', 'shared/api/error-report/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...CSP_SYNTAX, ...OUTGOING_ADDRESS_SYNTAX],
      'no-restricted-globals': ['error', { name: 'location', message: `No location here: ${ONE_DOOR}.` }],
    },
  },
);
