// Build-time only (esbuild.config.mjs): V8's explicit compile hint on the file that holds React.
import { readFileSync, writeFileSync } from 'node:fs';

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The modules whose file gets the hint: React's renderer, which runs much of its code as the first widget mounts. */
const EAGER = /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/**
 * esbuild wraps a CommonJS module (React's are) in one function, so V8 compiles the whole of react-dom on the page's
 * main thread the first time it is required: most of the long task in which a widget's code is evaluated. The magic
 * comment `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chromium 136 and later; other engines read a
 * comment) asks V8 to compile the file's functions eagerly, which it does off the main thread as the file streams in.
 * The line goes first in the file, so its source map's mappings start one line later.
 */
export function hintEagerCompile(meta, { test = EAGER, read = readFileSync, write = writeFileSync } = {}) {
  const hinted = [];
  for (const [file, out] of Object.entries(meta.outputs)) {
    if (!file.endsWith('.js') || !Object.keys(out.inputs).some((input) => test.test(input))) continue;
    const code = read(file, 'utf8');
    if (code.startsWith(EAGER_COMPILE_HINT)) continue;
    write(file, `${EAGER_COMPILE_HINT}\n${code}`);
    const map = JSON.parse(read(`${file}.map`, 'utf8'));
    map.mappings = `;${map.mappings}`;
    write(`${file}.map`, JSON.stringify(map));
    hinted.push(file);
  }
  return hinted;
}
