import { StillsOptIn } from './StillsOptIn';
import { useEffect, useRef, type RefObject } from 'react';
import type { Product, Variant } from '../../shared/catalog/product-types';
import { keepFocusInside } from '../../shared/react/use-focus-trap';
import { useTryOnStore } from './try-on-slices';
import { BeforeAfterDivider } from './BeforeAfterDivider';

interface Props {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  product: Product;
  variant: Variant | null;
  mobile: boolean;
  portraitAdvice: boolean;
  onCamera(): void;
  onChoosePhoto(): void;
}

/** The canvas and what lies over it: source prompt, loading, scanning, before/after divider, countdown, flash, errors, portrait advice. */
export function TryOnStage({ canvasRef, product, variant, mobile, portraitAdvice, onCamera, onChoosePhoto }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const tryOn = useTryOnStore((s) => s.tryOn);
  const dismissPortrait = useTryOnStore((s) => s.tryOn.dismissPortraitAdvice);
  const dismissNotice = useTryOnStore((s) => s.tryOn.dismissNotice);
  const retry = useTryOnStore((s) => s.tryOn.retry);
  const stageRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const secureRef = useRef<HTMLAnchorElement>(null);
  const showCanvas = tryOn.status === 'live' || tryOn.status === 'captured';
  // The live camera is a mirror, as a selfie is; a photo is shown as it is. Only the view is flipped: captures are not.
  const mirrored = tryOn.source === 'camera';

  // A new panel (prompt, error, advice, a notice) puts focus on its main action; otherwise, when the
  // control that had focus went away (prompt → loading → live), focus stays in the try-on.
  useEffect(() => {
    const primary = primaryRef.current ?? secureRef.current;
    if (primary) primary.focus({ preventScroll: true });
    else keepFocusInside(stageRef.current?.closest('dialog') ?? null);
  }, [tryOn.status, tryOn.promptNotice, portraitAdvice]);

  return (
    <div ref={stageRef} className={portraitAdvice ? 'stage advice' : 'stage'} data-layout={mobile ? 'mobile' : 'desktop'}>
      <canvas
        ref={canvasRef}
        role="img"
        className={mirrored ? 'mirrored' : undefined}
        hidden={!showCanvas}
        aria-label={t(tryOn.source === 'photo' ? 'tryOn.photoLabel' : 'tryOn.canvasLabel', {
          product: product.name,
          shade: variant?.name ?? '',
        })}
      />
      {portraitAdvice ? (
        <div className="panel" role="alertdialog" aria-labelledby="vanity-portrait-title" aria-describedby="vanity-portrait-text">
          <span className="rotate" aria-hidden="true" />
          <p id="vanity-portrait-title" className="title">
            {t('tryOn.portrait.title')}
          </p>
          <p id="vanity-portrait-text">{t('tryOn.portrait.text')}</p>
          <div className="actions">
            <button ref={primaryRef} type="button" className="primary" onClick={dismissPortrait}>
              {t('tryOn.portrait.continue')}
            </button>
          </div>
        </div>
      ) : (
        <>
          {tryOn.status === 'prompt' && (
            <div className="panel">
              <p className="title">{t('tryOn.sourcePrompt')}</p>
              {tryOn.promptNotice && (
                <p className="notice" role="alert">
                  {t(tryOn.promptNotice)}
                </p>
              )}
              <div className="actions">
                {/* The label's photo went missing: choosing a photo comes first. */}
                {(tryOn.promptNotice === 'tryOn.uploadMissing' ? (['photo', 'camera'] as const) : (['camera', 'photo'] as const)).map(
                  (source, i) => (
                    <button
                      key={source}
                      ref={i === 0 ? primaryRef : undefined}
                      type="button"
                      className={i === 0 ? 'primary' : undefined}
                      onClick={source === 'camera' ? onCamera : onChoosePhoto}
                    >
                      {t(source === 'camera' ? 'tryOn.camera' : 'tryOn.photo')}
                    </button>
                  ),
                )}
              </div>
              <p className="privacy">{t('tryOn.privacy')}</p>
              <StillsOptIn />
            </div>
          )}
          {tryOn.status === 'loading' && <LoadingPanel />}
          {tryOn.status === 'error' && tryOn.error && (
            <div className="panel error">
              {/* The message alone is the alert: the actions under it are not part of what is announced. */}
              <p role="alert">{t(tryOn.error.message)}</p>
              <div className="actions">
                {tryOn.error.offerRetry && (
                  <button
                    ref={primaryRef}
                    type="button"
                    className="primary"
                    onClick={() => canvasRef.current && void retry(canvasRef.current)}
                  >
                    {t('tryOn.retry')}
                  </button>
                )}
                {tryOn.error.offerPhoto && (
                  <button
                    ref={tryOn.error.offerRetry ? undefined : primaryRef}
                    type="button"
                    className={tryOn.error.offerRetry ? undefined : 'primary'}
                    onClick={onChoosePhoto}
                  >
                    {t('tryOn.choosePhoto')}
                  </button>
                )}
                {tryOn.error.secureUrl && (
                  <a ref={secureRef} className="button primary" href={tryOn.error.secureUrl}>
                    {t('tryOn.loadSecurely')}
                  </a>
                )}
              </div>
            </div>
          )}
        </>
      )}
      {tryOn.status === 'live' && tryOn.beforeAfter && <BeforeAfterDivider mirrored={mirrored} />}
      {tryOn.status === 'live' && tryOn.faceFound === false && !tryOn.scanning && !tryOn.countdown && (
        <p className="hint" role="status">
          {t('tryOn.noFace')}
        </p>
      )}
      {/* Spec 1 §2's scanning overlay: while Suggest shade analyses the view, and while the live camera's tracker
          has not yet answered (a photo is scanned on the loading panel, before the view shows). */}
      {tryOn.status === 'live' && !tryOn.countdown && (tryOn.scanning || tryOn.faceFound === null) && (
        <div className="scanning-overlay" role="status">
          <span className="scan" aria-hidden="true" />
          <span>{t(tryOn.scanning ? 'shade.analysing' : 'tryOn.findingFace')}</span>
        </div>
      )}
      {tryOn.countdown !== null && (
        <div className="countdown" role="status" aria-live="assertive">
          <span aria-hidden="true">{tryOn.countdown}</span>
          <span className="visually-hidden">{t('tryOn.countdown', { n: tryOn.countdown })}</span>
        </div>
      )}
      {tryOn.flash > 0 && <div key={tryOn.flash} className="flash" aria-hidden="true" />}
      {tryOn.notice && (
        <div className="toast" role="status">
          <span>{t(tryOn.notice)}</span>
          <button type="button" onClick={dismissNotice} aria-label={t('tryOn.dismiss')}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * While the model set downloads: a bar of bytes received over the manifest's total, the percent beside it, and
 * the spec's 'Loading Virtual Try On...' for screen readers with a quarter-step update (not one per percent).
 * Then the photo's scan, or a spinner while the camera and tracker start.
 */
function LoadingPanel() {
  const t = useTryOnStore((s) => s.session.t);
  const scanning = useTryOnStore((s) => s.tryOn.scanning);
  const asking = useTryOnStore((s) => s.tryOn.asking);
  const loadPercent = useTryOnStore((s) => s.tryOn.loadPercent);
  const downloading = loadPercent !== null && loadPercent < 100;
  const quarter = downloading ? Math.floor(loadPercent / 25) * 25 : 0;
  return (
    <div className={scanning && !downloading ? 'panel scanning' : 'panel'}>
      {downloading ? (
        <div className="progress">
          <div
            className="track"
            role="progressbar"
            aria-label={t('tryOn.loading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={loadPercent}
          >
            <span style={{ width: `${loadPercent}%` }} />
          </div>
          <span className="percent" aria-hidden="true">
            {t('tryOn.loadedPercent', { percent: loadPercent })}
          </span>
        </div>
      ) : scanning ? (
        <span className="scan" aria-hidden="true" />
      ) : (
        <span className="spinner" aria-hidden="true" />
      )}
      <p role="status">
        {t(scanning && !downloading ? 'tryOn.scanning' : 'tryOn.loading')}
        {quarter > 0 && <span className="visually-hidden"> {t('tryOn.loadedPercent', { percent: quarter })}</span>}
      </p>
      {asking && <p className="asking">{t('tryOn.askingCamera')}</p>}
    </div>
  );
}
