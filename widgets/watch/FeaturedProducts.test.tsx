import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import { parseConfig } from '../../shared/config';
import { cartFailure, cartRefusal, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { StoreProvider } from '../../shared/store/react';
import { announceTryOnOverlayClosed } from '../../shared/react/try-on-overlay';
import { FeaturedProducts } from './FeaturedProducts';

const HEX: Record<string, string> = { Rosewood: '#9E4B55', Cinnamon: '#A0522D', Plum: '#6E2A4A', Clear: '#F4E9E4' };
const shade = (id: number, name: string, quantityAvailable = 14) =>
  API.variant({
    colorHex: { value: HEX[name] ?? '#9E4B55' },
    id: `gid://shopify/ProductVariant/${id}`,
    title: name,
    colorName: { value: name },
    selectedOptions: [{ name: 'Shade', value: name }],
    quantityAvailable,
    availableForSale: quantityAvailable > 0,
  });
const satin = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000002',
    handle: 'satin-lip-color',
    title: 'Satin Lip Color',
    variants: { nodes: [shade(501, 'Rosewood'), shade(502, 'Cinnamon'), shade(503, 'Plum', 0)] },
  }),
);
const balm = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000003',
    handle: 'lip-balm',
    title: 'Lip Balm',
    variants: { nodes: [shade(601, 'Clear')] },
  }),
);

/** The shade radio group of a card, its shades' names, and the checked one. */
const shades = (card: HTMLElement) => within(card).getByRole('radiogroup', { name: 'Shade' });
const shadeNames = (card: HTMLElement) =>
  within(shades(card))
    .getAllByRole('radio')
    .map((r) => (r as HTMLInputElement).value);
const chosenShade = (card: HTMLElement) => (within(shades(card)).getByRole('radio', { checked: true }) as HTMLInputElement).value;

function featured(props: Partial<Parameters<typeof FeaturedProducts>[0]> = {}, cartAdd = vi.fn(async () => {})) {
  const page = createLivePage({
    products: [satin, balm],
    cart: {
      add: cartAdd,
      get: async () => ({ itemCount: 1, totalPrice: 0, currency: 'USD', items: [], attributes: {} }),
      change: async () => {},
      update: async () => {},
      clear: async () => {},
      setAttributes: async () => {},
    },
  });
  page.render(
    <FeaturedProducts
      featured={[
        { productId: satin.id, variantIds: [] },
        { productId: balm.id, variantIds: [] },
      ]}
      featureMode="CAROUSEL"
      {...props}
    />,
  );
  return { ...page, cartAdd, user: userEvent.setup() };
}

