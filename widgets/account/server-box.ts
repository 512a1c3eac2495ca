import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';

/**
 * The height of the box the snippet's server HTML holds for the hub's first screen (vanity-account-html.liquid),
 * 0 without one. Read as the root takes over, before the box goes.
 */
export function serverBoxHeight(host: HTMLElement): number {
  const children = host.shadowRoot ? Array.from(host.shadowRoot.children) : [];
  const box = children.find((el) => el.hasAttribute(SERVER_MARKUP_ATTR) && el.classList.contains('vanity-reserve'));
  return box ? box.getBoundingClientRect().height : 0;
}
