import type { AppStore } from '../../shared/store/create-app-store';

/**
 * The try-on label on a product card (spec 1 §2): a menu with Camera and a
 * photo picker. Inputs come from the placeholder: data-product-handle,
 * data-product-url, data-product-title.
 *
 * Plain DOM rather than React: a collection page carries a label on every
 * card and nothing else of Vanity's, and React is most of a page's bytes
 * (DESIGN §1.6, "nothing heavy on page load").
 */
const SPARKLE = [
  'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z',
  'M19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9z',
];
const CAMERA = [
  'M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
];
const PHOTO = ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 12h14l-4.5-6-3.5 4.5-2.5-3z'];

let nextId = 1;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

const SVG = 'http://www.w3.org/2000/svg';

function icon(paths: string[]): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [k, v] of [
    ['class', 'icon'],
    ['viewBox', '0 0 24 24'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(k!, v!);
  for (const d of paths) svg.appendChild(document.createElementNS(SVG, 'path')).setAttribute('d', d);
  return svg;
}

export function createTryOnLabel(host: HTMLElement, root: ShadowRoot | HTMLElement, store: AppStore): () => void {
  const handle = host.dataset.productHandle ?? '';
  const productUrl = host.dataset.productUrl || `/products/${handle}`;
  const title = host.dataset.productTitle || handle;
  const menuId = `vanity-label-menu-${nextId++}`;
  const state = () => store.getState();
  let open = false;

  const label = el('div', { className: 'label' });
  const buttonText = el('span', {}, { 'aria-hidden': 'true' });
  const trigger = el('button', { type: 'button', className: 'trigger' }, { 'aria-haspopup': 'menu' });
  trigger.append(icon(SPARKLE), buttonText);

  const menu = el('div', { id: menuId }, { role: 'menu' });
  const cameraItem = el('button', { type: 'button', tabIndex: -1 }, { role: 'menuitem' });
  const photoItem = el('button', { type: 'button', tabIndex: -1 }, { role: 'menuitem' });
  const cameraText = document.createTextNode('');
  const photoText = document.createTextNode('');
  cameraItem.append(icon(CAMERA), cameraText);
  photoItem.append(icon(PHOTO), photoText);
  const privacy = el('p', { className: 'privacy' });
  menu.append(cameraItem, photoItem, privacy);

  // The hidden file input behind "Upload a photo": PNG or JPEG only (spec 1 §5), out of the tab order.
  const file = el(
    'input',
    { type: 'file', accept: 'image/png,image/jpeg', className: 'visually-hidden', tabIndex: -1 },
    { 'aria-hidden': 'true' },
  );
  const status = el('div', { className: 'visually-hidden' }, { role: 'status' });
  const alert = el('div', { className: 'error' }, { role: 'alert' });
  const alertText = el('span');
  const dismiss = el('button', { type: 'button', className: 'dismiss' });
  alert.append(alertText, dismiss);
  label.append(trigger, file, status);
  root.append(label);

  const items = () => [cameraItem, photoItem];

  function render() {
    const {
      session: { t },
      tryOnEntry: entry,
    } = state();
    const mine = entry.handle === handle;
    const preparing = mine && entry.status === 'preparing';
    const error = mine && entry.status === 'error' ? entry.error : null;
    const name = t('tryOnLabel.menu', { product: title });
    trigger.setAttribute('aria-label', name);
    trigger.setAttribute('aria-expanded', String(open));
    if (open) trigger.setAttribute('aria-controls', menuId);
    else trigger.removeAttribute('aria-controls');
    trigger.disabled = preparing;
    buttonText.textContent = preparing ? t('tryOnLabel.preparing') : t('tryOnLabel.button');
    menu.setAttribute('aria-label', name);
    cameraText.data = t('tryOnLabel.camera');
    photoText.data = t('tryOnLabel.photo');
    privacy.textContent = t('tryOnLabel.privacy');
    status.textContent = preparing ? t('tryOnLabel.preparing') : '';
    if (error) {
      alertText.textContent = t(error);
      dismiss.textContent = t('tryOnLabel.dismiss');
      if (!alert.isConnected) label.append(alert);
    } else alert.remove();
  }

  function openMenu() {
    // On a narrow grid, a label in the right-hand card opens its menu leftwards.
    const rect = host.getBoundingClientRect();
    menu.className = rect.left + rect.width / 2 > window.innerWidth / 2 ? 'menu end' : 'menu';
    if (state().tryOnEntry.status === 'error' && state().tryOnEntry.handle === handle) state().tryOnEntry.dismissError();
    // Intent: the product page's try-on will find the model set in the HTTP cache.
    state().tryOnEntry.prefetchModels({ handle });
    open = true;
    trigger.after(menu);
    render();
    cameraItem.focus();
  }

  function closeMenu(focusButton: boolean) {
    if (!open) return;
    open = false;
    menu.remove();
    render();
    if (focusButton) trigger.focus();
  }

  const onOutside = (e: PointerEvent) => {
    if (open && !e.composedPath().includes(host)) closeMenu(false);
  };

  trigger.addEventListener('click', () => (open ? closeMenu(false) : openMenu()));
  trigger.addEventListener('keydown', (e) => {
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      openMenu();
    }
  });
  menu.addEventListener('keydown', (e) => {
    const list = items();
    const index = list.indexOf(e.target as HTMLButtonElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(list.length - 1),
      Escape: () => closeMenu(true),
    };
    if (e.key === 'Tab') return closeMenu(false);
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      move();
    }
  });
  cameraItem.addEventListener('click', () => state().tryOnEntry.startCamera(productUrl));
  photoItem.addEventListener('click', () => file.click());
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    // Reset, so choosing the same file again still fires.
    file.value = '';
    if (!chosen) return;
    closeMenu(true);
    void state().tryOnEntry.startPhoto(handle, productUrl, chosen);
  });
  dismiss.addEventListener('click', () => state().tryOnEntry.dismissError());
  document.addEventListener('pointerdown', onOutside);

  render();
  const unsubscribe = store.subscribe((next, prev) => {
    if (next.tryOnEntry !== prev.tryOnEntry || next.session.t !== prev.session.t) render();
  });
  return () => {
    unsubscribe();
    document.removeEventListener('pointerdown', onOutside);
    label.remove();
    menu.remove();
  };
}
