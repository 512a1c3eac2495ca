// @ts-expect-error: the build script is plain JavaScript
import { EAGER_COMPILE_HINT, hintEagerCompile } from './compile-hints.mjs';

describe("V8's compile hint on React's file", () => {
  const files = () =>
    new Map<string, string>([
      ['dist/chunk-R.js', 'var a=1;\n//# sourceMappingURL=chunk-R.js.map\n'],
      ['dist/chunk-R.js.map', JSON.stringify({ version: 3, mappings: 'AAAA,EAAE' })],
      ['dist/chunk-U.js', 'var b=2;\n'],
      ['dist/chunk-U.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' })],
    ]);
  const meta = {
    outputs: {
      'dist/chunk-R.js': {
        inputs: { 'node_modules/react-dom/cjs/react-dom-client.production.js': {}, 'shared/react/widget-host.tsx': {} },
      },
      'dist/chunk-R.js.map': { inputs: {} },
      'dist/chunk-U.js': { inputs: { 'widgets/try-on/TryOn.tsx': {} } },
    },
  };

  it('goes first in the file holding react-dom, and only there; its source map starts a line later', () => {
    const fs = files();
    const io = { read: (f: string) => fs.get(f)!, write: (f: string, text: string) => void fs.set(f, text) };
    expect(hintEagerCompile(meta, io)).toEqual(['dist/chunk-R.js']);
    expect(fs.get('dist/chunk-R.js')!.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(JSON.parse(fs.get('dist/chunk-R.js.map')!).mappings).toBe(';AAAA,EAAE');
    expect(fs.get('dist/chunk-U.js')).toBe('var b=2;\n');
    // A second pass (a build reusing its output) changes nothing.
    expect(hintEagerCompile(meta, io)).toEqual([]);
    expect(JSON.parse(fs.get('dist/chunk-R.js.map')!).mappings).toBe(';AAAA,EAAE');
  });
});
