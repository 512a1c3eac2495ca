import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { useRadioGroup } from '../../shared/react/use-radio-group';
import type { WidgetProps } from '../../shared/react/widget-host';
import { CONCERNS, COVERAGES, SKIN_IMAGES, UNDERTONES } from '../../shared/shade/shade-results-params';
import { useShadeFinderStore } from './shade-finder-slices';
import { QUESTION_STEPS, ShadeEventSource } from '../../shared/store/slices/shade-slice';
import { ShadeReview } from './ShadeReview';
import { useShadeCamera } from './use-shade-camera';

/**
 * /pages/shade-finder (spec 1 §2 "questionnaire mode"): skin image, undertone,
 * concerns and coverage, then a photo from the camera (or a chosen one when
 * the camera is skipped); the result opens /pages/shade-finder-results/{params}.
 * Input: data-product-handle, the foundation whose shades are matched.
 */
export function ShadeFinder({ host }: WidgetProps) {
  const handle = host.dataset.productHandle ?? '';
  const t = useShadeFinderStore((s) => s.session.t);
  const finder = useShadeFinderStore((s) => s.shadeFinder);
  const loadProduct = useShadeFinderStore((s) => s.catalog.loadProduct);
  const reportError = useShadeFinderStore((s) => s.session.reportError);
  const start = useShadeFinderStore((s) => s.shadeFinder.start);
  const answer = useShadeFinderStore((s) => s.shadeFinder.answer);
  const next = useShadeFinderStore((s) => s.shadeFinder.next);
  const back = useShadeFinderStore((s) => s.shadeFinder.previous);
  const toggleHowTo = useShadeFinderStore((s) => s.shadeFinder.toggleHowToUse);
  const skipCamera = useShadeFinderStore((s) => s.shadeFinder.skipCamera);
  const analyse = useShadeFinderStore((s) => s.shadeFinder.analysePhoto);
  const [product, setProduct] = useState<Product | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const camera = useShadeCamera(videoRef, finder.step);
  const skinRadios = useRadioGroup(SKIN_IMAGES, finder.answers.skin, (skin) => answer({ skin }));

  useEffect(() => {
    loadProduct({ handle }).then(setProduct, (error) => reportError(error, { where: 'shade-finder:product', handle }));
  }, [handle, loadProduct, reportError]);
  // Each step's question takes focus, so screen readers hear it and the keyboard starts there.
  useEffect(() => {
    if (finder.step !== 'intro') headingRef.current?.focus({ preventScroll: false });
  }, [finder.step]);

  const questionIndex = (QUESTION_STEPS as readonly string[]).indexOf(finder.step);
  const swatches = product ? pickSwatches(product) : [];
  const choosePhoto = () => {
    skipCamera();
    fileRef.current?.click();
  };

  const nav = (canGoOn: boolean) => (
    <div className="nav">
      <button type="button" onClick={back}>
        {t('shade.finder.back')}
      </button>
      <button type="button" className="primary" onClick={next} disabled={!canGoOn}>
        {t('shade.finder.next')}
      </button>
    </div>
  );

  return (
    <section className="finder" aria-labelledby={`${id}-title`}>
      {questionIndex >= 0 && (
        <p className="progress">
          {t('shade.finder.step', { n: questionIndex + 1, total: QUESTION_STEPS.length })}
          <span className="bar" aria-hidden="true">
            <span style={{ width: `${((questionIndex + 1) / QUESTION_STEPS.length) * 100}%` }} />
          </span>
        </p>
      )}
      {finder.step === 'intro' && (
        <div className="step">
          <h2 id={`${id}-title`}>{t('shade.finder.title')}</h2>
          <p>{t('shade.finder.intro', { count: product?.variants.length ?? 32 })}</p>
          <button type="button" className="primary" onClick={start}>
            {t('shade.finder.start')}
          </button>
        </div>
      )}
      {finder.step === 'skin' && (
        <fieldset className="step">
          <legend>
            <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
              {t('shade.finder.skinImage')}
            </h2>
          </legend>
          <div className="cards" {...skinRadios.group}>
            {SKIN_IMAGES.map((skin, i) => (
              <label key={skin} className="card">
                <input
                  type="radio"
                  name={`${id}-skin`}
                  checked={finder.answers.skin === skin}
                  onChange={() => answer({ skin })}
                  {...skinRadios.item(i)}
                />
                <span className="skin" style={{ background: swatches[i] ?? '#ccc' }} aria-hidden="true" />
                <span>{t(`shade.finder.skin.${skin}`)}</span>
              </label>
            ))}
          </div>
          {nav(!!finder.answers.skin)}
        </fieldset>
      )}
      {finder.step === 'undertone' && (
        <ChoiceStep
          title={t('shade.finder.undertone')}
          headingRef={headingRef}
          id={`${id}-title`}
          options={UNDERTONES.map((u) => [u, t(`shade.finder.undertone.${u}`)] as const)}
          chosen={finder.answers.undertone}
          onChoose={(undertone) => answer({ undertone })}
          nav={nav(!!finder.answers.undertone)}
        />
      )}
      {finder.step === 'concerns' && (
        <fieldset className="step">
          <legend>
            <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
              {t('shade.finder.concerns')}
            </h2>
          </legend>
          <div className="choices">
            {CONCERNS.map((concern) => (
              <label key={concern} className="choice">
                <input
                  type="checkbox"
                  checked={finder.answers.concerns.includes(concern)}
                  onChange={(e) =>
                    answer({
                      concerns: e.currentTarget.checked
                        ? [...finder.answers.concerns, concern]
                        : finder.answers.concerns.filter((c) => c !== concern),
                    })
                  }
                />
                {t(`shade.finder.concern.${concern}`)}
              </label>
            ))}
          </div>
          {nav(true)}
        </fieldset>
      )}
      {finder.step === 'coverage' && (
        <ChoiceStep
          title={t('shade.finder.coverage')}
          headingRef={headingRef}
          id={`${id}-title`}
          options={COVERAGES.map((c) => [c, t(`shade.finder.coverage.${c}`)] as const)}
          chosen={finder.answers.coverage}
          onChoose={(coverage) => answer({ coverage })}
          nav={nav(!!finder.answers.coverage)}
        />
      )}
      {(finder.step === 'photo' || finder.step === 'camera' || finder.step === 'analysing' || finder.step === 'review') && (
        <div className="step">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
            {t('shade.finder.photoTitle')}
          </h2>
          <p>{t('shade.finder.photoText')}</p>
          <div className="camera" hidden={finder.step !== 'camera'}>
            <video ref={videoRef} aria-label={t('shade.finder.cameraLabel')} playsInline muted />
          </div>
          {finder.step === 'photo' && (
            <>
              {finder.cameraError && (
                <p className="error" role="alert">
                  {t(finder.cameraError)}
                </p>
              )}
              <div className="actions">
                <button type="button" className="primary" onClick={() => void camera.turnOn()}>
                  {t('shade.finder.cameraOn')}
                </button>
                <button type="button" onClick={choosePhoto}>
                  {t('shade.finder.skipCamera')}
                </button>
              </div>
            </>
          )}
          {finder.step === 'camera' && (
            <div className="actions">
              <button type="button" className="primary" onClick={() => void camera.capture()}>
                {t('shade.finder.capture')}
              </button>
              <button type="button" onClick={choosePhoto}>
                {t('shade.finder.skipCamera')}
              </button>
            </div>
          )}
          {finder.step === 'analysing' && (
            <p className="analysing" role="status">
              <span className="scan" aria-hidden="true" />
              {t('shade.analysing')}
            </p>
          )}
          {finder.step === 'review' && <ShadeReview onChoosePhoto={choosePhoto} />}
          <p className="privacy">{t('shade.finder.privacy')}</p>
          <div className="nav">
            <button type="button" onClick={back}>
              {t('shade.finder.back')}
            </button>
            <button type="button" className="link" aria-expanded={finder.howToUseOpen} onClick={toggleHowTo}>
              {t('shade.finder.howToUse')}
            </button>
          </div>
          {finder.howToUseOpen && <p className="how-to">{t('shade.finder.howToUseText')}</p>}
        </div>
      )}
      <PhotoInput inputRef={fileRef} onFile={(file) => void analyse(file, ShadeEventSource.finderPhoto)} />
    </section>
  );
}

