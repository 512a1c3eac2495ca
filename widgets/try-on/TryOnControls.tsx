import { useId, type RefObject } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { useAppStore } from '../../shared/store/react';
import { tryOnVariants } from '../../shared/store/slices/try-on-slice';
import type { Coverage, Lighting, LookType } from '../../shared/try-on/looks';

interface Props {
  product: Product;
  canvas: RefObject<HTMLCanvasElement | null>;
  showCoverage: boolean;
  showLighting: boolean;
  showLooks: boolean;
}

/** Shades, looks, before/after and saving, under the live view. */
export function TryOnControls({ product, canvas, showCoverage, showLighting, showLooks }: Props) {
  const t = useAppStore((s) => s.t);
  const tryOn = useAppStore((s) => s.tryOn);
  const select = useAppStore((s) => s.selectTryOnVariant);
  const setCoverage = useAppStore((s) => s.setCoverage);
  const setLighting = useAppStore((s) => s.setLighting);
  const setLook = useAppStore((s) => s.setLook);
  const setBeforeAfter = useAppStore((s) => s.setBeforeAfter);
  const setSplit = useAppStore((s) => s.setSplit);
  const capture = useAppStore((s) => s.captureTryOn);
  const id = useId();

  async function save() {
    if (!canvas.current) return;
    const blob = await capture(canvas.current);
    if (!blob) return;
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${product.handle}-try-on.jpg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
  }

  return (
    <div className="controls">
      <fieldset className="shades">
        <legend>{t('tryOn.shades')}</legend>
        {tryOnVariants(product).map((v) => (
          <label key={v.id} className="shade" title={v.name}>
            <input type="radio" name={`${id}-shade`} checked={v.id === tryOn.variantId} onChange={() => select(v.id)} />
            {v.swatch?.startsWith('http') ? <img src={v.swatch} alt="" width={32} height={32} /> : <span className="chip" style={{ background: v.color ?? '#ccc' }} />}
            <span className="visually-hidden">{v.name}</span>
          </label>
        ))}
      </fieldset>
      {showCoverage && (
        <Choice
          legend={t('tryOn.coverage')}
          name={`${id}-coverage`}
          value={tryOn.selection.coverage}
          options={[
            [0, t('tryOn.coverage.lighter')],
            [1, t('tryOn.coverage.default')],
            [2, t('tryOn.coverage.darker')],
          ]}
          onChange={(v) => setCoverage(v as Coverage)}
        />
      )}
      {showLighting && (
        <Choice
          legend={t('tryOn.lighting')}
          name={`${id}-lighting`}
          value={tryOn.selection.lighting}
          options={[
            [0, t('tryOn.lighting.night')],
            [1, t('tryOn.lighting.day')],
          ]}
          onChange={(v) => setLighting(v as Lighting)}
        />
      )}
      {showLooks && (
        <Choice
          legend={t('tryOn.look')}
          name={`${id}-look`}
          value={tryOn.selection.look}
          options={[
            ['duet', t('tryOn.look.duet')],
            ['satin', t('tryOn.look.satin')],
            ['shimmer', t('tryOn.look.shimmer')],
          ]}
          onChange={(v) => setLook(v as LookType)}
        />
      )}
      <div className="row">
        <label className="toggle">
          <input type="checkbox" checked={tryOn.beforeAfter} onChange={(e) => setBeforeAfter(e.currentTarget.checked)} />
          {t('tryOn.beforeAfter')}
        </label>
        {tryOn.beforeAfter && (
          <input
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={tryOn.split}
            aria-label={t('tryOn.beforeAfter')}
            onChange={(e) => setSplit(Number(e.currentTarget.value))}
          />
        )}
        <button type="button" onClick={() => void save()}>
          {t('tryOn.savePhoto')}
        </button>
      </div>
    </div>
  );
}

function Choice<T extends string | number>({ legend, name, value, options, onChange }: { legend: string; name: string; value: T; options: Array<[T, string]>; onChange: (v: T) => void }) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={String(v)}>
          <input type="radio" name={name} checked={v === value} onChange={() => onChange(v)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
