import { useRef, type RefObject } from 'react';
import type { Product, Variant } from '../../shared/catalog/product-types';
import { useFocusTrap } from '../../shared/react/use-focus-trap';
import { useMediaQuery } from '../../shared/react/use-media-query';
import { useTryOnStore } from './try-on-slices';

interface Props {
  product: Product;
  variant: Variant | null;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onChoosePhoto(): void;
}

/** The captured photo with Live view (or Back on a photo), Share, Save and Retake. */
export function CapturedPanel({ product, variant, canvasRef, onChoosePhoto }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const captured = useTryOnStore((s) => s.tryOn.captured);
  const source = useTryOnStore((s) => s.tryOn.source);
  const canShare = useTryOnStore((s) => s.tryOn.canShareImages);
  const back = useTryOnStore((s) => s.tryOn.backToView);
  const save = useTryOnStore((s) => s.tryOn.saveImage);
  const share = useTryOnStore((s) => s.tryOn.shareImage);
  const takePhoto = useTryOnStore((s) => s.tryOn.takePhoto);
  const touch = useMediaQuery('(pointer: coarse)');
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, back);
  if (!captured) return null;

  const retake = () => {
    if (source === 'photo') return onChoosePhoto();
    back();
    // The canvas is back on screen once the panel has gone.
    requestAnimationFrame(() => canvasRef.current && void takePhoto(canvasRef.current));
  };

  return (
    <div ref={ref} className="captured" role="group" aria-labelledby="vanity-captured-title">
      <p id="vanity-captured-title" className="visually-hidden">
        {t('tryOn.captured.title')}
      </p>
      <img src={captured.url} alt={t('tryOn.captured.label', { product: product.name, shade: variant?.name ?? '' })} />
      {/* On phones a long press on the picture opens the system's share and save menu. */}
      {touch && <p className="hint-inline">{t('tryOn.captured.hint')}</p>}
      <div className="actions">
        <button type="button" onClick={back}>
          {t(source === 'photo' ? 'tryOn.captured.back' : 'tryOn.captured.liveView')}
        </button>
        {canShare && (
          <button type="button" onClick={() => void share(null)}>
            {t('tryOn.captured.share')}
          </button>
        )}
        <button type="button" className="primary" onClick={() => void save(null)}>
          {t('tryOn.captured.save')}
        </button>
        <button type="button" onClick={retake}>
          {t('tryOn.captured.retake')}
        </button>
      </div>
    </div>
  );
}
