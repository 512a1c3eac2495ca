import type { CSSProperties } from 'react';
import { useTryOnStore } from './try-on-slices';

interface Props {
  /** The view is shown mirrored (the live camera): the canvas's left edge is on the right of the screen. */
  mirrored: boolean;
}

/**
 * The before/after divider over the view. The split is the share of the canvas,
 * from its left edge, that shows make-up; the renderer draws it that way. On a
 * mirrored view that share lies on the right of the screen, so the range runs
 * right to left there: its thumb, the line drawn and the split drawn stay on
 * the same spot, and the arrow keys still move the line the way they point.
 * A native range gives the slider role, aria-valuenow, arrows, Home/End and
 * dragging; it lies invisibly over the whole view so the line can be dragged anywhere.
 */
export function BeforeAfterDivider({ mirrored }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const split = useTryOnStore((s) => s.tryOn.split);
  const setSplit = useTryOnStore((s) => s.tryOn.setSplit);
  const at = mirrored ? 1 - split : split;
  // The made-up side is left of the line on a photo, right of it on the mirrored camera.
  const [left, right] = mirrored
    ? (['tryOn.splitBefore', 'tryOn.splitAfter'] as const)
    : (['tryOn.splitAfter', 'tryOn.splitBefore'] as const);

  return (
    <div className="compare" style={{ '--at': `${at * 100}%` } as CSSProperties}>
      <input
        type="range"
        className="compare-input"
        dir={mirrored ? 'rtl' : 'ltr'}
        min={0}
        max={1}
        step={0.01}
        value={split}
        aria-label={t('tryOn.splitLabel')}
        onChange={(e) => setSplit(Number(e.currentTarget.value))}
      />
      <span className="compare-line" aria-hidden="true">
        <span className="compare-handle">
          <svg viewBox="0 0 24 24" width="18" height="18">
            <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" />
          </svg>
        </span>
      </span>
      <span className="compare-tag left" aria-hidden="true">
        {t(left)}
      </span>
      <span className="compare-tag right" aria-hidden="true">
        {t(right)}
      </span>
    </div>
  );
}
