import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import type { Product, Variant } from '../../shared/catalog/product-types';
import { amountToCents } from '../../shared/catalog/product-mapping';
import { formatMoney } from '../../shared/react/format-money';
import { useWatchStore } from './watch-slices';
import { CartFailureMessage } from '../../shared/react/CartFailureMessage';
import { openTryOnOverlay } from '../../shared/react/try-on-overlay';
import { tryOnVariants } from '../../shared/catalog/product-rules';
import { OptionPicker } from './OptionPicker';
import { BundleParts, canAddSelection, selectionProperties, useBundleSelection } from '../../shared/react/BundleParts';

interface Featured {
  featured: Array<{ productId: number; variantIds: number[] }>;
  /** Spec 2 §3 featureMode: SINGLE shows viewers one product at a time (the host's pick), CAROUSEL all of them to browse. */
  featureMode: 'SINGLE' | 'CAROUSEL';
  /** Money off each item during the show (spec 2 §3 productDiscounts). */
  discounts?: Array<{ productId: number; amountPerItem: string }>;
  /** What the host shows right now: listed first, marked, on its variant. */
  featuredItem?: { productId: number; variantId: number | null } | null;
  /** What the host is wearing now (spec 2 §3 active variant): marked with its shade, which is preselected. */
  activeVariant?: { productId: number; variantId: number } | null;
  /** Not yet: the show's first video is on its way, and on a phone's network the products' queries would slow it. */
  hold?: boolean;
}

/**
 * The show's featured products: a radio group per option (swatches for a shade), stock, show prices, Try it on
 * (the try-on over the show, on the chosen shade) and add to bag.
 */
export function FeaturedProducts({
  featured,
  featureMode,
  discounts = [],
  featuredItem = null,
  activeVariant = null,
  hold = false,
}: Featured) {
  const t = useWatchStore((s) => s.session.t);
  const loadProduct = useWatchStore((s) => s.catalog.loadProduct);
  const listable = useWatchStore((s) => s.catalog.listable);
  const keepFresh = useWatchStore((s) => s.catalog.keepInventoryFresh);
  const reportError = useWatchStore((s) => s.session.reportError);
  const byId = useWatchStore((s) => s.catalog.byId);
  const key = featured.map((f) => `${f.productId}:${f.variantIds.join('.')}`).join(',');

  useEffect(() => {
    if (hold) return;
    for (const f of featured)
      loadProduct({ id: f.productId }).catch((error) => reportError(error, { where: 'live:featured', productId: f.productId }));
    // Spec 2 §9: each product's inventory is read again once older than 30 s, counted from its arrival.
    return keepFresh(featured.map((f) => f.productId));
    // (key stands for the featured list's contents)
  }, [key, hold]);

  const products = featured.flatMap((f) => {
    const p = byId[f.productId];
    if (!p) return [];
    const offered = f.variantIds.length ? { ...p, variants: p.variants.filter((v) => f.variantIds.includes(v.id)) } : p;
    const shown = listable(offered);
    return shown && shown.variants.length ? [shown] : [];
  });
  if (products.length === 0) return null;
  const now = featuredItem?.productId;
  const worn = activeVariant?.productId;
  // The host's pick first, then what they wear, then the show's order.
  const rank = (id: number) => (id === now ? 2 : 0) + (id === worn ? 1 : 0);
  products.sort((a, b) => rank(b.id) - rank(a.id));
  // One at a time: only the first (the host's pick, else what they wear, else the show's first product).
  const shown = featureMode === 'SINGLE' ? products.slice(0, 1) : products;
  const cards = shown.map((p) => {
    // The host's explicit variant wins; else the shade they wear; else the product's first.
    const preselect = (p.id === now ? featuredItem?.variantId : null) ?? (p.id === worn ? activeVariant!.variantId : null);
    return (
      <FeaturedProduct
        key={`${p.id}:${preselect}`}
        product={p}
        offCents={amountToCents(discounts.find((d) => d.productId === p.id)?.amountPerItem)}
        onNow={p.id === now}
        wornVariant={p.id === worn ? activeVariant!.variantId : null}
        initialVariant={preselect}
      />
    );
  });
  if (featureMode === 'SINGLE')
    return (
      <section className="featured" aria-labelledby="vanity-featured-title">
        <h3 id="vanity-featured-title">{t('live.featured')}</h3>
        {cards[0]}
      </section>
    );
  return <FeaturedCarousel title={t('live.featured')}>{cards}</FeaturedCarousel>;
}

