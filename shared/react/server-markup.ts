/**
 * Snippets render a widget's first look as server HTML inside a declarative shadow root, marked with this
 * attribute, so it works and holds its box before any script. The widget's React root replaces it in the same
 * commit that renders its own markup (createRoot, not hydrateRoot: the widgets share one root through portals,
 * and portals do not hydrate), so the box never changes size between the two.
 */
export const SERVER_MARKUP_ATTR = 'data-vanity-server';

export function removeServerMarkup(shadow: ShadowRoot): void {
  // The shadow root's own children only (`:scope` matches nothing on a shadow root).
  for (const el of Array.from(shadow.children)) if (el.hasAttribute(SERVER_MARKUP_ATTR)) el.remove();
}
