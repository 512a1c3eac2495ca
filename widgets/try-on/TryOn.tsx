import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { PhotoInput } from '../../shared/react/PhotoInput';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useAppStore } from '../../shared/store/react';
import { tryOnVariants } from '../../shared/store/slices/try-on-slice';
import { hasCoverage, hasLighting, hasLooks } from '../../shared/try-on/looks';
import { TryOnControls } from './TryOnControls';

/**
 * Virtual try-on on a product page (spec 1 §2, "Try-on screens"): a source
 * prompt, loading, the live view with shades and looks, and the error prompt.
 * Input: data-product-handle. ?vto=camera|upload starts it on page load.
 */
export function TryOn({ host }: WidgetProps) {
  const handle = host.dataset.productHandle ?? '';
  const t = useAppStore((s) => s.t);
  const tryOn = useAppStore((s) => s.tryOn);
  const loadProduct = useAppStore((s) => s.loadProduct);
  const reportError = useAppStore((s) => s.reportError);
  const openTryOn = useAppStore((s) => s.openTryOn);
  const startTryOn = useAppStore((s) => s.startTryOn);
  const closeTryOn = useAppStore((s) => s.closeTryOn);
  const [product, setProduct] = useState<Product | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const autoStart = useRef<string | null>(new URL(window.location.href).searchParams.get('vto'));

  useEffect(() => {
    let live = true;
    loadProduct({ handle })
      .then((p) => live && setProduct(p))
      .catch((error) => {
        reportError(error, { where: 'try-on:product', handle });
        if (live) setLoadFailed(true);
      });
    return () => {
      live = false;
    };
  }, [handle, loadProduct, reportError]);

  const active = !!product && tryOn.productId === product.id && tryOn.status !== 'idle';

  // Spec 1 §4: vto=camera or vto=upload on page load starts the session once loading finishes.
  useEffect(() => {
    if (!product || !autoStart.current) return;
    if (tryOn.status === 'idle') openTryOn(product);
    else if (tryOn.status === 'prompt' && canvasRef.current) {
      const source = autoStart.current;
      autoStart.current = null;
      void startTryOn(canvasRef.current, source === 'camera' ? { kind: 'camera' } : { kind: 'photo' });
    }
  }, [product, tryOn.status, openTryOn, startTryOn]);

  if (loadFailed) return <p role="alert" className="notice">{t('tryOn.errors.startup')}</p>;
  if (!product || tryOnVariants(product).length === 0) return null;

  const variant = product.variants.find((v) => v.id === tryOn.variantId) ?? null;
  const config = variant?.vtoConfig ?? null;
  const startPhoto = (file: Blob) => canvasRef.current && void startTryOn(canvasRef.current, { kind: 'photo', file });
  const choosePhoto = () => fileRef.current?.click();

  if (!active) {
    return (
      <button type="button" className="open" onClick={() => openTryOn(product)}>
        {t('tryOn.open')}
      </button>
    );
  }

  return (
    <section className="session" aria-label={t('tryOn.open')}>
      <div className="stage" data-status={tryOn.status}>
        <canvas
          ref={canvasRef}
          role="img"
          hidden={tryOn.status !== 'live'}
          aria-label={t(tryOn.source === 'photo' ? 'tryOn.photoLabel' : 'tryOn.canvasLabel', { product: product.name, shade: variant?.name ?? '' })}
        />
        {tryOn.status === 'prompt' && (
          <div className="panel">
            <p className="title">{t('tryOn.sourcePrompt')}</p>
            <div className="actions">
              <button type="button" className="primary" onClick={() => canvasRef.current && void startTryOn(canvasRef.current, { kind: 'camera' })}>
                {t('tryOn.camera')}
              </button>
              <button type="button" onClick={choosePhoto}>
                {t('tryOn.photo')}
              </button>
            </div>
            <p className="privacy">{t('tryOn.privacy')}</p>
          </div>
        )}
        {tryOn.status === 'loading' && (
          <div className="panel" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{t('tryOn.loading')}</p>
            {tryOn.asking && <p className="asking">{t('tryOn.askingCamera')}</p>}
          </div>
        )}
        {tryOn.status === 'error' && tryOn.error && (
          <div className="panel error" role="alert">
            <p>{t(tryOn.error.message)}</p>
            <div className="actions">
              {tryOn.error.offerPhoto && (
                <button type="button" className="primary" onClick={choosePhoto}>
                  {t('tryOn.choosePhoto')}
                </button>
              )}
              {tryOn.error.offerSecure && <a href={window.location.href.replace(/^http:/, 'https:')}>{t('tryOn.loadSecurely')}</a>}
            </div>
          </div>
        )}
        {tryOn.status === 'live' && !tryOn.faceFound && (
          <p className="hint" role="status">
            {t('tryOn.noFace')}
          </p>
        )}
      </div>
      {tryOn.status === 'live' && (
        <TryOnControls
          product={product}
          canvas={canvasRef}
          showCoverage={hasCoverage(config)}
          showLighting={hasLighting(config)}
          showLooks={hasLooks(config)}
        />
      )}
      <button type="button" className="close" onClick={closeTryOn}>
        {t('tryOn.close')}
      </button>
      <PhotoInput inputRef={fileRef} onFile={startPhoto} />
    </section>
  );
}

