import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { useFocusTrap } from '../../shared/react/use-focus-trap';
import { useTryOnStore } from './try-on-slices';

interface Props {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  product: Product;
  showCoverage: boolean;
  /** The product has shades with a skintone, so a face photo can pick one. */
  canSuggestShade: boolean;
  onClose(): void;
  onAdjustCoverage(): void;
  onChoosePhoto(): void;
  onLiveView(): void;
}

/**
 * Spec 1 §2's options menu. Entries appear where they apply: Take photo
 * becomes "Share or save image" on a photo, Live view is offered on a photo,
 * Suggest shade and Adjust coverage for foundations, Share where the browser
 * can share files.
 */
export function OptionsMenu({ canvasRef, showCoverage, canSuggestShade, onClose, onAdjustCoverage, onChoosePhoto, onLiveView }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const tryOn = useTryOnStore((s) => s.tryOn);
  const canShare = useTryOnStore((s) => s.tryOn.canShareImages);
  const setBeforeAfter = useTryOnStore((s) => s.tryOn.setBeforeAfter);
  const takePhoto = useTryOnStore((s) => s.tryOn.takePhoto);
  const save = useTryOnStore((s) => s.tryOn.saveImage);
  const share = useTryOnStore((s) => s.tryOn.shareImage);
  const backToView = useTryOnStore((s) => s.tryOn.backToView);
  const suggestShade = useTryOnStore((s) => s.tryOn.suggestShade);
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);

  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const canvas = () => canvasRef.current;
  const live = tryOn.status === 'live';

  // Arrow keys, Home and End move between entries, as in any menu.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
    const i = items.indexOf(e.target as HTMLElement);
    const to =
      e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : null;
    if (to === null || items.length === 0) return;
    e.preventDefault();
    items[(to + items.length) % items.length]!.focus();
  };

  return (
    <div ref={ref} className="menu" role="menu" aria-label={t('tryOn.options')} onKeyDown={onKeyDown}>
      {live && (
        <button
          type="button"
          role="menuitemcheckbox"
          aria-checked={tryOn.beforeAfter}
          onClick={run(() => setBeforeAfter(!tryOn.beforeAfter))}
        >
          {t('tryOn.menu.beforeAfter')}
        </button>
      )}
      {live && (
        <button type="button" role="menuitem" onClick={run(() => canvas() && void takePhoto(canvas()!))}>
          {t(tryOn.source === 'camera' ? 'tryOn.menu.takePhoto' : 'tryOn.menu.shareOrSave')}
        </button>
      )}
      {canSuggestShade && live && (
        <button type="button" role="menuitem" onClick={run(() => canvas() && void suggestShade(canvas()!))}>
          {t('tryOn.menu.suggestShade')}
        </button>
      )}
      {showCoverage && live && (
        <button type="button" role="menuitem" onClick={onAdjustCoverage}>
          {t('tryOn.menu.adjustCoverage')}
        </button>
      )}
      {(tryOn.source === 'photo' || tryOn.status === 'captured') && (
        <button type="button" role="menuitem" onClick={tryOn.source === 'photo' ? onLiveView : run(backToView)}>
          {t('tryOn.menu.liveView')}
        </button>
      )}
      <button type="button" role="menuitem" onClick={onChoosePhoto}>
        {t('tryOn.menu.choosePhoto')}
      </button>
      {canShare && (
        <button type="button" role="menuitem" onClick={run(() => void share(canvas()))}>
          {t('tryOn.menu.sharePhoto')}
        </button>
      )}
      <button type="button" role="menuitem" onClick={run(() => void save(canvas()))}>
        {t('tryOn.menu.savePhoto')}
      </button>
    </div>
  );
}
