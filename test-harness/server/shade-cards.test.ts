import { productsIn } from '../storefront/catalogue';
import { liquidShadeCards } from './theme';

/** The collection's shade-per-card view (`?view=shades`): the bench's grid of 12, 24 and 48 labelled cards. */
describe('liquidShadeCards', () => {
  const origin = 'http://store.test';
  const tryable = productsIn('all').flatMap((p) => p.variants.filter((v) => v.vtoConfig).map((v) => `${p.title} – ${v.title}`));

  it('makes one card per shade Vanity can try on, each the product narrowed to that shade', () => {
    const page = liquidShadeCards(origin, 'all', 500)!;
    expect(page.products.map((c) => c.title)).toEqual(tryable);
    for (const card of page.products) {
      expect(card.variants).toHaveLength(1);
      expect(card.variants[0]!.metafields.vanity.vto_config).toBeDefined();
      expect(card.price).toBe(card.variants[0]!.price);
    }
  });

  it('pages the cards as paginate does, enough for a 48-card grid', () => {
    expect(tryable.length).toBeGreaterThanOrEqual(48);
    expect(liquidShadeCards(origin, 'all', 48)!.products).toHaveLength(48);
    const second = liquidShadeCards(origin, 'all', 24, 2)!;
    expect(second.products.map((c) => c.title)).toEqual(tryable.slice(24, 48));
  });

  it('knows no collection the store does not have', () => {
    expect(liquidShadeCards(origin, 'nope', 24)).toBeNull();
  });
});
