/**
 * Placeholders whose snippet renders working HTML (links, a <details> menu) before any script: their React roots
 * mount on idle or intent (mount-schedule.ts), keeping React off the critical path of the pages they are on.
 */
export const DEFERRED_WIDGETS: ReadonlySet<string> = new Set(['try-on-label', 'order-helper', 'checkout-helper']);

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Hovering, focusing or touching a placeholder of `widget` starts `warm()` once per page: a label's pointer
 * means the product page's try-on is likely next, so its chunk (and React with it) is in the HTTP cache by then.
 * Listens on the document, so placeholders added later count, and labels mounted on idle still warm.
 */
export function warmOnIntent(doc: Document, warmers: Record<string, () => Promise<unknown>>): () => void {
  const warmed = new Set<string>();
  const onIntent = (e: Event) => {
    for (const node of e.composedPath()) {
      const widget = node instanceof HTMLElement ? node.dataset.vanityWidget : undefined;
      const warm = widget ? warmers[widget] : undefined;
      if (!widget || !warm || warmed.has(widget)) continue;
      warmed.add(widget);
      // A failed warm-up costs nothing: the page that needs the chunk loads it again.
      void warm().catch(() => warmed.delete(widget));
      return;
    }
  };
  for (const type of INTENTS) doc.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => INTENTS.forEach((type) => doc.removeEventListener(type, onIntent, { capture: true }));
}
