/**
 * A widget may open the try-on over itself without importing it (widgets never import each other): it puts a
 * try-on placeholder in overlay mode beside its own host, the loader's DOM observer mounts the try-on chunk
 * there, and the try-on says when its dialog closed with a DOM event on that placeholder.
 */

/** Fired (bubbling) on the overlay placeholder when the try-on dialog it opened has closed. */
export const TRY_ON_OVERLAY_CLOSED = 'vanity:try-on-closed';

/** The placeholder's data-mode: open at once on the given shade, no launcher button of its own. */
export const TRY_ON_OVERLAY_MODE = 'overlay';

export interface TryOnOverlayRequest {
  productHandle: string;
  variantId: number;
}

/**
 * Opens the try-on for this shade from `opener` (a control inside a widget's shadow root). When the try-on
 * closes, its placeholder goes away and focus returns to the opener. Opening again replaces an earlier one.
 */
export function openTryOnOverlay(opener: HTMLElement, request: TryOnOverlayRequest): HTMLElement {
  const root = opener.getRootNode();
  // The light-DOM element the opener lives in: its widget's host, or the document itself in a plain page.
  const anchor = root instanceof ShadowRoot ? (root.host as HTMLElement) : null;
  const doc = opener.ownerDocument;
  for (const old of doc.querySelectorAll(`[data-vanity-widget="try-on"][data-mode="${TRY_ON_OVERLAY_MODE}"]`)) old.remove();
  const placeholder = doc.createElement('div');
  placeholder.dataset.vanityWidget = 'try-on';
  placeholder.dataset.mode = TRY_ON_OVERLAY_MODE;
  placeholder.dataset.productHandle = request.productHandle;
  placeholder.dataset.variantId = String(request.variantId);
  placeholder.addEventListener(
    TRY_ON_OVERLAY_CLOSED,
    () => {
      placeholder.remove();
      if (opener.isConnected) opener.focus({ preventScroll: true });
    },
    { once: true },
  );
  if (anchor) anchor.after(placeholder);
  else doc.body.append(placeholder);
  return placeholder;
}

/** The try-on's side: tell the opener the dialog closed. */
export function announceTryOnOverlayClosed(placeholder: HTMLElement): void {
  placeholder.dispatchEvent(new CustomEvent(TRY_ON_OVERLAY_CLOSED, { bubbles: true }));
}
