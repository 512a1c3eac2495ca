/**
 * Runs before every test file. In the "shared" project (vitest.config.ts) files follow one another on the same
 * modules and window, so:
 *  - a file must leave the worker as it found it: after its last test, a fake clock still installed, a global
 *    added, replaced or removed, or markup left in the document fails that file, naming what it left;
 *  - each file starts on the page a window of its own gave it: the first address, no stored data;
 *  - what @testing-library/react and user-event register when first imported would hold for the first file only:
 *    here it holds for each (unmount what a test rendered; React's act() environment; user-event's clipboard).
 * In both projects a test that fetches from a host other than this machine fails, naming the URL.
 */
import { inject } from 'vitest';
import { guardFetch } from './test-harness/unit/network-guard';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the "isolated" project, whose files each have a worker of their own (vitest.config.ts). */
    isolated?: boolean;
  }
}

/**
 * What a file may leave: vitest's own matcher state; Node's fetch keeps its dispatcher under a global symbol once
 * used, and TensorFlow.js its engine: modules that stay loaded for the next file, as they would in a page.
 */
const MODULE_GLOBALS = new Set(['Symbol($$jest-matchers-object)', 'Symbol(undici.globalDispatcher.1)', '_tfGlobals', '_tfengine']);

/** A global as found: a getter stands for itself (happy-dom's make a new object per read), else its value. */
type Found = { get?: () => unknown; value: unknown };

/** Globals and the static members of a few objects tests stub (URL.createObjectURL, navigator's). */
function snapshot(): Map<string, Found> {
  const seen = new Map<string, Found>();
  const own = (prefix: string, object: object) => {
    for (const key of Reflect.ownKeys(object)) {
      const name = `${prefix}${String(key)}`;
      if (MODULE_GLOBALS.has(name)) continue;
      const descriptor = Reflect.getOwnPropertyDescriptor(object, key)!;
      let value: unknown;
      try {
        value = Reflect.get(object, key);
      } catch (error) {
        value = error;
      }
      seen.set(name, { get: descriptor.get, value });
    }
  };
  own('', globalThis);
  if (typeof URL !== 'undefined') own('URL.', URL);
  if (typeof navigator !== 'undefined') own('navigator.', navigator);
  return seen;
}

// Node defines some globals (Blob, atob, ReadableStream…) by a getter that becomes their value on first use.
const same = (a: Found, b: Found) => (a.get !== undefined && a.get === b.get) || Object.is(a.value, b.value);

function markup(): string {
  if (typeof document === 'undefined') return '';
  const attributes = [...document.documentElement.attributes].map((a) => `${a.name}="${a.value}"`).join(' ');
  return `<html ${attributes}><head>${document.head.innerHTML}</head>${document.body.outerHTML}`;
}

/**
 * Unit tests never leave this machine: a fetch to another host fails the test that made it, naming the URL (the
 * code under test should have been given a fake client, as AppDeps' are), and rejects as a failed network would
 * (test-harness/unit/network-guard.ts). Installed before the file's modules load, so one that keeps `fetch` at
 * import gets it too, and put back after the file's leak check below, which so sees it both times.
 */
const fetchFound = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
if (fetchFound) {
  const guard = guardFetch(globalThis.fetch, () => (typeof location === 'undefined' ? undefined : location.href));
  Object.defineProperty(globalThis, 'fetch', { value: guard.fetch, writable: true, configurable: true, enumerable: fetchFound.enumerable });
  const check = () => {
    const urls = guard.takeReached();
    if (urls.length)
      throw new Error(`This test reached the network (${urls.join(', ')}): unit tests are given fake clients, never a real host`);
  };
  afterEach(check);
  // After-hooks run in reverse: registered first, this one runs after the leak check.
  afterAll(() => {
    Object.defineProperty(globalThis, 'fetch', fetchFound);
    check();
  });
}

// Registered after the network guard's, so its afterAll runs after every other but that one (vitest runs after-hooks
// in reverse).
if (!inject('isolated')) {
  let globalsBefore: Map<string, Found>;
  let markupBefore: string;
  beforeAll(() => {
    globalsBefore = snapshot();
    markupBefore = markup();
  });
  afterAll(() => {
    const left: string[] = [];
    if (vi.isFakeTimers()) left.push('a fake clock (call vi.useRealTimers())');
    const after = snapshot();
    for (const key of after.keys()) if (!globalsBefore.has(key)) left.push(`a new global ${key}`);
    for (const [key, value] of globalsBefore) {
      if (!after.has(key)) left.push(`no global ${key} (it was removed)`);
      else if (!same(after.get(key)!, value)) left.push(`a replaced global ${key}`);
    }
    if (markup() !== markupBefore) left.push(`markup: ${markup().slice(0, 300)}`);
    if (left.length) throw new Error(`This file leaves the next one ${left.join('; ')}`);
  });
}

// Files that run in Node (`@vitest-environment node`) have no page and render nothing.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const clipboard = await import('@testing-library/user-event/dist/esm/utils/dataTransfer/Clipboard.js');
  // happy-dom's first address (vitest.environment.ts).
  const address = new URL('/', location.href).href;
  let act: PropertyDescriptor | undefined;
  let ownClipboard: PropertyDescriptor | undefined;
  beforeAll(() => {
    window.history.replaceState(null, '', address);
    localStorage.clear();
    sessionStorage.clear();
    act = Object.getOwnPropertyDescriptor(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    ownClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  });
  afterEach(() => {
    cleanup();
    clipboard.resetClipboardStubOnView(window);
  });
  // Put back as found (user-event's own detach leaves navigator an own clipboard of undefined).
  const restore = (object: object, key: string, found: PropertyDescriptor | undefined) =>
    found ? Object.defineProperty(object, key, found) : Reflect.deleteProperty(object, key);
  afterAll(() => {
    restore(navigator, 'clipboard', ownClipboard);
    restore(globalThis, 'IS_REACT_ACT_ENVIRONMENT', act);
  });
}
