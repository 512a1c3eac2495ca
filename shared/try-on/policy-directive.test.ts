import { directiveTag, refusingDirective } from './policy-directive';

const CHROMIUM =
  "WebAssembly.compile(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"default-src 'self' https://cdn.example\".";
const SAFARI =
  "Refused to create a WebAssembly object because 'unsafe-eval' or 'wasm-unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"script-src 'self'\"";

describe('the directive a refusal names', () => {
  it('reads the browsers’ quoted directive (its name only), and WebAssembly’s effective directive is script-src', () => {
    expect(refusingDirective(new WebAssembly.CompileError(CHROMIUM))).toEqual({
      effectiveDirective: 'script-src',
      violatedDirective: 'default-src',
    });
    expect(refusingDirective(new EvalError(SAFARI))).toEqual({ effectiveDirective: 'script-src', violatedDirective: 'script-src' });
  });

  it('reads our tag first, through causes, as it crosses the worker boundary in a message', () => {
    const tag = directiveTag({ effectiveDirective: 'script-src', violatedDirective: 'default-src' });
    expect(tag).toBe('[csp effective=script-src violated=default-src]');
    const crossed = Object.assign(new Error(`WebAssembly refused ${tag}: CompileError: …`), { name: 'WasmBlockedError' });
    expect(refusingDirective(new Error('WasmNotSupported', { cause: crossed }))).toEqual({
      effectiveDirective: 'script-src',
      violatedDirective: 'default-src',
    });
  });

  it('is null where nothing names one', () => {
    expect(
      refusingDirective(new WebAssembly.CompileError('WebAssembly.compile(): call to WebAssembly.compile() blocked by CSP')),
    ).toBeNull();
    expect(refusingDirective(new Error('Refused to connect', { cause: new Error('timeout') }))).toBeNull();
    expect(refusingDirective(undefined)).toBeNull();
  });
});
