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
    expect(await problems('widgets/try-on-label/x.ts', "import { useStore } from 'zustand';\nexport { useStore };")).toEqual(["'zustand' may only be imported in shared/store/"]);
  });

  it('comlink only in shared/worker', async () => {
    expect(await problems('shared/store/x.ts', "import { wrap } from 'comlink';\nexport { wrap };")).toHaveLength(1);
    expect(await problems('shared/worker/x.ts', "import { wrap } from 'comlink';\nexport { wrap };")).toEqual([]);
  });

  it('aws-amplify only in shared/api/identity', async () => {
    expect(await problems('shared/api/account/x.ts', "import { Amplify } from 'aws-amplify';\nexport { Amplify };")).toHaveLength(1);
    expect(await problems('shared/api/identity/x.ts', "import { signIn } from 'aws-amplify/auth';\nexport { signIn };")).toEqual([]);
  });

  it('widgets never import one another, and only the registry imports chunks', async () => {
    expect(await problems('widgets/try-on/x.ts', "import { TryOnLabel } from '../try-on-label/TryOnLabel';\nexport { TryOnLabel };")).toEqual(["Widget 'try-on' must not import widget 'try-on-label'"]);
    expect(await problems('widgets/try-on/x.ts', "export const load = () => import('../try-on-label/try-on-label.chunk');")).toContain('Only widgets/bootstrap/registry.ts imports widget chunks');
    expect(await problems('widgets/bootstrap/registry.ts', "export const r = () => import('../try-on-label/try-on-label.chunk');")).toEqual([]);
    expect(await problems('widgets/try-on-label/x.ts', "import { x } from '../../shared/http';\nexport { x };")).toEqual([]);
  });

  it('shared code never reaches into widgets', async () => {
    expect(await problems('shared/store/x.ts', "import { registry } from '../../widgets/bootstrap/registry';\nexport { registry };")).toEqual(['shared/ must not import from widgets/']);
  });
});
