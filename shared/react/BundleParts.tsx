import { useEffect, useId, useMemo, useState } from 'react';
import { bundleProperties, defaultPartVariant, isBundleInStock } from '../catalog/bundle';
import { isInStock } from '../catalog/product-rules';
import type { Product, Variant } from '../catalog/product-types';
import { storeHook } from '../store/react';
import type { catalogSlice } from '../store/slices/catalog-slice';

/** What a bundle's picker reads: the catalogue. Widgets that sell bundles check they install it (Installs). */
export type BundleSlices = readonly [typeof catalogSlice];
const useBundleStore = storeHook<BundleSlices>();

export interface BundleSelection {
  /** 'failed': an item could not be read (reported); retry tries again. */
  status: 'loading' | 'failed' | 'ready';
  parts: Product[];
  /** The chosen variant of each part, in the parts' order. */
  chosen: Variant[];
  threshold: number;
  choose(productId: number, variantId: number): void;
  retry(): void;
}

/**
 * A bundle's parts and the shopper's choice for each (spec 1 §3, spec 2 §4); null for a product that is not a
 * bundle. The parts' stock is kept fresh while shown.
 */
export function useBundleSelection(product: Product): BundleSelection | null {
  const bundle = product.isBundle && product.bundleItems.length > 0 ? product : null;
  const loadBundle = useBundleStore((s) => s.catalog.loadBundle);
  const partsOf = useBundleStore((s) => s.catalog.bundleParts);
  const keepFresh = useBundleStore((s) => s.catalog.keepInventoryFresh);
  const reportError = useBundleStore((s) => s.session.reportError);
  const byId = useBundleStore((s) => s.catalog.byId);
  const idByHandle = useBundleStore((s) => s.catalog.idByHandle);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<Record<number, number>>({});

  useEffect(() => {
    if (!bundle) return;
    let live = true;
    setFailed(false);
    loadBundle(bundle).catch((error) => {
      reportError(error, { where: 'catalog:bundle', product: bundle.handle });
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [bundle?.id, attempt]);

  // (byId and idByHandle: the parts are read again whenever the catalogue changes)
  const parts = useMemo(() => (bundle ? partsOf(bundle) : undefined), [bundle, partsOf, byId, idByHandle]);
  const partIds = parts?.map((p) => p.id).join(',') ?? '';
  useEffect(() => (partIds ? keepFresh(partIds.split(',').map(Number)) : undefined), [partIds]);

  if (!bundle) return null;
  const threshold = bundle.bundleThreshold;
  const shown = parts ?? [];
  const chosen = shown.flatMap((part) => {
    const v = part.variants.find((x) => x.id === picked[part.id]) ?? defaultPartVariant(part, threshold);
    return v ? [v] : [];
  });
  return {
    status: parts ? 'ready' : failed ? 'failed' : 'loading',
    parts: shown,
    chosen,
    threshold,
    choose: (productId, variantId) => setPicked((p) => ({ ...p, [productId]: variantId })),
    retry: () => setAttempt((n) => n + 1),
  };
}

/** Whether the bundle (or a plain product: its variant) can be added now. */
export function canAddSelection(variant: Variant, selection: BundleSelection | null): boolean {
  if (!selection) return isInStock(variant);
  return selection.status === 'ready' && isBundleInStock(variant, selection.chosen, selection.threshold);
}

/** The line-item properties of the add: the chosen shade of each part (none for a plain product). */
export function selectionProperties(selection: BundleSelection | null): Record<string, string> | undefined {
  return selection ? bundleProperties(selection.parts, selection.chosen) : undefined;
}

/** What is in the set: each part with its shade (a picker where there is a choice) and its stock. */
export function BundleParts({ selection }: { selection: BundleSelection }) {
  const t = useBundleStore((s) => s.session.t);
  const id = useId();
  const { parts, chosen, threshold, status } = selection;
  return (
    <div className="bundle" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="bundle-title">
        {t('cart.bundle.contains')}
      </p>
      {status === 'loading' && <p className="bundle-note">{t('cart.bundle.loading')}</p>}
      {status === 'failed' && (
        <p role="alert" className="bundle-note">
          {t('cart.bundle.failed')}{' '}
          <button type="button" className="link" onClick={selection.retry}>
            {t('cart.retry')}
          </button>
        </p>
      )}
      {status === 'ready' && (
        <ul>
          {parts.map((part, i) => {
            const v = chosen[i];
            if (!v) return null;
            const img = v.img ?? part.img;
            return (
              <li key={part.id}>
                {img && <img src={img.src} alt="" width={40} height={40} />}
                <span className="bundle-part">
                  <span className="bundle-name">{part.name}</span>
                  {part.variants.length > 1 ? (
                    <select
                      aria-label={t('cart.bundle.shadeOf', { product: part.name })}
                      value={v.id}
                      onChange={(e) => selection.choose(part.id, Number(e.currentTarget.value))}
                    >
                      {part.variants.map((option) => (
                        <option key={option.id} value={option.id}>
                          {isInStock(option, threshold) ? option.name : t('cart.bundle.optionSoldOut', { shade: option.name })}
                        </option>
                      ))}
                    </select>
                  ) : (
                    v.title !== 'Default Title' && <span className="bundle-shade">{v.name}</span>
                  )}
                  {!isInStock(v, threshold) && <span className="bundle-out">{t('cart.bundle.partSoldOut')}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
