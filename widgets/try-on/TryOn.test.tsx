import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { mapProduct } from '../../shared/catalog/product-mapping';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { registerMessages } from '../../shared/i18n';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { TRY_ON_OVERLAY_CLOSED } from '../../shared/react/try-on-overlay';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { installSlices } from '../../shared/store/install-slices';
import { StoreProvider } from '../../shared/store/react';
import { TryOn } from './TryOn';
import { tryOnSlices } from './try-on-slices';

vi.mock('../../shared/try-on/try-on-engine', async () => ({
  TryOnEngine: (await import('../../shared/store/slices/try-on/try-on.test-helpers')).FakeEngine,
}));
registerMessages('en', enTryOn);

const shade = (id: number, name: string) =>
  API.variant({
    id: `gid://shopify/ProductVariant/${id}`,
    title: name,
    colorName: { value: name },
    selectedOptions: [{ name: 'Shade', value: name }],
  });
const satin = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000002',
    handle: 'satin-lip-color',
    title: 'Satin Lip Color',
    variants: { nodes: [shade(501, 'Rosewood'), shade(502, 'Cinnamon')] },
  }),
);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<TryOn> in overlay mode (opened by another widget, try-on-overlay.ts)', () => {
  it('opens at once on the asked shade with no button of its own, and says so on its placeholder when closed', async () => {
    const fake = createFakeDeps({
      catalog: {
        productByHandle: async () => satin,
        productById: async () => satin,
        inventory: async () => [],
        searchProducts: async () => [],
      },
    });
    installSlices(fake.store as never, fake.deps, tryOnSlices);
    const host = document.createElement('div');
    Object.assign(host.dataset, { vanityWidget: 'try-on', mode: 'overlay', productHandle: 'satin-lip-color', variantId: '502' });
    document.body.append(host);
    const closed = vi.fn();
    host.addEventListener(TRY_ON_OVERLAY_CLOSED, closed);
    render(
      <StoreProvider store={fake.store}>
        <TryOn host={host} ctx={fake.mountContext(null)} />
      </StoreProvider>,
      { container: host },
    );
    const dialog = await screen.findByRole('dialog');
    const state = () => (fake.store.getState() as unknown as { tryOn: { variantId: number | null; status: string } }).tryOn;
    expect(state().variantId).toBe(502);
    expect(screen.queryByRole('button', { name: 'Try it on' })).toBeNull();
    expect(closed).not.toHaveBeenCalled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state().status).toBe('idle');
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

describe('<TryOn> when the Storefront API fails to give the product', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  function renderProductPage(productByHandle: () => Promise<typeof satin>) {
    const fake = createFakeDeps({
      catalog: { productByHandle, productById: async () => satin, inventory: async () => [], searchProducts: async () => [] },
    });
    installSlices(fake.store as never, fake.deps, tryOnSlices);
    const host = document.createElement('div');
    Object.assign(host.dataset, { vanityWidget: 'try-on', productHandle: 'satin-lip-color' });
    document.body.append(host);
    render(
      <StoreProvider store={fake.store}>
        <TryOn host={host} ctx={fake.mountContext(null)} />
      </StoreProvider>,
      { container: host },
    );
    const state = () => (fake.store.getState() as unknown as { tryOn: { status: string; source: string | null } }).tryOn;
    return { ...fake, state };
  }

  it('offers Try again, which loads it again and starts the session the shopper chose (?vto=camera)', async () => {
    history.replaceState(null, '', '/products/satin-lip-color?vto=camera');
    let failures = 1;
    const productByHandle = vi.fn(async () => {
      if (failures-- > 0) throw new Error('Storefront API: 503');
      return satin;
    });
    const { state, reports } = renderProductPage(productByHandle);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong starting the virtual make-up try-on plugin...');
    expect(reports).toEqual([{ error: expect.any(Error), context: { where: 'try-on:product', handle: 'satin-lip-color' } }]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const dialog = await screen.findByRole('dialog');
    expect(productByHandle).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(state().status).toBe('live'));
    expect(state().source).toBe('camera');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a Try again that fails again keeps the button, and focus on it; once loaded, focus goes to Try it on', async () => {
    let failures = 2;
    let answer: () => void = () => {};
    const productByHandle = vi.fn(async () => {
      if (failures-- > 0) throw new Error('Storefront API: 503');
      await new Promise<void>((resolve) => (answer = resolve));
      return satin;
    });
    renderProductPage(productByHandle);
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await user.click(retry);
    await waitFor(() => expect(productByHandle).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(retry);
    await user.click(retry);
    // While it loads the button stays (a second press does nothing), and so does focus.
    await waitFor(() => expect(retry.getAttribute('aria-disabled')).toBe('true'));
    await user.click(retry);
    expect(productByHandle).toHaveBeenCalledTimes(3);
    answer();
    const open = await screen.findByRole('button', { name: 'Try it on' });
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