/** CAROUSEL: the products side by side in a strip the viewer scrolls, with buttons a slide at a time. */
function FeaturedCarousel({ title, children }: { title: string; children: ReactElement[] }) {
  const t = useWatchStore((s) => s.session.t);
  const track = useRef<HTMLUListElement>(null);
  const step = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.firstElementChild as HTMLElement | null;
    list?.scrollBy({ left: direction * (slide?.offsetWidth ?? list.clientWidth), behavior: 'smooth' });
  };
  // Every card in view (a wide screen, few products): the buttons would scroll nothing, so they go.
  const [allInView, setAllInView] = useState(false);
  useEffect(() => {
    const list = track.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const measure = () => setAllInView(list.clientWidth > 0 && list.scrollWidth <= list.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [children.length]);
  return (
    <section className="featured carousel" aria-roledescription={t('live.carousel')} aria-labelledby="vanity-featured-title">
      <h3 id="vanity-featured-title">{title}</h3>
      <ul ref={track} className="track">
        {children.map((card, i) => (
          <li
            key={card.key}
            aria-roledescription={t('live.carousel.slide')}
            aria-label={t('live.carousel.position', { n: i + 1, of: children.length })}
          >
            {card}
          </li>
        ))}
      </ul>
      {children.length > 1 && !allInView && (
        <div className="carousel-buttons">
          <button type="button" className="secondary" aria-label={t('live.carousel.previous')} onClick={() => step(-1)}>
            ‹
          </button>
          <button type="button" className="secondary" aria-label={t('live.carousel.next')} onClick={() => step(1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

function FeaturedProduct({
  product,
  offCents,
  onNow,
  wornVariant,
  initialVariant,
}: {
  product: Product;
  offCents: number;
  onNow: boolean;
  wornVariant: number | null;
  initialVariant: number | null;
}) {
  const t = useWatchStore((s) => s.session.t);
  const locale = useWatchStore((s) => s.session.locale);
  const currency = useWatchStore((s) => s.session.currency);
  // The bag's state that this card shows, each on its own: the cart's lines syncing render no card.
  const adding = useWatchStore((s) => s.cart.adding);
  const added = useWatchStore((s) => s.cart.added);
  const cartError = useWatchStore((s) => s.cart.error);
  const addToBag = useWatchStore((s) => s.cart.add);
  const retryCart = useWatchStore((s) => s.cart.retry);
  const id = useId();
  const [chosen, setChosen] = useState<string[]>(
    () => (product.variants.find((v) => v.id === initialVariant) ?? product.variants[0])?.options ?? [],
  );
  const bundle = useBundleSelection(product);
  const variant: Variant | undefined = product.variants.find((v) => v.options.every((o, i) => o === chosen[i])) ?? product.variants[0];
  if (!variant) return null;
  const inStock = canAddSelection(variant, bundle);
  // The try-on opens on this very shade, over the show (the video keeps playing behind it).
  const canTryOn = tryOnVariants(product).some((v) => v.id === variant.id);
  const pick = (index: number, value: string) => {
    const next = [...chosen];
    next[index] = value;
    // Keep the choice possible: the first offered variant with this value fills the other options.
    const match =
      product.variants.find((v) => v.options.every((o, i) => o === next[i])) ?? product.variants.find((v) => v.options[index] === value);
    setChosen(match ? match.options : next);
  };
  const error = cartError && cartError.variantId === variant.id ? cartError : null;
  const worn = product.variants.find((v) => v.id === wornVariant);
  return (
    <article className={onNow || worn ? 'product on-now' : 'product'} aria-labelledby={`${id}-name`}>
      {(variant.img ?? product.img) && <img src={(variant.img ?? product.img)!.src} alt="" width={160} height={160} />}
      <div>
        {onNow && <p className="eyebrow">{t('live.featuredNow')}</p>}
        {worn && (
          <p className="eyebrow wearing">{t('live.wearingNow', { shade: worn.options.filter(Boolean).join(' / ') || worn.name })}</p>
        )}
        <p id={`${id}-name`} className="name">
          {product.name}
        </p>
        {offCents > 0 ? (
          <p className="price">
            <s>{formatMoney(variant.priceCents, locale, currency)}</s>{' '}
            <strong>{formatMoney(Math.max(0, variant.priceCents - offCents), locale, currency)}</strong>
            <br />
            <span className="deal">{t('live.discount.perItem', { amount: formatMoney(offCents, locale, currency) })}</span>
          </p>
        ) : (
          <p className="price">{formatMoney(variant.priceCents, locale, currency)}</p>
        )}
        {product.options.map((option, i) => (
          <OptionPicker
            key={option}
            option={option}
            index={i}
            variants={product.variants}
            chosen={chosen[i] ?? ''}
            onPick={(v) => pick(i, v)}
          />
        ))}
        {bundle && <BundleParts selection={bundle} />}
        <div className="card-actions">
          <button
            type="button"
            className="primary"
            disabled={!inStock || adding !== null}
            onClick={() => void addToBag(product, variant, { source: 'live-show', properties: selectionProperties(bundle) })}
          >
            {bundle?.status === 'loading'
              ? t('cart.bundle.loading')
              : !inStock
                ? t('live.soldOut')
                : adding === variant.id
                  ? t('live.adding')
                  : t('live.addToBag')}
          </button>
          {canTryOn && (
            <button
              type="button"
              className="secondary try"
              onClick={(e) => openTryOnOverlay(e.currentTarget, { productHandle: product.handle, variantId: variant.id })}
            >
              {t('live.tryOn')}
            </button>
          )}
        </div>
        <p role="status" className="bag-status">
          {added === variant.id ? t('live.added', { product: product.name }) : ''}
        </p>
        {error && <CartFailureMessage failure={error} t={t} retry={() => void retryCart()} busy={adding !== null} />}
      </div>
    </article>
  );
}
