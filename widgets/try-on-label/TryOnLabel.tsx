import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PhotoInput } from '../../shared/react/PhotoInput';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useTryOnLabelStore as useAppStore } from './try-on-label-slices';
import { readServerLabel } from './server-label';

const SPARKLE = [
  'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z',
  'M19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9z',
];
const CAMERA = [
  'M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z',
];
const PHOTO = ['M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 12h14l-4.5-6-3.5 4.5-2.5-3z'];

function Icon({ paths }: { paths: string[] }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/**
 * The try-on label on a product card (spec 1 §2): a menu with Camera and a photo picker. Inputs come from the
 * placeholder: data-product-handle, data-product-url, data-product-title.
 *
 * The snippet renders the same box as server HTML (a <details> menu of links) that works before any script; this
 * root takes it over where it stands, carrying over a menu opened or a focus given before the mount.
 */
export function TryOnLabel({ host }: WidgetProps) {
  const handle = host.dataset.productHandle ?? '';
  const productUrl = host.dataset.productUrl || `/products/${handle}`;
  const title = host.dataset.productTitle || handle;

  const t = useAppStore((s) => s.session.t);
  const entry = useAppStore((s) => s.tryOnEntry);

  // Read before the widget host removes the server markup (children's layout effects run first).
  const [server] = useState(() => readServerLabel(host));
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const menuId = useId();

  const mine = entry.handle === handle;
  const preparing = mine && entry.status === 'preparing';
  const error = mine && entry.status === 'error' ? entry.error : null;

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  function openMenu() {
    // On a narrow grid, a label in the card on the inline-end side opens its menu back towards inline-start.
    const rect = host.getBoundingClientRect();
    const onRight = rect.left + rect.width / 2 > window.innerWidth / 2;
    setAlignEnd(getComputedStyle(host).direction === 'rtl' ? !onRight : onRight);
    if (error) entry.dismissError();
    // Intent: the product page's try-on will find the model set in the HTTP cache.
    entry.prefetchModels({ handle });
    setOpen(true);
  }

  function closeMenu(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  // A menu the shopper opened, or a focus they gave, before the mount: carried over in the same frame.
  useLayoutEffect(() => {
    if (server.open) openMenu();
    else if (server.focused) buttonRef.current?.focus();
    // Once, at takeover.
  }, []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (e: PointerEvent) => {
      if (!e.composedPath().includes(host)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, host]);

  function onMenuKeyDown(e: KeyboardEvent<HTMLDivElement>) {
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
    if (e.key === 'Tab') {
      // Tab leaves the menu: from the trigger, the browser's next stop is past the label (the items are out of
      // the tab order), so Tab moves on rather than back; Shift+Tab stops on the trigger itself.
      if (e.shiftKey) e.preventDefault();
      buttonRef.current?.focus();
      return setOpen(false);
    }
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      move();
    }
  }

  // The button's name starts with its visible words ("Try on" → "Try on Velvet Matte Lipstick"), so a shopper
  // who speaks what they see reaches it; while preparing, its visible words are its name.
  const name = t('tryOnLabel.menu', { product: title });
  return (
    <div className="label">
      <button
        ref={buttonRef}
        type="button"
        className="trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={preparing ? undefined : name}
        disabled={preparing}
        onClick={() => (open ? closeMenu(false) : openMenu())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            openMenu();
          }
        }}
      >
        <Icon paths={SPARKLE} />
        <span aria-hidden={preparing ? undefined : true}>{preparing ? t('tryOnLabel.preparing') : t('tryOnLabel.button')}</span>
      </button>

      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={name} className={alignEnd ? 'menu end' : 'menu'} onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" className="item" tabIndex={-1} onClick={() => entry.startCamera(productUrl)}>
            <Icon paths={CAMERA} />
            {t('tryOnLabel.camera')}
          </button>
          <button type="button" role="menuitem" className="item" tabIndex={-1} onClick={() => fileRef.current?.click()}>
            <Icon paths={PHOTO} />
            {t('tryOnLabel.photo')}
          </button>
          <p className="privacy">{t('tryOnLabel.privacy')}</p>
        </div>
      )}

      <PhotoInput
        inputRef={fileRef}
        onFile={(file) => {
          closeMenu(true);
          void entry.startPhoto(handle, productUrl, file);
        }}
      />

      <div role="status" className="visually-hidden">
        {preparing ? t('tryOnLabel.preparing') : ''}
      </div>
      {error && (
        <div role="alert" className="error">
          <span>{t(error)}</span>
          <button type="button" className="dismiss" onClick={entry.dismissError}>
            {t('tryOnLabel.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
