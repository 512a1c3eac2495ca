import { useEffect, useId, useRef, useState } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { isInStock } from '../../shared/catalog/product-rules';
import type { Translate } from '../../shared/i18n';
import { formatMoney } from '../../shared/react/format-money';
import { useRadioGroup } from '../../shared/react/use-radio-group';
import type { WidgetProps } from '../../shared/react/widget-host';
import { decodeShadeResults, type ShadeResultsParams } from '../../shared/shade/shade-results-params';
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
  // undefined while the product is read; null when the store has no such product.
  const [loaded, setProduct] = useState<Product | null | undefined>(undefined);
  // Spec 1 §5: only a listable product's listable shades are suggested and offered.
  const product = loaded ? listable(loaded) : null;
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

  // No shade to match is the merchant's to fix (the finder's product gone, unlisted, or without skintones): reported once.
  const noMatch = !!params && loaded !== undefined && !failed && (!product || !suggested);
  useEffect(() => {
    if (noMatch) reportError(new Error('No shade of the product has a skintone'), { where: 'shade-results:no-match', handle });
  }, [noMatch, handle, reportError]);

  // Once per page: the recommendation shown.
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || !product || !suggested || !params) return;
    recorded.current = true;
    record(product, suggested, params.tone);
  });

  if (!params) {
    return <BackToFinder message={t('shade.results.invalid')} action={t('shade.finder.start')} primary />;
  }
  if (failed) return <p role="alert">{t('shade.errors.unexpected')}</p>;
  if (loaded === undefined)
    return (
      <p role="status" className="loading">
        {t('shade.analysing')}
      </p>
    );
  // Spec 1 §8: the tone is known, but the store offers no shade of this product with a skintone (the product gone,
  // unlisted, or its shades without one): no match to show, the link itself is fine.
  if (!product || !suggested) {
    return <BackToFinder message={t('shade.errors.noMatch')} action={t('shade.results.startOver')} />;
  }

  const chosen = product.variants.find((v) => v.id === (chosenId ?? suggested.id)) ?? suggested;
  const picked = chosen.id !== suggested.id;
  const inStock = isInStock(chosen);
  const yourSkin = skinSummary(params, t);
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
      {/* Why this shade: the shopper's own answers beside the match's description, so a match whose undertone
          differs from theirs explains itself instead of contradicting them. */}
      <div className="why">
        {yourSkin && <p>{t('shade.results.yourSkin', { skin: yourSkin })}</p>}
        <p>
          {suggested.secondaryName
            ? t('shade.results.yourMatch', { shade: suggested.name, description: lowerFirst(suggested.secondaryName, locale) })
            : t('shade.results.yourMatchPlain', { shade: suggested.name })}
        </p>
        <p className="how">{t('shade.results.how')}</p>
      </div>
      <div className="hero">
        <span className="swatch big" style={{ background: chosen.color ?? '#ccc' }} aria-hidden="true" />
        <div>
          <p className="eyebrow">{t(picked ? 'shade.results.yourPick' : 'shade.results.bestMatch')}</p>
          <p className="shade">{chosen.name}</p>
          <p className="secondary">{chosen.secondaryName}</p>
          <p className="price">{formatMoney(chosen.priceCents, locale, currency)}</p>
          {picked && (
            <button type="button" className="link" onClick={() => setChosenId(null)}>
              {t('shade.results.backToMatch', { shade: suggested.name })}
            </button>
          )}
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
            <span>{v.name}</span>
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

/** "Light, neutral" from the shopper's answers; null when they gave neither (an unsure undertone is left out). */
function skinSummary(params: ShadeResultsParams, t: Translate): string | null {
  const skin = params.skin && t(`shade.finder.skin.${params.skin}`);
  const undertone = params.undertone && params.undertone !== 'unsure' ? t(`shade.results.undertoneWord.${params.undertone}`) : null;
  if (skin && undertone) return t('shade.results.skinWithUndertone', { skin, undertone });
  return skin || undertone || null;
}

const lowerFirst = (text: string, locale: string) => text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);

/** A results link that cannot give a shade: why, and the way back to the finder. */
function BackToFinder({ message, action, primary = false }: { message: string; action: string; primary?: boolean }) {
  return (
    <div className="results">
      <p role="alert">{message}</p>
      <a className={primary ? 'button primary' : 'button'} href="/pages/shade-finder">
        {action}
      </a>
    </div>
  );
}
