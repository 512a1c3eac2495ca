import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';

/** What the shopper did to the label's server HTML before its root mounted: opened its menu, or focused it. */
export function readServerLabel(host: HTMLElement): { open: boolean; focused: boolean } {
  const shadow = host.shadowRoot;
  const server = shadow?.querySelector(`[${SERVER_MARKUP_ATTR}]`);
  if (!shadow || !server) return { open: false, focused: false };
  const active = shadow.activeElement;
  return { open: !!server.querySelector('details[open]'), focused: !!active && server.contains(active) };
}
