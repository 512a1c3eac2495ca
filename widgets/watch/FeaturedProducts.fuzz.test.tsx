import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import { fuzz, hostileText } from '../../shared/fuzz.test-helpers';
import { injectedElements, MARKUP_PAYLOADS, pwned } from '../../shared/fuzz-dom.test-helpers';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { FeaturedProducts } from './FeaturedProducts';

/** Markup in anything a merchant or an app writes on a product (title, shade names, alt text, details) stays text. */
const words = fc.oneof(fc.constantFrom(...MARKUP_PAYLOADS), hostileText());
const shade = (i: number) =>
  fc
    .record({
      title: words,
      name: words,
      alt: fc.option(words),
      swatch: fc.option(fc.oneof(words, fc.constant('javascript:window.__pwned=1'))),
    })
    .map((s) =>
      API.variant({
        id: `gid://shopify/ProductVariant/${900 + i}`,
        title: s.title,
        colorName: { value: s.name },
        secondaryName: { value: s.title },
        swatch: s.swatch === null ? null : { value: s.swatch },
        selectedOptions: [{ name: 'Shade', value: s.name }],
        image: { url: 'https://cdn.example/x.png', altText: s.alt },
      }),
    );

describe('featured products under hostile catalogue text (property)', () => {
  it('writes names, shades and alt text as text: no element comes from them', async () => {
    await fuzz(
      fc.asyncProperty(
        words,
        words,
        fc.integer({ min: 1, max: 3 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => shade(i)))),
        async (title, details, variants) => {
          const product = mapProduct(
            API.product({
              id: 'gid://shopify/Product/7301000009',
              title,
              details: { value: JSON.stringify({ headline: details }) },
              variants: { nodes: variants },
            }),
            () => {},
          );
          const page = createLivePage({ products: [product] });
          const view = page.render(<FeaturedProducts featured={[{ productId: product.id, variantIds: [] }]} featureMode="CAROUSEL" />);
          try {
            await screen.findByRole('article');
            expect(injectedElements(view.container)).toEqual([]);
            expect(pwned()).toBe(false);
          } finally {
            view.unmount();
          }
        },
      ),
      10,
    );
  });
});
