import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import type { Product } from '../../shared/catalog/product-types';
import { loadCatalogue, registerMessages } from '../../shared/i18n';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { installSlices } from '../../shared/store/install-slices';
import { StoreProvider } from '../../shared/store/react';
import { ShadeFinderResults } from './ShadeFinderResults';
import { shadeFinderResultsSlices } from './shade-finder-results-slices';

registerMessages('en', { ...enTryOn, ...enShade });

/** Seven foundation shades, lightest first, described in the finder's words as the store's catalogue describes them. */
const SHADES: Array<[string, number, string]> = [
  ['160 Cream', 84, 'Light, neutral undertone'],
  ['175 Linen', 83, 'Light, warm undertone'],
  ['190 Buff', 80, 'Light, cool undertone'],
  ['205 Sand', 79, 'Light, neutral undertone'],
  ['220 Natural', 78, 'Light, warm undertone'],
  ['235 Beige', 76, 'Light, cool undertone'],
  ['250 Warm Beige', 75, 'Medium, neutral undertone'],
];
const foundation = mapProduct(
  API.product({
    handle: 'second-skin-foundation',
    title: 'Second Skin Foundation',
    variants: {
      nodes: SHADES.map(([name, skintone, secondary], i) =>
        API.variant({
          id: `gid://shopify/ProductVariant/4402000000${i}`,
          title: name,
          colorName: { value: name },
          secondaryName: { value: secondary },
          skintone: { value: String(skintone) },
          selectedOptions: [{ name: 'Shade', value: name }],
        }),
      ),
    },
  }),
);

function mountResults(params: string, productByHandle: () => Promise<Product | null> = async () => foundation) {
  const fake = createFakeDeps({ catalog: { ...createFakeDeps().deps.catalog, productByHandle } });
  const store = installSlices(fake.store, fake.deps, shadeFinderResultsSlices);
  const host = document.createElement('div');
  host.dataset.productHandle = 'second-skin-foundation';
  document.body.append(host);
  render(
    <StoreProvider store={store}>
      <ShadeFinderResults
        host={host}
        ctx={fake.mountContext({ name: 'shade-finder-results', group: 'vto', params: { params }, query: new URLSearchParams() })}
      />
    </StoreProvider>,
  );
  return fake;
}

async function renderResults(params: string) {
  mountResults(params);
  return screen.findByRole('heading', { name: 'Your shade' });
}

beforeAll(() => loadCatalogue('en'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<ShadeFinderResults>', () => {
  it('explains the match beside the shopper’s own answers', async () => {
    await renderResults('skin-2_undertone-neutral_coverage-medium_tone-78.2');
    expect(screen.getByText('Your skin: Light, neutral')).toBeTruthy();
    expect(screen.getByText('Your match: 220 Natural (light, warm undertone)')).toBeTruthy();
    expect(screen.getByText(/We match the depth of your skin in your photo/)).toBeTruthy();
  });

  it('leaves an unsure undertone out, and says nothing of the skin when nothing was answered', async () => {
    await renderResults('skin-2_undertone-unsure_tone-78');
    expect(screen.getByText('Your skin: Light')).toBeTruthy();
    document.body.innerHTML = '';
    await renderResults('tone-78');
    expect(screen.queryByText(/^Your skin:/)).toBeNull();
    expect(screen.getByText('Your match: 220 Natural (light, warm undertone)')).toBeTruthy();
  });

  it('never repeats the best match in "Also close to you"; a neighbour can be picked and the match taken back', async () => {
    await renderResults('skin-2_undertone-neutral_tone-78');
    const close = screen.getByRole('group', { name: 'Also close to you' });
    const radios = within(close).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['190 Buff', '205 Sand', '235 Beige', '250 Warm Beige']);
    expect(radios.some((r) => (r as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByText('Your best match')).toBeTruthy();
    expect(document.querySelector('.shade')!.textContent).toBe('220 Natural');

    fireEvent.click(within(close).getByRole('radio', { name: '205 Sand' }));
    expect(document.querySelector('.shade')!.textContent).toBe('205 Sand');
    expect(screen.getByText('Your pick')).toBeTruthy();
    // The explanation still names the match, not the pick.
    expect(screen.getByText('Your match: 220 Natural (light, warm undertone)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to your match, 220 Natural' }));
    expect(document.querySelector('.shade')!.textContent).toBe('220 Natural');
    expect(
      within(close)
        .getAllByRole('radio')
        .some((r) => (r as HTMLInputElement).checked),
    ).toBe(false);
  });

  describe('spec 1 §8: a tone with no shade to match says so, not that the link is broken', () => {
    const noMatch = "Sorry, we didn't manage to find a shade match for you.  Please try again later.";
    it.each([
      [
        'the product’s shades have no skintone',
        async () => ({ ...foundation, variants: foundation.variants.map((v) => ({ ...v, skintone: null })) }),
      ],
      ['the store has no such product', async () => null],
      ['the product is unlisted (an excluded tag)', async () => ({ ...foundation, tags: ['Vanity-Hidden'] })],
    ])('%s', async (_case, productByHandle) => {
      const fake = mountResults('skin-2_undertone-neutral_tone-78', productByHandle);
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', noMatch);
      expect(screen.getByRole('link', { name: 'Start over' }).getAttribute('href')).toBe('/pages/shade-finder');
      expect(screen.queryByText("This shade finder link is incomplete. Let's find your shade again.")).toBeNull();
      // Reported from an effect, which React may run just after the alert is painted.
      await waitFor(() =>
        expect(fake.reports).toEqual([
          { error: expect.any(Error), context: { where: 'shade-results:no-match', handle: 'second-skin-foundation' } },
        ]),
      );
    });

    it('an unreadable link is still the broken-link message; a catalogue that fails is "something went wrong finding your shade"', async () => {
      mountResults('skin-2_undertone-warm');
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        "This shade finder link is incomplete. Let's find your shade again.",
      );
      document.body.innerHTML = '';
      mountResults('tone-78', () => Promise.reject(new Error('Storefront 500')));
      expect(await screen.findByRole('alert')).toHaveProperty(
        'textContent',
        'Sorry, something went wrong finding your shade.  Please try again later.',
      );
    });
  });
});