describe('the show’s featured products', () => {
  it('held while the show’s first video is on its way, asks for no product; released, loads them', async () => {
    const page = createLivePage({ products: [satin, balm] });
    const asked = vi.spyOn(page.deps.catalog, 'productById');
    const list = (hold: boolean) => (
      <StoreProvider store={page.store}>
        <FeaturedProducts featured={[{ productId: satin.id, variantIds: [] }]} featureMode="CAROUSEL" hold={hold} />
      </StoreProvider>
    );
    const view = page.render(list(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(asked).not.toHaveBeenCalled();
    view.rerender(list(false));
    expect(await screen.findByRole('article', { name: 'Satin Lip Color' })).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows each product with its price, the show’s discount and a shade picker', async () => {
    featured({ discounts: [{ productId: satin.id, amountPerItem: '3.00' }] });
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    expect(screen.getByRole('heading', { name: 'Featured in this show' })).toBeTruthy();
    expect(within(card).getByText('$26.00').tagName).toBe('S');
    expect(within(card).getByText('$23.00')).toBeTruthy();
    expect(within(card).getByText('$3.00 off each during the show')).toBeTruthy();
    expect(shadeNames(card)).toEqual(['Rosewood', 'Cinnamon', 'Plum']);
    // One shade: no picker.
    expect(within(screen.getByRole('article', { name: 'Lip Balm' })).queryByRole('radiogroup')).toBeNull();
  });

  it('leaves out a product with one of the merchant’s excluded tags, and a non-gift shade priced at 0 (spec 1 §5)', async () => {
    const hidden = { ...balm, tags: ['staff-only'] };
    const free = { ...satin, variants: satin.variants.map((v) => (v.id === 502 ? { ...v, priceCents: 0 } : v)) };
    const page = createLivePage({
      products: [free, hidden],
      config: parseConfig('{"excludedTags": ["staff-only"]}', 'https://cdn.example/vanity.js'),
    });
    page.render(
      <FeaturedProducts
        featured={[
          { productId: free.id, variantIds: [] },
          { productId: hidden.id, variantIds: [] },
        ]}
        featureMode="CAROUSEL"
      />,
    );
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    expect(shadeNames(card)).toEqual(['Rosewood', 'Plum']);
    expect(screen.queryByRole('article', { name: 'Lip Balm' })).toBeNull();
  });

  it('adds the chosen shade to the bag and says so', async () => {
    const { user, cartAdd } = featured();
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    await user.click(within(card).getByRole('radio', { name: 'Cinnamon' }));
    await user.click(within(card).getByRole('button', { name: 'Add to bag' }));
    expect(cartAdd).toHaveBeenCalledWith([{ id: 502, quantity: 1 }], []);
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('Satin Lip Color is in your bag.'));
  });

  it('a sold-out shade cannot be added', async () => {
    const { user } = featured();
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    await user.click(within(card).getByRole('radio', { name: 'Plum' }));
    expect((within(card).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a refused add shows the store’s own words', async () => {
    const { user } = featured(
      {},
      vi.fn(() => Promise.reject(cartRefusal('All 14 Rosewood are in your cart.'))),
    );
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    await user.click(within(card).getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toBe('All 14 Rosewood are in your cart.'));
    expect(within(card).getByRole('status').textContent).toBe('');
  });

  it('a failed add is a plain sentence with Try again, which adds it', async () => {
    const add = vi.fn().mockRejectedValueOnce(cartFailure(500)).mockResolvedValueOnce(undefined);
    const { user, reports } = featured({}, add);
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    await user.click(within(card).getByRole('button', { name: 'Add to bag' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe("We couldn't add this to your bag. Try again");
    expect(reports.map((r) => r.context)).toEqual([expect.objectContaining({ where: 'cart:add', endpoint: '/cart/add.js', status: 500 })]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(add).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('Satin Lip Color is in your bag.'));
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('what the host features now comes first, on its shade; only the offered shades are listed', async () => {
    featured({
      featured: [
        { productId: balm.id, variantIds: [] },
        { productId: satin.id, variantIds: [501, 502] },
      ],
      featuredItem: { productId: satin.id, variantId: 502 },
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toEqual([screen.getByRole('article', { name: 'Satin Lip Color' }), screen.getByRole('article', { name: 'Lip Balm' })]);
    expect(within(cards[0]!).getByText('On now')).toBeTruthy();
    expect(chosenShade(cards[0]!)).toBe('Cinnamon');
    expect(shadeNames(cards[0]!)).toEqual(['Rosewood', 'Cinnamon']);
  });

  it('CAROUSEL: every product is a slide of a carousel, and Next scrolls the strip a slide on', async () => {
    const { user } = featured({ featureMode: 'CAROUSEL' });
    await screen.findByRole('article', { name: 'Satin Lip Color' });
    const carousel = screen.getByRole('region', { name: 'Featured in this show' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const track = within(carousel).getByRole('list');
    const slides = within(track).getAllByRole('listitem');
    expect(slides.map((li) => li.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(within(slides[1]!).getByRole('article', { name: 'Lip Balm' })).toBeTruthy();
    // happy-dom lays nothing out: give the slides a width.
    Object.defineProperty(slides[0]!, 'offsetWidth', { value: 300 });
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as typeof track.scrollBy;
    await user.click(within(carousel).getByRole('button', { name: 'Next product' }));
    await user.click(within(carousel).getByRole('button', { name: 'Previous product' }));
    expect(scrollBy.mock.calls.map(([o]) => (o as ScrollToOptions).left)).toEqual([300, -300]);
  });

  it('SINGLE: viewers see one product, the one the host features, and it follows the host', async () => {
    const page = createLivePage({ products: [satin, balm] });
    const list = [
      { productId: satin.id, variantIds: [] },
      { productId: balm.id, variantIds: [] },
    ];
    const view = page.render(
      <FeaturedProducts featured={list} featureMode="SINGLE" featuredItem={{ productId: balm.id, variantId: null }} />,
    );
    expect(await screen.findByRole('article', { name: 'Lip Balm' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Featured in this show' })?.getAttribute('aria-roledescription')).toBeFalsy();
    expect(screen.queryByRole('button', { name: 'Next product' })).toBeNull();
    // The host features the lipstick in Cinnamon: the one card becomes that.
    view.rerender(
      <StoreProvider store={page.store}>
        <FeaturedProducts featured={list} featureMode="SINGLE" featuredItem={{ productId: satin.id, variantId: 502 }} />
      </StoreProvider>,
    );
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    expect(screen.getAllByRole('article')).toEqual([card]);
    expect(chosenShade(card)).toBe('Cinnamon');
    // Nothing featured: what the host wears; nothing worn either: the show's first product.
    view.rerender(
      <StoreProvider store={page.store}>
        <FeaturedProducts featured={list} featureMode="SINGLE" activeVariant={{ productId: balm.id, variantId: 601 }} />
      </StoreProvider>,
    );
    expect(screen.getAllByRole('article')).toEqual([screen.getByRole('article', { name: 'Lip Balm' })]);
    view.rerender(
      <StoreProvider store={page.store}>
        <FeaturedProducts featured={list} featureMode="SINGLE" />
      </StoreProvider>,
    );
    expect(screen.getAllByRole('article')).toEqual([screen.getByRole('article', { name: 'Satin Lip Color' })]);
  });

  it('what the host wears now is marked with its shade, listed first and preselected', async () => {
    const { user } = featured({ activeVariant: { productId: satin.id, variantId: 502 } });
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    expect(within(card).getByText('Wearing now: Cinnamon')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Lip Balm' })).queryByText(/Wearing now/)).toBeNull();
    expect(screen.getAllByRole('article')[0]).toBe(card);
    expect(chosenShade(card)).toBe('Cinnamon');
    // The viewer may still pick another shade; the mark keeps naming the worn one.
    await user.click(within(card).getByRole('radio', { name: 'Rosewood' }));
    expect(chosenShade(card)).toBe('Rosewood');
    expect(within(card).getByText('Wearing now: Cinnamon')).toBeTruthy();
  });

  it('a shade is a swatch of its colour in one radio group: one tab stop, the arrow keys move the choice', async () => {
    const { user } = featured();
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    const group = shades(card);
    // The legend names the option and the chosen shade; each swatch is painted in its shade's colour.
    expect(group.textContent).toContain('Shade: Rosewood');
    const chips = [...group.querySelectorAll<HTMLElement>('.chip')].map((c) => c.style.background);
    expect(chips).toEqual(['#9E4B55', '#A0522D', '#6E2A4A']);
    await user.click(within(group).getByRole('radio', { name: 'Rosewood' }));
    await user.keyboard('{ArrowRight}');
    expect(chosenShade(card)).toBe('Cinnamon');
    expect(group.textContent).toContain('Shade: Cinnamon');
    expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Cinnamon' }));
    // Tab leaves the group for the next control: three shades are one stop.
    await user.tab();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Add to bag' }));
  });

  it('an option whose values have no colour is a group of words', async () => {
    const sized = mapProduct(
      API.product({
        id: 'gid://shopify/Product/7301000009',
        title: 'Brow Pencil',
        options: [{ name: 'Size' }],
        variants: {
          nodes: ['Mini', 'Full'].map((size, i) =>
            API.variant({
              id: `gid://shopify/ProductVariant/90${i}`,
              title: size,
              colorHex: null,
              selectedOptions: [{ name: 'Size', value: size }],
            }),
          ),
        },
      }),
    );
    createLivePage({ products: [sized] }).render(
      <FeaturedProducts featured={[{ productId: sized.id, variantIds: [] }]} featureMode="SINGLE" />,
    );
    const card = await screen.findByRole('article', { name: 'Brow Pencil' });
    const group = within(card).getByRole('radiogroup', { name: 'Size' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Mini', 'Full']);
    expect(group.querySelector('.chip')).toBeNull();
    expect(within(group).getByText('Full').className).toBe('word');
  });

  it('Try it on opens the try-on over the show on the chosen shade; when it closes, focus is back on the button', async () => {
    const { user } = featured();
    const card = await screen.findByRole('article', { name: 'Satin Lip Color' });
    await user.click(within(card).getByRole('radio', { name: 'Cinnamon' }));
    const button = within(card).getByRole('button', { name: 'Try it on' });
    await user.click(button);
    // A try-on placeholder for the loader to mount: this product, this shade, in overlay mode.
    const opened = document.querySelectorAll<HTMLElement>('[data-vanity-widget="try-on"]');
    expect(opened).toHaveLength(1);
    expect({ ...opened[0]!.dataset }).toEqual({
      vanityWidget: 'try-on',
      mode: 'overlay',
      productHandle: 'satin-lip-color',
      variantId: '502',
    });
    // Asking again (another shade) replaces it rather than stacking a second try-on.
    await user.click(within(card).getByRole('radio', { name: 'Rosewood' }));
    await user.click(button);
    const again = document.querySelectorAll<HTMLElement>('[data-vanity-widget="try-on"]');
    expect([...again].map((el) => el.dataset.variantId)).toEqual(['501']);
    button.blur();
    announceTryOnOverlayClosed(again[0]!);
    expect(document.querySelector('[data-vanity-widget="try-on"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('a product without a try-on has no Try it on', async () => {
    const plain = mapProduct(
      API.product({
        id: 'gid://shopify/Product/7301000010',
        title: 'Lip Scrub',
        variants: { nodes: [API.variant({ id: 'gid://shopify/ProductVariant/950', vtoConfig: null })] },
      }),
    );
    createLivePage({ products: [plain] }).render(
      <FeaturedProducts featured={[{ productId: plain.id, variantIds: [] }]} featureMode="SINGLE" />,
    );
    const card = await screen.findByRole('article', { name: 'Lip Scrub' });
    expect(within(card).getByRole('button', { name: 'Add to bag' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Try it on' })).toBeNull();
  });
});
