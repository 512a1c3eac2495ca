import type { Product } from '../../../catalog/product-types';
import type { MessageKey } from '../../../i18n';
import { failedResult } from '../../../shade/skin-tone-result';
import { DEFAULT_SELECTION, type Coverage, type Lighting, type LookType } from '../../../try-on/looks';
import { ShadeEventSource } from '../shade-slice';
import type { TryOnKit } from './try-on-kit';
import { tryOnVariants } from '../../../catalog/product-rules';

/** What is tried on: the product and shade, coverage, lighting and look, the before/after split, a suggested shade. */
export interface LookActions {
  selectVariant(variantId: number): void;
  /** Switches to another product; its first shade and the default coverage, lighting and look. */
  selectProduct(product: Product): void;
  setCoverage(coverage: Coverage): void;
  setLighting(lighting: Lighting): void;
  setLook(look: LookType): void;
  setBeforeAfter(shown: boolean): void;
  setSplit(split: number): void;
  /** Analyses the face without make-up and switches to the nearest shade (spec 1 §2, §5). */
  suggestShade(canvas: HTMLCanvasElement): Promise<void>;
  dismissShadeSuggestion(): void;
}

export function createLookActions(kit: TryOnKit): LookActions {
  const { get, patch, session, analytics, applyLook } = kit;

  return {
    selectVariant(variantId) {
      const before = kit.variant();
      patch({ variantId });
      applyLook();
      if (before?.id === variantId) return;
      analytics.itemChanged(kit.handle(), variantId);
      const shade = kit.variant();
      if (shade) kit.deps.publish('shade_changed', { productHandle: kit.handle(), variantId, shade: shade.name });
    },
    selectProduct(next) {
      if (next.id === get().tryOn.productId) return;
      // Spec 1 §4: changing the product resets coverage, lighting and look to their defaults.
      patch({ productId: next.id, variantId: tryOnVariants(next)[0]?.id ?? null, selection: DEFAULT_SELECTION, shadeSuggestion: null });
      applyLook();
      analytics.itemChanged(next.handle, get().tryOn.variantId);
      const current = session.engine;
      current
        ?.useModelSetOf({ handle: next.handle, config: kit.variant()?.vtoConfig ?? null })
        .catch((error) => session.engine === current && kit.fail(error));
    },
    setCoverage(coverage) {
      patch({ selection: { ...get().tryOn.selection, coverage } });
      applyLook();
    },
    setLighting(lighting) {
      patch({ selection: { ...get().tryOn.selection, lighting } });
      applyLook();
    },
    setLook(look) {
      patch({ selection: { ...get().tryOn.selection, look } });
      applyLook();
    },
    setBeforeAfter(shown) {
      // The divider starts across the face (where it shows a difference), else in the middle.
      const atFace = session.engine?.faceSplit();
      patch({ beforeAfter: shown, split: shown ? Math.round((atFace ?? 0.5) * 100) / 100 : 1 });
      if (shown) analytics.beforeAfterShown();
      applyLook();
    },
    setSplit(split) {
      patch({ split: Math.round(Math.max(0, Math.min(1, split)) * 100) / 100 });
      applyLook();
    },

    async suggestShade(canvas) {
      const { status, source, scanning } = get().tryOn;
      const p = kit.product();
      if (status !== 'live' || scanning || !session.engine || !p) return;
      const current = session.engine;
      analytics.findShade(p.handle, source);
      patch({ scanning: true, shadeSuggestion: null });
      const photo = await current.captureOriginal(canvas);
      const result = photo
        ? await get().shadeFinder.findSkinTone(photo, source === 'camera' ? ShadeEventSource.tryOnCamera : ShadeEventSource.tryOnPhoto)
        : failedResult('shade.errors.prepare', '');
      if (session.engine !== current) return;
      // Another product chosen while the face was analysed: a shade of the old one is no suggestion for it.
      if (kit.product()?.id !== p.id) return patch({ scanning: false });
      // Only a shade the shopper can try on here is suggested. A tone with none of them near it (no shade with a
      // skintone) is spec 1 §8's "didn't manage to find a shade match"; no tone at all, the analysis's own words.
      const suggested = get().shadeFinder.suggestedVariant({ ...p, variants: tryOnVariants(p) }, result);
      if (!suggested) {
        const failed: MessageKey[] = result.warning && result.skinTone === null ? result.warning.description : ['shade.errors.noMatch'];
        return patch({ scanning: false, shadeSuggestion: { failed } });
      }
      patch({ scanning: false, shadeSuggestion: { variantId: suggested.id, advice: !!result.warning?.allowIgnore } });
      get().tryOn.selectVariant(suggested.id);
      kit.deps.publish('shade_found', { productHandle: p.handle, variantId: suggested.id, shade: suggested.name, from: 'try-on' });
    },
    dismissShadeSuggestion() {
      patch({ shadeSuggestion: null });
    },
  };
}
