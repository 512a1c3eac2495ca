import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { FeaturedProducts } from './FeaturedProducts';

const shade = (id: number, name: string, quantityAvailable: number) =>
  API.variant({ id: `gid://shopify/ProductVariant/${id}`, title: name, colorName: { value: name }, quantityAvailable });
const lipstick = (redQty = 10) =>
  mapProduct(
    API.product({
      id: 'gid://shopify/Product/11',
      handle: 'lipstick',
      title: 'Lipstick',
      variants: { nodes: [shade(1, 'Red', redQty), shade(2, 'Nude', 10), shade(3, 'Plum', 1)] },
    }),
  );
const gloss = mapProduct(
  API.product({ id: 'gid://shopify/Product/22', handle: 'gloss', title: 'Gloss', variants: { nodes: [shade(4, 'Crystal', 10)] } }),
);
const set = mapProduct(
  API.product({
    id: 'gid://shopify/Product/99',
    handle: 'lip-set',
    title: 'Lip Set',
    productType: 'Sets Product',
    bundleHandles: { value: '["lipstick"]' },
    bundleVariants: { value: '["22:4"]' },
    bundleThreshold: { value: '2' },
    variants: {
      nodes: [API.variant({ id: 'gid://shopify/ProductVariant/990', title: 'Default Title', colorName: null, quantityAvailable: 5 })],
    },
  }),
);

const noChanges = { change: async () => {}, update: async () => {}, clear: async () => {}, setAttributes: async () => {} };

function render(parts = [lipstick(), gloss]) {
  const cartAdd = vi.fn(async () => {});
  const page = createLivePage({
    products: [set, ...parts],
    cart: { add: cartAdd, get: async () => ({ itemCount: 1, totalPrice: 0, currency: 'USD', items: [], attributes: {} }), ...noChanges },
  });
  page.render(<FeaturedProducts featureMode="CAROUSEL" featured={[{ productId: set.id, variantIds: [] }]} />);
  return { cartAdd, user: userEvent.setup() };
}

describe('a bundle on the watch page (spec 1 §3, spec 2 §4)', () => {
  it('lists the set’s items, lets the shopper choose a shade, and adds the set with the chosen shades', async () => {
    const { cartAdd, user } = render();
    const card = await screen.findByRole('article', { name: 'Lip Set' });
    const contents = await within(card).findByRole('group', { name: 'In this set' });
    expect(within(contents).getByText('Gloss')).toBeTruthy();
    expect(within(contents).getByText('Crystal')).toBeTruthy();
    const picker = within(contents).getByRole('combobox', { name: 'Shade of Lipstick' });
    // Plum's 1 left is at or below the set's threshold of 2: offered, marked sold out.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Red', 'Nude', 'Plum (sold out)']);
    await user.selectOptions(picker, 'Nude');
    await user.click(within(card).getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(cartAdd).toHaveBeenCalledTimes(1));
    expect(cartAdd).toHaveBeenCalledWith([{ id: 990, quantity: 1, properties: { Lipstick: 'Nude', Gloss: 'Crystal' } }], []);
  });

  it('cannot be added while a chosen item is at or below the threshold', async () => {
    const { user } = render();
    const card = await screen.findByRole('article', { name: 'Lip Set' });
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Shade of Lipstick' }), 'Plum (sold out)');
    expect(within(card).getByText(/Sold out: choose another shade/)).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Sold out' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('first offers a shade that is in stock for the set', async () => {
    render([lipstick(2), gloss]);
    const card = await screen.findByRole('article', { name: 'Lip Set' });
    const picker = (await within(card).findByRole('combobox', { name: 'Shade of Lipstick' })) as HTMLSelectElement;
    expect(picker.selectedOptions[0]!.textContent).toBe('Nude');
    expect((within(card).getByRole('button', { name: 'Add to bag' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says so, with Try again, when an item cannot be read; the add waits', async () => {
    const cartAdd = vi.fn(async () => {});
    const page = createLivePage({
      products: [set, gloss],
      cart: { add: cartAdd, get: async () => ({ itemCount: 0, totalPrice: 0, currency: 'USD', items: [], attributes: {} }), ...noChanges },
    });
    const byHandle = vi.spyOn(page.deps.catalog, 'productByHandle').mockRejectedValueOnce(new Error('503'));
    page.render(<FeaturedProducts featureMode="CAROUSEL" featured={[{ productId: set.id, variantIds: [] }]} />);
    const card = await screen.findByRole('article', { name: 'Lip Set' });
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining("We couldn't load what is in this set."),
    );
    expect(page.reports).toContainEqual({ error: expect.any(Error), context: expect.objectContaining({ where: 'catalog:bundle' }) });
    byHandle.mockResolvedValueOnce(lipstick());
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('combobox', { name: 'Shade of Lipstick' })).toBeTruthy();
  });
});