/** One question with one answer among several (undertone, coverage). */
function ChoiceStep<T extends string>({
  title,
  id,
  headingRef,
  options,
  chosen,
  onChoose,
  nav,
}: {
  title: string;
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  options: ReadonlyArray<readonly [T, string]>;
  chosen: T | null;
  onChoose: (value: T) => void;
  nav: ReactNode;
}) {
  const name = useId();
  const radios = useRadioGroup(
    options.map(([value]) => value),
    chosen,
    onChoose,
  );
  return (
    <fieldset className="step">
      <legend>
        <h2 id={id} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
      </legend>
      <div className="choices" {...radios.group}>
        {options.map(([value, label], i) => (
          <label key={value} className="choice">
            <input type="radio" name={name} checked={chosen === value} onChange={() => onChoose(value)} {...radios.item(i)} />
            {label}
          </label>
        ))}
      </div>
      {nav}
    </fieldset>
  );
}

/** Six shades spread over the range, fair to rich, as the skin pictures. */
function pickSwatches(product: Product): string[] {
  const shades = product.variants.filter((v) => v.color && v.skintone !== null).sort((a, b) => b.skintone! - a.skintone!);
  if (shades.length === 0) return [];
  return SKIN_IMAGES.map((_, i) => shades[Math.round((i / (SKIN_IMAGES.length - 1)) * (shades.length - 1))]!.color!);
}
