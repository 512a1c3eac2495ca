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
