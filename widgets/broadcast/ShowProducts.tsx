import { useEffect } from 'react';
import { useBroadcastStore } from './broadcast-slices';
import type { Show } from '../../shared/store/slices/live-host/live-host-slice';
import { offeredVariants } from './offered-variants';

/** The show's products: what the host wears now, what is featured, and clearing it. */
export function ShowProducts({ show }: { show: Show }) {
  const t = useBroadcastStore((s) => s.session.t);
  const byId = useBroadcastStore((s) => s.catalog.byId);
  const loadProduct = useBroadcastStore((s) => s.catalog.loadProduct);
  const setActive = useBroadcastStore((s) => s.liveHost.setActiveVariant);
  const clear = useBroadcastStore((s) => s.liveHost.clearFeaturedItem);
  const busy = useBroadcastStore((s) => s.liveHost.busy);
  const ids = show.variants.map((v) => v.productId).join(',');
  useEffect(() => {
    for (const v of show.variants) void loadProduct({ id: v.productId }).catch(() => undefined);
    // (ids stands for the product list)
  }, [ids]);
  if (show.variants.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="vanity-show-products">
      <h2 id="vanity-show-products">{t('live.host.products.title')}</h2>
      <ul className="host-products">
        {offeredVariants(show, byId).map(({ productId, variantId, name }) => {
          const wearing = show.activeVariant?.variantId === variantId;
          const featured = show.featuredItem?.variantId === variantId;
          return (
            <li key={variantId}>
              <span>
                {name}
                {wearing && <span className="tag">{t('live.host.products.wearing')}</span>}
                {featured && <span className="tag">{t('live.host.products.featured')}</span>}
              </span>
              <span className="actions">
                <button
                  type="button"
                  className="secondary small"
                  aria-pressed={wearing}
                  disabled={busy === `active-${variantId}`}
                  aria-label={`${t('live.host.products.setWearing')}: ${name}`}
                  onClick={() => void setActive(productId, variantId, false)}
                >
                  {t('live.host.products.setWearing')}
                </button>
                <button
                  type="button"
                  className="secondary small"
                  aria-pressed={featured}
                  disabled={busy === `active-${variantId}`}
                  aria-label={`${t('live.host.products.feature')}: ${name}`}
                  onClick={() => void setActive(productId, variantId, true)}
                >
                  {t('live.host.products.feature')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      {show.featuredItem && (
        <button type="button" className="secondary" disabled={busy === 'clear-featured'} onClick={() => void clear()}>
          {t('live.host.products.clear')}
        </button>
      )}
    </section>
  );
}
