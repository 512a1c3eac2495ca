import { hasShadeName, tryOnVariants } from '../../shared/catalog/product-rules';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { useFocusTrap } from '../../shared/react/use-focus-trap';
import { useMediaQuery } from '../../shared/react/use-media-query';
import { useTryOnStore } from './try-on-slices';
import { MOBILE_LAYOUT_QUERY, PHONE_LANDSCAPE_QUERY } from '../../shared/try-on/canvas-layout';
import { hasCoverage } from '../../shared/try-on/looks';
import { CapturedPanel } from './CapturedPanel';
import { OptionsMenu } from './OptionsMenu';
import { ShadeSuggestion } from './ShadeSuggestion';
import { TryOnControls } from './TryOnControls';
import { TryOnStage } from './TryOnStage';

interface Props {
  products: Product[];
  home: Product;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** Where focus goes on closing when no button opened the try-on (?vto= on page load). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The live view container: a modal dialog with the view and, beside it on a
 * desktop or in a sheet under it on a phone, the page's product thumbnail,
 * the title, Options and Close, then the shades, sliders and Add to bag.
 * The bar comes first in the DOM so focus goes title bar → view → controls.
 */
export function TryOnDialog({ products, home, canvasRef, returnFocusRef }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const tryOn = useTryOnStore((s) => s.tryOn);
  const byId = useTryOnStore((s) => s.catalog.byId);
  const startTryOn = useTryOnStore((s) => s.tryOn.start);
  const selectProduct = useTryOnStore((s) => s.tryOn.selectProduct);
  const closeTryOn = useTryOnStore((s) => s.tryOn.close);
  const backToView = useTryOnStore((s) => s.tryOn.backToView);
  const pause = useTryOnStore((s) => s.tryOn.pause);
  const resume = useTryOnStore((s) => s.tryOn.resume);
  const setMobile = useTryOnStore((s) => s.tryOn.setMobileLayout);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const optionsRef = useRef<HTMLButtonElement>(null);
  const coverageRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const mobile = useMediaQuery(MOBILE_LAYOUT_QUERY);
  const phoneLandscape = useMediaQuery(PHONE_LANDSCAPE_QUERY);

  const product = (tryOn.productId !== null && byId[tryOn.productId]) || home;
  const variant = product.variants.find((v) => v.id === tryOn.variantId) ?? null;
  const config = variant?.vtoConfig ?? null;
  const inSession = tryOn.status === 'live' || tryOn.status === 'captured';
  const portraitAdvice = phoneLandscape && !tryOn.portraitDismissed;

  // A layout effect: the dialog is modal before the stage's effects put focus on its first action.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The page behind a modal try-on does not scroll.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close?.();
    };
  }, []);

  // Spec 1 §4: the session ends when the page is hidden or left, and resumes on return.
  useEffect(() => {
    const onVisibility = () => (document.visibilityState === 'hidden' ? pause('hidden') : resume());
    const onPageHide = () => pause('pagehide');
    const onPageShow = (e: PageTransitionEvent) => e.persisted && resume();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [pause, resume]);

  // A widget taken off the page (section re-render) ends its session too.
  useEffect(() => () => closeTryOn(), [closeTryOn]);

  useEffect(() => setMobile(mobile), [mobile, setMobile]);

  useEffect(() => {
    if (!inSession) setMenuOpen(false);
  }, [inSession]);

  // Escape: out of the captured panel first, else out of the try-on.
  useFocusTrap(dialogRef, true, () => (tryOn.status === 'captured' ? backToView() : closeTryOn()), undefined, returnFocusRef);

  const choosePhoto = () => fileRef.current?.click();
  const startPhoto = (file: Blob) => canvasRef.current && void startTryOn(canvasRef.current, { kind: 'photo', file });
  const startCamera = () => canvasRef.current && void startTryOn(canvasRef.current, { kind: 'camera' });

  return (
    <dialog
      ref={dialogRef}
      className="vto"
      aria-labelledby="vanity-vto-title"
      data-status={tryOn.status}
      data-layout={mobile ? 'mobile' : 'desktop'}
      onCancel={(e) => e.preventDefault()}
    >
      <div className="bar">
        {product.id === home.id ? (
          <span className="thumb current">{home.img && <img src={home.img.src} alt="" width={40} height={40} />}</span>
        ) : (
          <button
            type="button"
            className="thumb"
            onClick={() => selectProduct(home)}
            aria-label={t('tryOn.backTo', { product: home.name })}
          >
            {home.img && <img src={home.img.src} alt="" width={40} height={40} />}
          </button>
        )}
        {/* The shade has a line of its own: a long product name wraps or clamps, never pushing the shade out. */}
        <h2 id="vanity-vto-title" className="title">
          <span className="visually-hidden">{t('tryOn.dialog', { product: '' })}</span>
          <span className="product-name">{product.name}</span>
          {variant && hasShadeName(variant) && (
            <span className="shade-name">
              <span className="visually-hidden">, </span>
              {variant.name}
            </span>
          )}
        </h2>
        <div className="bar-actions">
          <button
            ref={optionsRef}
            type="button"
            className="icon"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={t('tryOn.options')}
            title={t('tryOn.options')}
            disabled={!inSession}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <circle cx="5" cy="12" r="1.8" />
              <circle cx="12" cy="12" r="1.8" />
              <circle cx="19" cy="12" r="1.8" />
            </svg>
          </button>
          <button type="button" className="icon close" aria-label={t('tryOn.close')} title={t('tryOn.close')} onClick={closeTryOn}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {menuOpen && (
          <OptionsMenu
            canvasRef={canvasRef}
            product={product}
            showCoverage={hasCoverage(config)}
            canSuggestShade={tryOnVariants(product).some((v) => v.skintone !== null)}
            onClose={() => {
              setMenuOpen(false);
              optionsRef.current?.focus();
            }}
            onAdjustCoverage={() => {
              setMenuOpen(false);
              requestAnimationFrame(() => coverageRef.current?.focus());
            }}
            onChoosePhoto={() => {
              setMenuOpen(false);
              choosePhoto();
            }}
            onLiveView={() => {
              setMenuOpen(false);
              startCamera();
            }}
          />
        )}
      </div>
      <TryOnStage
        canvasRef={canvasRef}
        product={product}
        variant={variant}
        mobile={mobile}
        portraitAdvice={portraitAdvice}
        onCamera={startCamera}
        onChoosePhoto={choosePhoto}
      />
      {tryOn.status === 'captured' && tryOn.captured && (
        <CapturedPanel product={product} variant={variant} canvasRef={canvasRef} onChoosePhoto={choosePhoto} />
      )}
      <div className="sheet">
        {tryOn.shadeSuggestion && tryOn.status === 'live' && (
          <ShadeSuggestion product={product} onAdjustCoverage={hasCoverage(config) ? () => coverageRef.current?.focus() : null} />
        )}
        {/* Shades can be chosen before the view starts too, so the column is never empty. */}
        <TryOnControls products={products} product={product} coverageRef={coverageRef} />
      </div>
      <PhotoInput inputRef={fileRef} onFile={startPhoto} />
    </dialog>
  );
}
