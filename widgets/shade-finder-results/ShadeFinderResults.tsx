import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { isInStock } from '../../shared/catalog/product-rules';
import { formatMoney } from '../../shared/react/format-money';
import { useRadioGroup } from '../../shared/react/use-radio-group';
import type { WidgetProps } from '../../shared/react/widget-host';
import { decodeShadeResults } from '../../shared/shade/shade-results-params';
import { nearestShade, shadeNeighbours } from '../../shared/shade/skin-tone-result';
import { useShadeFinderResultsStore } from './shade-finder-results-slices';
import { useCartSync } from '../../shared/store/use-cart-sync';
import { CartFailureMessage } from '../../shared/react/CartFailureMessage';

/**
 * /pages/shade-finder-results/{params}: the suggested shade with its
 * neighbours, the answers given, Try it on and Add to bag. Everything comes
 * from the address, so the page survives a reload and can be shared.
 * Input: data-product-handle (the foundation).
 */
export function ShadeFinderResults({ host, ctx }: WidgetProps) {
  const handle = host.dataset.productHandle ?? '';
  const t = useShadeFinderResultsStore((s) => s.session.t);
  const locale = useShadeFinderResultsStore((s) => s.session.locale);
  const currency = useShadeFinderResultsStore((s) => s.session.currency);
  const cart = useShadeFinderResultsStore((s) => s.cart);
  const loadProduct = useShadeFinderResultsStore((s) => s.catalog.loadProduct);
  const listable = useShadeFinderResultsStore((s) => s.catalog.listable);
  const reportError = useShadeFinderResultsStore((s) => s.session.reportError);
  const addToBag = useShadeFinderResultsStore((s) => s.cart.add);
  const retryCart = useShadeFinderResultsStore((s) => s.cart.retry);
  const record = useShadeFinderResultsStore((s) => s.shadeFinder.recordRecommendation);
  const [loaded, setProduct] = useState<Product | null>(null);
  // Spec 1 §5: only a listable product's listable shades are suggested and offered.
  const product = loaded && listable(loaded);
  const [failed, setFailed] = useState(false);
  const params = decodeShadeResults(ctx.route?.params.params ?? '');
  const suggested = product && params ? nearestShade(product.variants, params.tone) : null;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const id = useId();
  const neighbours = product && suggested ? shadeNeighbours(product.variants, suggested) : [];
  const shadeRadios = useRadioGroup(
    neighbours.map((v) => v.id),
    chosenId ?? suggested?.id,
    setChosenId,
  );
  useCartSync();

  useEffect(() => {
    loadProduct({ handle }).then(setProduct, (error) => {
      reportError(error, { where: 'shade-results:product', handle });
      setFailed(true);
    });
  }, [handle, loadProduct, reportError]);

  // Once per page: the recommendation shown.
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || !product || !suggested || !params) return;
    recorded.current = true;
    record(product, suggested, params.tone);
  });

  if (!params || (product && !suggested) || (loaded && !product)) {
    return (
      <div className="results">
        <p role="alert">{t('shade.results.invalid')}</p>
        <a className="button primary" href="/pages/shade-finder">
          {t('shade.finder.start')}
        </a>
      </div>
    );
  }
  if (failed) return <p role="alert">{t('shade.errors.unexpected')}</p>;
  if (!product || !suggested)
    return (
      <p role="status" className="loading">
        {t('shade.analysing')}
      </p>
    );

  const chosen = product.variants.find((v) => v.id === (chosenId ?? suggested.id)) ?? suggested;
  const inStock = isInStock(chosen);
  const answers = [
    params.undertone && t('shade.results.undertone', { value: t(`shade.finder.undertone.${params.undertone}`).split(':')[0]! }),
    params.coverage && t('shade.results.coverage', { value: t(`shade.finder.coverage.${params.coverage}`).split(':')[0]! }),
    t('shade.results.concerns', {
      value: params.concerns.length ? params.concerns.map((c) => t(`shade.finder.concern.${c}`)).join(', ') : t('shade.results.none'),
    }),
  ].filter(Boolean);

  return (
    <section className="results" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('shade.results.title')}</h2>
      <p className="match">{t('shade.results.match', { product: product.name })}</p>
      <div className="hero">
        <span className="swatch big" style={{ background: chosen.color ?? '#ccc' }} aria-hidden="true" />
        <div>
          <p className="shade">{chosen.name}</p>
          <p className="secondary">{chosen.secondaryName}</p>
          <p className="price">{formatMoney(chosen.priceCents, locale, currency)}</p>
        </div>
      </div>
      <fieldset className="neighbours" {...shadeRadios.group}>
        <legend>{t('shade.results.neighbours')}</legend>
        {neighbours.map((v, i) => (
          <label key={v.id} className="neighbour">
            <input
              type="radio"
              name={`${id}-shade`}
              checked={v.id === chosen.id}
              onChange={() => setChosenId(v.id)}
              {...shadeRadios.item(i)}
            />
            <span className="swatch" style={{ background: v.color ?? '#ccc' }} aria-hidden="true" />
            <span>
              {v.name}
              {v.id === suggested.id && <span className="badge"> ★</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <a className="button" href={`/products/${product.handle}?variant=${chosen.id}&vto=camera`}>
          {t('shade.results.tryOn')}
        </a>
        <button
          type="button"
          className="primary"
          disabled={!inStock || cart.adding !== null}
          onClick={() => void addToBag(product, chosen, { source: 'shade-finder' })}
        >
          {!inStock
            ? t('tryOn.soldOut')
            : cart.adding === chosen.id
              ? t('tryOn.adding')
              : t('tryOn.addToBag', { price: formatMoney(chosen.priceCents, locale, currency) })}
        </button>
      </div>
      <div role="status" className="bag-status">
        {cart.added === chosen.id && (
          <>
            {t('tryOn.added', { product: product.name, shade: chosen.name })} <a href="/cart">{t('tryOn.viewBag')}</a>
          </>
        )}
      </div>
      {cart.error && cart.error.variantId === chosen.id && (
        <CartFailureMessage failure={cart.error} t={t} retry={() => void retryCart()} busy={cart.adding !== null} />
      )}
      <details className="answers">
        <summary>{t('shade.results.answers')}</summary>
        <ul>
          {answers.map((a) => (
            <li key={a as string}>{a}</li>
          ))}
        </ul>
      </details>
      <p>
        <a href="/pages/shade-finder">{t('shade.results.startOver')}</a>
      </p>
    </section>
  );
}
