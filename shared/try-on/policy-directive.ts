/**
 * Which directive of the page's Content-Security-Policy refused WebAssembly, for the error report: the directives'
 * names only, never the policy's text nor an address (a policy's report-uri, the violation's documentURI and
 * sourceFile carry the page's).
 */
export interface PolicyDirective {
  /** The directive the check applies: script-src for WebAssembly (CSP 3), whatever the policy spells out. */
  effectiveDirective: string;
  /** The directive the browser names as refusing: script-src, or default-src where the policy sets no script-src. */
  violatedDirective: string;
}

/**
 * How an error's message carries the directives: comlink passes only a thrown error's name and message from the
 * worker to the page, so the directive travels in the text.
 */
export const directiveTag = (d: PolicyDirective) => `[csp effective=${d.effectiveDirective} violated=${d.violatedDirective}]`;
const TAG = /\[csp effective=([a-z-]+) violated=([a-z-]+)\]/;

// Chromium's and Safari's refusals quote the directive: `…Content Security Policy directive: "default-src 'self' …"`.
const QUOTED = /Content Security Policy directive:? "([a-z-]+)/i;

/** The directives an error or one of its causes names: our tag, else the browser's quoted directive; null if none does. */
export function refusingDirective(error: unknown): PolicyDirective | null {
  let e = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const message = String((e as { message?: unknown }).message ?? e);
    const tagged = TAG.exec(message);
    if (tagged) return { effectiveDirective: tagged[1]!, violatedDirective: tagged[2]! };
    const quoted = QUOTED.exec(message);
    if (quoted) return { effectiveDirective: 'script-src', violatedDirective: quoted[1]!.toLowerCase() };
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}
