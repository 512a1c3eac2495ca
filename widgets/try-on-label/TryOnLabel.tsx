import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PhotoInput } from '../../shared/react/PhotoInput';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useAppStore } from '../../shared/store/react';

/**
 * The try-on label on a product card (spec 1 §2): a menu with Camera and a
 * photo picker. Inputs come from the placeholder: data-product-handle,
 * data-product-url, data-product-title.
 */
export function TryOnLabel({ host }: WidgetProps) {
  const handle = host.dataset.productHandle ?? '';
  const productUrl = host.dataset.productUrl || `/products/${handle}`;
  const title = host.dataset.productTitle || handle;

  const t = useAppStore((s) => s.t);
  const entry = useAppStore((s) => s.tryOnEntry);
  const startCameraTryOn = useAppStore((s) => s.startCameraTryOn);
  const startPhotoTryOn = useAppStore((s) => s.startPhotoTryOn);
  const dismissError = useAppStore((s) => s.dismissTryOnEntryError);

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
    // On a narrow grid, a label in the right-hand card opens its menu leftwards.
    const rect = host.getBoundingClientRect();
    setAlignEnd(rect.left + rect.width / 2 > window.innerWidth / 2);
    if (error) dismissError();
    setOpen(true);
  }

  function closeMenu(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

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
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusAt(0);
        break;
      case 'End':
        e.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  }

  function onFileChosen(file: File) {
    closeMenu(true);
    void startPhotoTryOn(handle, productUrl, file);
  }

  return (
    <div className="label">
      <button
        ref={buttonRef}
        type="button"
        className="trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('tryOnLabel.menu', { product: title })}
        disabled={preparing}
        onClick={() => (open ? closeMenu(false) : openMenu())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            openMenu();
          }
        }}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
          <path d="M19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9z" />
        </svg>
        <span aria-hidden="true">{preparing ? t('tryOnLabel.preparing') : t('tryOnLabel.button')}</span>
      </button>

      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('tryOnLabel.menu', { product: title })}
          className={alignEnd ? 'menu end' : 'menu'}
          onKeyDown={onMenuKeyDown}
        >
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => startCameraTryOn(productUrl)}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h3l2-2h6l2 2h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm8 3a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z" />
            </svg>
            {t('tryOnLabel.camera')}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => fileRef.current?.click()}>
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 12h14l-4.5-6-3.5 4.5-2.5-3z" />
            </svg>
            {t('tryOnLabel.photo')}
          </button>
          <p className="privacy">{t('tryOnLabel.privacy')}</p>
        </div>
      )}

      <PhotoInput inputRef={fileRef} onFile={onFileChosen} />

      <div role="status" className="visually-hidden">
        {preparing ? t('tryOnLabel.preparing') : ''}
      </div>
      {error && (
        <div role="alert" className="error">
          <span>{t(error)}</span>
          <button type="button" className="dismiss" onClick={dismissError}>
            {t('tryOnLabel.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
