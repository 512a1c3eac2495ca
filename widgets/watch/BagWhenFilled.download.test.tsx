import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { createLivePage } from '../../shared/live-ui/live-page.test-helpers';

/** The bag's code downloads on demand: counted here, failing while `failing` says so. */
const download = vi.hoisted(() => ({ count: 0, failing: true }));
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

describe('the bag beside the show, when its code cannot be downloaded', () => {
  it('a failed download is reported, and the next change of the bag tries again', async () => {
    const p = page([line]);
    p.render(<BagWhenFilled />);
    await act(() => p.store.getState().cart.load());
    await waitFor(() => expect(p.reports).toContainEqual({ error: expect.any(Error), context: { where: 'watch:bag-code' } }));
    expect(screen.queryByRole('region', { name: 'Your bag' })).toBeNull();
    download.failing = false;
    await act(() => p.store.getState().cart.load());
    expect(await screen.findByRole('region', { name: 'Your bag' })).toBeTruthy();
  });
});
