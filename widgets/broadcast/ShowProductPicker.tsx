import { useEffect, useId, useState, type Dispatch, type SetStateAction } from 'react';
import { formatMoney } from '../../shared/react/format-money';
import { useBroadcastStore } from './broadcast-slices';
import { SHOW_LIMITS, type Product } from '../../shared/store/slices/live-host/live-host-slice';

export interface Picked {
  product: Product;
  /** The variants offered; all of them is sent as [] (every variant). */
  variantIds: number[];
  discount: string;
}

/**
 * The show's products: those picked, each with its variants and a discount
 * per item, and a catalogue search to add more, up to the spec's 15.
 */
export function ShowProductPicker({
  picked,
  setPicked,
  error,
}: {
  picked: Picked[];
  setPicked: Dispatch<SetStateAction<Picked[]>>;
  error: string | undefined;
}) {
  const t = useBroadcastStore((s) => s.session.t);
  const locale = useBroadcastStore((s) => s.session.locale);
  const currency = useBroadcastStore((s) => s.session.currency);
  const products = useBroadcastStore((s) => s.liveHost.products);
  const listable = useBroadcastStore((s) => s.catalog.listable);
  const search = useBroadcastStore((s) => s.liveHost.searchProducts);
  const id = useId();
  const [query, setQuery] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => void search(query), 300);
    return () => clearTimeout(timer);
  }, [query, search]);

  const full = picked.length >= SHOW_LIMITS.productsMax;
  return (
    <fieldset className="products">
      <legend>{t('live.host.form.products', { count: picked.length, max: SHOW_LIMITS.productsMax })}</legend>
      {picked.map((p) => (
        <div key={p.product.id} className="picked">
          <div className="row-between">
            <strong>{p.product.name}</strong>
            <button type="button" className="link" onClick={() => setPicked((all) => all.filter((x) => x !== p))}>
              {t('live.host.form.remove', { product: p.product.name })}
            </button>
          </div>
          {p.product.variants.length > 1 && (
            <fieldset className="variants">
              <legend>{t('live.host.form.variants')}</legend>
              {p.product.variants.map((v) => (
                <label key={v.id} className="check">
                  <input
                    type="checkbox"
                    checked={p.variantIds.includes(v.id)}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setPicked((all) =>
                        all.map((x) =>
                          x === p ? { ...x, variantIds: on ? [...x.variantIds, v.id] : x.variantIds.filter((i) => i !== v.id) } : x,
                        ),
                      );
                    }}
                  />
                  {v.name}
                </label>
              ))}
            </fieldset>
          )}
          <label className="inline">
            {t('live.host.form.discount')} ({currency},{' '}
            {t('live.host.form.discountFrom', {
              price: formatMoney(Math.min(...p.product.variants.map((v) => v.priceCents)), locale, currency),
            })}
            )
            <input
              type="text"
              inputMode="decimal"
              value={p.discount}
              placeholder="0.00"
              onChange={(e) => {
                const discount = e.currentTarget.value;
                setPicked((all) => all.map((x) => (x === p ? { ...x, discount } : x)));
              }}
            />
          </label>
        </div>
      ))}
      <span className="error" role="alert">
        {error ?? (full ? t('live.host.form.tooManyProducts', { max: SHOW_LIMITS.productsMax }) : '')}
      </span>
      <label htmlFor={`${id}-search`}>{t('live.host.form.search')}</label>
      <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
      <ul className="results">
        {products.items
          // Spec 1 §5: the merchant's excluded tags and zero-priced shades are never offered.
          .flatMap((p) => listable(p) ?? [])
          .filter((p) => !picked.some((x) => x.product.id === p.id))
          .slice(0, 8)
          .map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <button
                type="button"
                className="secondary"
                disabled={full}
                onClick={() => setPicked((all) => [...all, { product: p, variantIds: p.variants.map((v) => v.id), discount: '' }])}
              >
                {t('live.host.form.add', { product: p.name })}
              </button>
            </li>
          ))}
      </ul>
      {products.status === 'ready' && products.items.length === 0 && <p className="muted">{t('live.host.form.noResults')}</p>}
    </fieldset>
  );
}
