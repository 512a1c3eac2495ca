import { useShadeFinderStore } from './shade-finder-slices';

/** A photo the analysis had something to say about: lighting advice to accept, or the reason to try again. */
export function ShadeReview({ onChoosePhoto }: { onChoosePhoto(): void }) {
  const t = useShadeFinderStore((s) => s.session.t);
  const result = useShadeFinderStore((s) => s.shadeFinder.result);
  const accept = useShadeFinderStore((s) => s.shadeFinder.acceptResult);
  const retake = useShadeFinderStore((s) => s.shadeFinder.retakePhoto);
  const warning = result?.warning;
  if (!warning) return null;
  const text = warning.description
    .map((key) => t(key))
    .join('')
    .trim();
  return (
    <div className={warning.allowIgnore ? 'review advice' : 'review error'} role="alert">
      {warning.title && <p className="title">{t(warning.title)}</p>}
      <p>{text}</p>
      <div className="actions">
        {warning.allowIgnore && (
          <button type="button" className="primary" onClick={accept}>
            {t('shade.useAnyway')}
          </button>
        )}
        <button type="button" className={warning.allowIgnore ? '' : 'primary'} onClick={retake}>
          {t('shade.retake')}
        </button>
        <button type="button" onClick={onChoosePhoto}>
          {t('tryOn.choosePhotoShort')}
        </button>
      </div>
    </div>
  );
}
