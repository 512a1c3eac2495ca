/**
 * The account page header (spec 2 §2): the page's title and a link back to the store's account page. Plain DOM,
 * no React: the store's account pages are Shopify's own, and the header is all Vanity adds there.
 */
export interface AccountHeaderView {
  title: string;
  backText: string;
  backHref: string;
}

export const accountHeaderStyles = /* css */ `
header { display: flex; flex-direction: column; gap: 4px; margin: 0 0 16px; }
h1 { margin: 0; font-size: 28.8px; line-height: 1.2; }
a { align-self: flex-start; display: inline-flex; align-items: center; min-height: 44px; color: var(--_accent); font-weight: 600; }
a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
`;

export function renderAccountHeader(root: ParentNode & { replaceChildren(...nodes: Node[]): void }, view: AccountHeaderView): void {
  const header = document.createElement('header');
  const title = document.createElement('h1');
  title.textContent = view.title;
  const back = document.createElement('a');
  back.href = view.backHref;
  // The arrow is decoration: the link's name is its text.
  const arrow = document.createElement('span');
  arrow.setAttribute('aria-hidden', 'true');
  arrow.textContent = '← ';
  back.append(arrow, view.backText);
  header.append(title, back);
  root.replaceChildren(header);
}

/** The store's account page under the shop's locale root ('/' or '/fr'), as Shopify's routes.account_url. */
export function accountPageHref(routesRoot: string): string {
  return `${routesRoot.replace(/\/+$/, '')}/account`;
}
