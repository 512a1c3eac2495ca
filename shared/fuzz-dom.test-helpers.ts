/** What hostile text must never become in the page: an element that runs code, or any attribute that does. */
export const MARKUP_PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload="window.__pwned=1">',
  '<iframe srcdoc="<script>parent.__pwned=1</script>">',
  '<a href="javascript:window.__pwned=1">tap</a>',
];

/** Elements under `root` that hostile text could have made: scripts, frames, an on… handler, a javascript: link (an img's javascript: src runs nothing). */
export function injectedElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].filter(
    (el) =>
      ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName) ||
      [...el.attributes].some(
        (a) => /^on/i.test(a.name) || (/^(href|xlink:href|action|formaction)$/i.test(a.name) && /^\s*javascript:/i.test(a.value)),
      ),
  );
}

export const pwned = () => (globalThis as { __pwned?: unknown }).__pwned !== undefined;
