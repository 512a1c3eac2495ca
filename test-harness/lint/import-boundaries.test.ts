// @vitest-environment node
import { ESLint } from 'eslint';

/** The import boundaries of DESIGN §2, as eslint.config.mjs enforces them. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'vanity/import-boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  it('zustand only in shared/store', async () => {
    expect(await problems('shared/store/x.ts', "import { createStore } from 'zustand/vanilla';\nexport { createStore };")).toEqual([]);
    expect(await problems('widgets/try-on-label/x.ts', "import { useStore } from 'zustand';\nexport { useStore };")).toEqual([
      "'zustand' may only be imported in shared/store/",
    ]);
  });

  it('comlink only in shared/worker', async () => {
    expect(await problems('shared/store/x.ts', "import { wrap } from 'comlink';\nexport { wrap };")).toHaveLength(1);
    expect(await problems('shared/worker/x.ts', "import { wrap } from 'comlink';\nexport { wrap };")).toEqual([]);
  });

  it('aws-amplify only in shared/api/identity', async () => {
    expect(await problems('shared/api/account/x.ts', "import { Amplify } from 'aws-amplify';\nexport { Amplify };")).toHaveLength(1);
    expect(await problems('shared/api/identity/x.ts', "import { signIn } from 'aws-amplify/auth';\nexport { signIn };")).toEqual([]);
  });

  it('graphql-request only in the storefront client', async () => {
    expect(
      await problems(
        'shared/api/storefront/storefront-client.ts',
        "import { GraphQLClient } from 'graphql-request';\nexport { GraphQLClient };",
      ),
    ).toEqual([]);
    expect(await problems('shared/catalog/x.ts', "import { GraphQLClient } from 'graphql-request';\nexport { GraphQLClient };")).toEqual([
      "'graphql-request' may only be imported in shared/api/storefront/storefront-client.ts",
    ]);
    expect(
      await problems('shared/api/storefront/storefront-queries.ts', "export const load = () => import('graphql-request');"),
    ).toHaveLength(1);
  });

  it('hls.js only in the video player', async () => {
    expect(await problems('shared/live/hls-player.ts', "export const load = () => import('hls.js/light');")).toEqual([]);
    expect(await problems('widgets/watch/x.ts', "export const load = () => import('hls.js/light');")).toEqual([
      "'hls.js/light' may only be imported in shared/live/hls-player.ts",
    ]);
    expect(await problems('shared/live/show-polling.ts', "import Hls from 'hls.js';\nexport { Hls };")).toHaveLength(1);
    // A `declare module` block only describes types (globals.d.ts gives the light build the full build's).
    expect(await problems('globals.d.ts', "declare module 'hls.js/light' {\n  export { default } from 'hls.js';\n}")).toEqual([]);
  });

  it('Human and MediaPipe only in the face tracker', async () => {
    expect(
      await problems(
        'shared/worker/face-tracker.ts',
        "import type { Human } from 'vanity-human';\nexport const load = () => import('vanity-human');\nexport type { Human };",
      ),
    ).toEqual([]);
    expect(await problems('shared/worker/worker.entry.ts', "export const load = () => import('vanity-human');")).toEqual([
      "'vanity-human' may only be imported in shared/worker/face-tracker.ts",
    ]);
    expect(await problems('shared/try-on/x.ts', "import type { Human } from '@vladmandic/human';\nexport type { Human };")).toHaveLength(1);
    // Not a package.json dependency: spelled apart so dependencies.test.ts does not read it as an import.
    const mediapipe = '@mediapipe/face_mesh';
    expect(await problems('shared/try-on/x.ts', "import { FaceMesh } from '" + mediapipe + "';\nexport { FaceMesh };")).toEqual([
      "'@mediapipe/face_mesh' may only be imported in shared/worker/face-tracker.ts",
    ]);
  });

  it('widgets never import one another, and only the registry imports chunks', async () => {
    expect(
      await problems('widgets/try-on/x.ts', "import { TryOnLabel } from '../try-on-label/TryOnLabel';\nexport { TryOnLabel };"),
    ).toEqual(["Widget 'try-on' must not import widget 'try-on-label'"]);
    expect(await problems('widgets/try-on/x.ts', "export const load = () => import('../try-on-label/try-on-label.chunk');")).toContain(
      'Only widgets/bootstrap/registry.ts imports widget chunks',
    );
    expect(await problems('widgets/bootstrap/registry.ts', "export const r = () => import('../try-on-label/try-on-label.chunk');")).toEqual(
      [],
    );
    expect(await problems('widgets/try-on-label/x.ts', "import { x } from '../../shared/http';\nexport { x };")).toEqual([]);
  });

  it('shared code never reaches into widgets', async () => {
    expect(
      await problems('shared/store/x.ts', "import { registry } from '../../widgets/bootstrap/registry';\nexport { registry };"),
    ).toEqual(['shared/ must not import from widgets/']);
  });

  it('components never reach the page’s deps: only slices and mount code do', async () => {
    const why = "Components read state and call actions: getAppDeps is for slices and a widget's mount code (.ts)";
    const imported = "import { getAppDeps } from '../../shared/store/app-store';\nexport const a = getAppDeps;";
    expect(await problems('widgets/checkout-helper/CheckoutHelper.tsx', imported)).toEqual([why]);
    expect(await problems('shared/react/Thing.tsx', "import { getAppDeps as deps } from '../store/app-store';\nexport { deps };")).toEqual([
      why,
    ]);
    expect(
      await problems('shared/live-ui/Chat.tsx', "import * as store from '../store/app-store';\nexport const d = store.getAppDeps;"),
    ).toEqual([why]);
    expect(
      await problems(
        'widgets/watch/Thing.tsx',
        "export const load = () => import('../../shared/store/app-store').then(({ getAppDeps }) => getAppDeps);",
      ),
    ).toEqual([why]);
    // A widget's mount code, the store itself and component tests may.
    expect(await problems('widgets/watch/watch-moderation.ts', imported)).toEqual([]);
    expect(await problems('shared/store/x.ts', "import { getAppDeps } from './app-store';\nexport { getAppDeps };")).toEqual([]);
    expect(await problems('widgets/checkout-helper/CheckoutHelper.test.tsx', imported)).toEqual([]);
  });

  it('shared/api never imports the store or React', async () => {
    expect(
      await problems('shared/api/account/x.ts', "import type { AppState } from '../../store/app-store';\nexport type { AppState };"),
    ).toEqual(['shared/api/ must not import shared/store/']);
    expect(await problems('shared/api/x.ts', "export const load = () => import('../store');")).toEqual([
      'shared/api/ must not import shared/store/',
    ]);
    expect(await problems('shared/api/live-shopping/x.ts', "import { useState } from 'react';\nexport { useState };")).toEqual([
      "shared/api/ must not import React ('react')",
    ]);
    expect(
      await problems('shared/api/live-shopping/x.ts', "import { createRoot } from 'react-dom/client';\nexport { createRoot };"),
    ).toHaveLength(1);
    expect(await problems('shared/api/cart/x.ts', "export { formatMoney } from '../../react/format-money';")).toEqual([
      'shared/api/ must not import React (shared/react/)',
    ]);
    expect(await problems('shared/api/cart/x.tsx', 'export const Price = () => <span>1</span>;')).toEqual([
      'shared/api/ must not render React',
    ]);
    // What the api layer may use, and the layers above it importing the api.
    expect(
      await problems(
        'shared/api/cart/x.ts',
        "import { createHttp } from '../../http';\nimport { config } from '../../config';\nexport { createHttp, config };",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'shared/store/x.ts',
        "import { useState } from 'react';\nimport { c } from '../api/cart/cart-client';\nexport { useState, c };",
      ),
    ).toEqual([]);
  });
});
