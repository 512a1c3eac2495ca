import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';

/** The bag's code downloads on demand: counted here, failing while `failing` says so. */
const download = vi.hoisted(() => ({ count: 0, failing: false }));
vi.mock('./ShowBag', async (original) => {
  download.count++;
  if (download.failing) throw new Error('Failed to fetch dynamically imported module');
  return original();
});

const line = { key: '501:0', variantId: 501, handle: 'satin', title: 'Satin Lip Color - Rosewood', quantity: 1, linePrice: 2600 };

/** The watch page's bag over a store cart holding `lines`, which an add fills. */
function page(lines: (typeof line)[]) {
  const cart = {
    add: vi.fn(async () => void lines.push(line)),
    get: vi.fn(async () => ({ itemCount: lines.length, totalPrice: 0, currency: 'USD', items: [...lines], attributes: {} })),
    change: vi.fn(async () => void lines.splice(0)),
    update: vi.fn(async () => {}),
    clear: vi.fn(async () => void lines.splice(0)),
    setAttributes: vi.fn(async () => {}),
  };
  const p = createLivePage({ cart });
  return { ...p, cart };
}

// Imported after the mock, as the page imports it.
const { BagWhenFilled } = await import('./BagWhenFilled');

describe('the bag beside the show, downloaded once it has lines', () => {
  it('an empty bag downloads nothing and shows nothing; the first line brings it, and emptying it here says so', async () => {
    const p = page([]);
    p.render(<BagWhenFilled />);
    await act(() => p.store.getState().cart.load());
    expect(screen.queryByRole('region', { name: 'Your bag' })).toBeNull();
    expect(download.count).toBe(0);
    await act(() =>
      p.store
        .getState()
        .cart.load()
        .then(() => p.cart.add())
        .then(() => p.store.getState().cart.load()),
    );
    const bag = await screen.findByRole('region', { name: 'Your bag' });
    expect(within(bag).getByText('Satin Lip Color - Rosewood')).toBeTruthy();
    await userEvent.setup().click(within(bag).getByRole('button', { name: 'Remove Satin Lip Color - Rosewood from your bag' }));
    expect(await screen.findByText('Your bag is empty.')).toBeTruthy();
  });
});
