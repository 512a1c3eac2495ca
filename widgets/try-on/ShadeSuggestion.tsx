import type { Product } from '../../shared/catalog/product-types';
import { useTryOnStore } from './try-on-slices';

/** After "Suggest shade": the shade picked from the face (with lighting advice), then "Adjust coverage"; or why none was found. */
export function ShadeSuggestion({ product, onAdjustCoverage }: { product: Product; onAdjustCoverage: (() => void) | null }) {
  const t = useTryOnStore((s) => s.session.t);
  const suggestion = useTryOnStore((s) => s.tryOn.shadeSuggestion);
  const dismiss = useTryOnStore((s) => s.tryOn.dismissShadeSuggestion);
  if (!suggestion) return null;
  if ('failed' in suggestion) {
    return (
      <div className="suggestion failed" role="alert">
        <p>
          {suggestion.failed
            .map((key) => t(key))
            .join('')
            .trim()}
        </p>
        <button type="button" className="link" onClick={dismiss}>
          {t('tryOn.dismiss')}
        </button>
      </div>
    );
  }
  const shade = product.variants.find((v) => v.id === suggestion.variantId);
  return (
    <div className="suggestion" role="status">
      <p>
        <strong>{t('shade.suggested', { shade: shade?.name ?? '' })}</strong>
        {suggestion.advice && (
          <span className="advice">
            {t('shade.warnings.lightingTitle')}. {t('shade.warnings.lightingAdvice')}
          </span>
        )}
      </p>
      {onAdjustCoverage && (
        <button type="button" className="primary" onClick={onAdjustCoverage}>
          {t('shade.adjustCoverage')}
        </button>
      )}
      <button type="button" className="link" onClick={dismiss}>
        {t('tryOn.dismiss')}
      </button>
    </div>
  );
}
