import { StillsOptIn } from './StillsOptIn';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { PhotoInput } from '../../shared/react/PhotoInput';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useTryOnStore } from './try-on-slices';
import { useCartSync } from '../../shared/store/use-cart-sync';
import { tryOnVariants } from '../../shared/catalog/product-rules';
import type { TryOnSourceChoice } from '../../shared/store/slices/try-on/try-on-state';
import { TryOnDialog } from './TryOnDialog';
import { announceTryOnOverlayClosed, TRY_ON_OVERLAY_MODE } from '../../shared/react/try-on-overlay';

/**
 * Virtual try-on (spec 1 §2 "Try-on screens", §4 "Try-on session").
 * Inputs: data-product-handle (the page's product), data-product-handles
 * (others to switch to, comma-separated) and data-mode="page" for the intro
 * panel of /pages/virtual-try-on. ?vto=camera|upload starts it on page load.
 * data-mode="overlay" (another widget opened it, see try-on-overlay.ts): opens at once on data-variant-id,
 * with no button of its own, and says so on its placeholder when it closes.
 */
export function TryOn({ host }: WidgetProps) {
  const mode = host.dataset.mode === 'page' ? 'page' : host.dataset.mode === TRY_ON_OVERLAY_MODE ? 'overlay' : 'product';
  const t = useTryOnStore((s) => s.session.t);
  const status = useTryOnStore((s) => s.tryOn.status);
  const homeId = useTryOnStore((s) => s.tryOn.homeProductId);
  const loadProduct = useTryOnStore((s) => s.catalog.loadProduct);
  const listed = useTryOnStore((s) => s.catalog.listable);
  const reportError = useTryOnStore((s) => s.session.reportError);
  const openTryOn = useTryOnStore((s) => s.tryOn.open);
  const startTryOn = useTryOnStore((s) => s.tryOn.start);
  const prefetchTryOnModels = useTryOnStore((s) => s.tryOnEntry.prefetchModels);
  // The page's product: its first load, a failed one (the Storefront API did not answer), or Try again under way.
  const [productLoad, setProductLoad] = useState<'loading' | 'failed' | 'retrying' | 'done'>('loading');
  const [loadAttempt, setLoadAttempt] = useState(0);
  const retriedLoad = useRef(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // Its way in: where focus returns when the try-on closes after opening by itself from ?vto=.
  const openerRef = useRef<HTMLButtonElement>(null);
  // The page's ?variant= (e.g. from the shade finder's results) is the shade the try-on opens on.
  const [askedVariant] = useState(
    () => Number(mode === 'overlay' ? host.dataset.variantId : new URL(window.location.href).searchParams.get('variant')) || null,
  );
  const [pending, setPending] = useState<TryOnSourceChoice | null>(() => {
    const vto = new URL(window.location.href).searchParams.get('vto');
    return vto === 'camera' ? { kind: 'camera' } : vto === 'upload' ? { kind: 'photo' } : null;
  });
  const homeHandle = host.dataset.productHandle ?? '';
  const others = host.dataset.productHandles ?? '';
  const [home, setHome] = useState<Product | null>(null);
  const [more, setMore] = useState<Product[]>([]);
  const active = !!home && status !== 'idle' && homeId === home.id;
  useCartSync();

  useEffect(() => {
    let live = true;
    loadProduct({ handle: homeHandle })
      .then((p) => {
        if (!live) return;
        setHome(p && listed(p) && tryOnVariants(p).length > 0 ? p : null);
        setProductLoad('done');
      })
      .catch((error) => {
        reportError(error, { where: 'try-on:product', handle: homeHandle });
        if (live) setProductLoad('failed');
      });
    return () => {
      live = false;
    };
    // loadAttempt: Try again loads it again.
  }, [homeHandle, loadProduct, listed, reportError, loadAttempt]);

  // The other products only matter once the try-on is open; one that fails to load is left out.
  useEffect(() => {
    if (!active || !others) return;
    let live = true;
    const handles = others
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h && h !== homeHandle);
    void Promise.all(
      handles.map((handle) =>
        loadProduct({ handle }).catch((error) => {
          reportError(error, { where: 'try-on:product', handle });
          return null;
        }),
      ),
    ).then((list) => live && setMore(list.filter((p): p is Product => !!p && !!listed(p) && tryOnVariants(p).length > 0)));
    return () => {
      live = false;
    };
  }, [active, others, homeHandle, loadProduct, listed, reportError]);

  // Spec 1 §4: ?vto= on page load (or a button of the intro panel) starts the session once loading finishes.
  useEffect(() => {
    if (!home || !pending) return;
    if (!active) openTryOn(home, home, askedVariant);
    else if (status === 'prompt' && canvasRef.current) {
      setPending(null);
      void startTryOn(canvasRef.current, pending);
    }
  }, [home, pending, active, status, openTryOn, startTryOn, askedVariant]);

  // After Try again, with no session waiting to start (which takes focus itself), focus goes to the way in it brought.
  useEffect(() => {
    if (!retriedLoad.current || !home || pending) return;
    retriedLoad.current = false;
    openerRef.current?.focus();
  }, [home, pending]);

  // Overlay: open once the product is here; closing hands the shopper back to the widget that opened it.
  const overlayOpened = useRef(false);
  useEffect(() => {
    if (mode !== 'overlay' || !home) return;
    if (!overlayOpened.current) {
      overlayOpened.current = true;
      openTryOn(home, home, askedVariant);
    } else if (!active) announceTryOnOverlayClosed(host);
  }, [mode, home, active, openTryOn, askedVariant, host]);

  if (productLoad === 'failed' || productLoad === 'retrying') {
    // Try again loads the product again; the source chosen (?vto=, a button of the intro panel, a photo) still waits in
    // `pending` and starts once it has loaded. The button stays while it loads, so focus stays on it.
    const retryLoad = () => {
      if (productLoad !== 'failed') return;
      retriedLoad.current = true;
      setProductLoad('retrying');
      setLoadAttempt((n) => n + 1);
    };
    return (
      <div className="load-failed">
        <p role="alert" className="notice">
          {t('tryOn.errors.startup')}
        </p>
        <button type="button" aria-disabled={productLoad === 'retrying'} onClick={retryLoad}>
          {t('tryOn.retry')}
        </button>
      </div>
    );
  }
  if (!home) return null;
  // Intent (a pointer over, a press on, or focus on a way in): the model set starts downloading before the click,
  // not after the camera is chosen. A touch screen has no hover: its press is the first sign.
  const prefetch = () => prefetchTryOnModels({ handle: home.handle, config: tryOnVariants(home)[0]?.vtoConfig ?? null });
  const intent = { onPointerEnter: prefetch, onPointerDown: prefetch, onFocus: prefetch };

  return (
    <>
      {mode === 'page' ? (
        <section className="intro" aria-labelledby="vanity-intro-title">
          <h2 id="vanity-intro-title">{t('tryOn.intro.title')}</h2>
          <p>{t('tryOn.intro.text')}</p>
          <div className="actions">
            <button ref={openerRef} type="button" className="primary" {...intent} onClick={() => setPending({ kind: 'camera' })}>
              {t('tryOn.activateCamera')}
            </button>
            <button type="button" {...intent} onClick={() => fileRef.current?.click()}>
              {t('tryOn.choosePhotoShort')}
            </button>
          </div>
          <p className="privacy">{t('tryOn.privacy')}</p>
          <StillsOptIn />
        </section>
      ) : mode === 'overlay' ? null : (
        <button ref={openerRef} type="button" className="open" {...intent} onClick={() => openTryOn(home, home, askedVariant)}>
          {t('tryOn.open')}
        </button>
      )}
      {active && <TryOnDialog products={[home, ...more]} home={home} canvasRef={canvasRef} returnFocusRef={openerRef} />}
      <PhotoInput inputRef={fileRef} onFile={(file) => setPending({ kind: 'photo', file })} />
    </>
  );
}
