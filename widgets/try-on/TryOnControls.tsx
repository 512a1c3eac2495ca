import { useId, type RefObject } from 'react';
import type { Product } from '../../shared/catalog/product-types';
import { hasShadeName } from '../../shared/catalog/product-rules';
import { formatMoney } from '../../shared/react/format-money';
import { useRadioGroup } from '../../shared/react/use-radio-group';
import { useTryOnStore } from './try-on-slices';
import { CartFailureMessage } from '../../shared/react/CartFailureMessage';
import { BundleParts, canAddSelection, selectionProperties, useBundleSelection } from '../../shared/react/BundleParts';
import { tryOnVariants } from '../../shared/catalog/product-rules';
import { hasCoverage, hasLighting, hasLooks, type Coverage, type Lighting, type LookType } from '../../shared/try-on/looks';

interface Props {
  products: Product[];
  product: Product;
  coverageRef: RefObject<HTMLInputElement | null>;
}

const COVERAGE_LABELS = ['tryOn.coverage.lighter', 'tryOn.coverage.default', 'tryOn.coverage.darker'] as const;
const LIGHTING_LABELS = ['tryOn.lighting.night', 'tryOn.lighting.day'] as const;

/** Products, shades, the coverage, day/night and look sliders, and add to bag (before/after is on the view). */
export function TryOnControls({ products, product, coverageRef }: Props) {
  const t = useTryOnStore((s) => s.session.t);
  const tryOn = useTryOnStore((s) => s.tryOn);
  const cart = useTryOnStore((s) => s.cart);
  const locale = useTryOnStore((s) => s.session.locale);
  const currency = useTryOnStore((s) => s.session.currency);
  const select = useTryOnStore((s) => s.tryOn.selectVariant);
  const selectProduct = useTryOnStore((s) => s.tryOn.selectProduct);
  const setCoverage = useTryOnStore((s) => s.tryOn.setCoverage);
  const setLighting = useTryOnStore((s) => s.tryOn.setLighting);
  const setLook = useTryOnStore((s) => s.tryOn.setLook);
  const addToBag = useTryOnStore((s) => s.cart.add);
  const dismissCart = useTryOnStore((s) => s.cart.dismissMessage);
  const retryCart = useTryOnStore((s) => s.cart.retry);
  const id = useId();
  const variant = product.variants.find((v) => v.id === tryOn.variantId) ?? null;
  const config = variant?.vtoConfig ?? null;
  const bundle = useBundleSelection(product);
  const inStock = !!variant && canAddSelection(variant, bundle);
  const cartError = cart.error && cart.error.variantId === variant?.id ? cart.error : null;
  const shades = tryOnVariants(product);
  // Thirty-two swatches are one tab stop; arrows move through them (each move tries the shade on).
  const shadeRadios = useRadioGroup(
    shades.map((v) => v.id),
    tryOn.variantId,
    select,
  );

  return (
    <div className="controls">
      {products.length > 1 && (
        <div className="products" role="group" aria-label={t('tryOn.products')}>
          {products.map((p) => (
            <button key={p.id} type="button" className="product" aria-pressed={p.id === product.id} onClick={() => selectProduct(p)}>
              {p.img && <img src={p.img.src} alt="" width={44} height={44} />}
              <span>{p.name}</span>
            </button>
          ))}
        </div>
      )}
      {shades.some(hasShadeName) && (
        <fieldset className="shades swatches" {...shadeRadios.group}>
          <legend>
            {t('tryOn.shades')}: <span className="shade-name">{variant?.name}</span>
          </legend>
          {shades.map((v, i) => (
            <label key={v.id} className="shade swatch" title={v.name}>
              <input
                type="radio"
                name={`${id}-shade`}
                checked={v.id === tryOn.variantId}
                onChange={() => select(v.id)}
                {...shadeRadios.item(i)}
              />
              {v.swatch?.startsWith('http') ? (
                <img src={v.swatch} alt="" width={32} height={32} />
              ) : (
                <span className="chip" style={{ background: v.color ?? '#ccc' }} />
              )}
              <span className="visually-hidden">{v.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {hasCoverage(config) && (
        <Slider
          inputRef={coverageRef}
          label={t('tryOn.coverage')}
          max={2}
          value={tryOn.selection.coverage}
          valueText={t(COVERAGE_LABELS[tryOn.selection.coverage])}
          ticks={COVERAGE_LABELS.map((k) => t(k))}
          onChange={(v) => setCoverage(v as Coverage)}
        />
      )}
      {hasLighting(config) && (
        <Slider
          label={t('tryOn.lighting')}
          max={1}
          value={tryOn.selection.lighting}
          valueText={t(LIGHTING_LABELS[tryOn.selection.lighting])}
          ticks={LIGHTING_LABELS.map((k) => t(k))}
          onChange={(v) => setLighting(v as Lighting)}
        />
      )}
      {hasLooks(config) && (
        <fieldset className="look">
          <legend>{t('tryOn.look')}</legend>
          <div className="segmented">
            {(['duet', 'satin', 'shimmer'] as const).map((look) => (
              <label key={look}>
                <input
                  type="radio"
                  name={`${id}-look`}
                  checked={tryOn.selection.look === look}
                  onChange={() => setLook(look as LookType)}
                />
                {t(`tryOn.look.${look}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {variant && (
        <div className="bag">
          {bundle && <BundleParts selection={bundle} />}
          <button
            type="button"
            className="primary"
            disabled={!inStock || cart.adding !== null}
            onClick={() => void addToBag(product, variant, { properties: selectionProperties(bundle) })}
          >
            {bundle?.status === 'loading'
              ? t('cart.bundle.loading')
              : !inStock
                ? t('tryOn.soldOut')
                : cart.adding === variant.id
                  ? t('tryOn.adding')
                  : t('tryOn.addToBag', { price: formatMoney(variant.priceCents, locale, currency) })}
          </button>
          <div className="bag-status" role="status">
            {cart.added === variant.id && (
              <>
                <span>
                  {hasShadeName(variant)
                    ? t('tryOn.added', { product: product.name, shade: variant.name })
                    : t('tryOn.addedProduct', { product: product.name })}
                </span>{' '}
                <a href="/cart">{t('tryOn.viewBag')}</a>
              </>
            )}
          </div>
          {cartError && (
            <CartFailureMessage failure={cartError} t={t} retry={() => void retryCart()} busy={cart.adding !== null} className="notice">
              {' '}
              <button type="button" className="link" onClick={dismissCart}>
                {t('tryOn.dismiss')}
              </button>
            </CartFailureMessage>
          )}
        </div>
      )}
    </div>
  );
}

function Slider({
  label,
  max,
  value,
  valueText,
  ticks,
  onChange,
  inputRef,
}: {
  label: string;
  max: number;
  value: number;
  valueText: string;
  ticks: string[];
  onChange: (v: number) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <label className="slider stepped">
      <span>
        {label}: <strong>{valueText}</strong>
      </span>
      <input
        ref={inputRef}
        type="range"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
      <span className="ticks" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </span>
    </label>
  );
}
