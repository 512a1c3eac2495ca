import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { cartFailure, cartRefusal, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { ShowBag } from './ShowBag';

const rosewood = { key: '501:0', variantId: 501, handle: 'satin', title: 'Satin Lip Color - Rosewood', quantity: 2, linePrice: 5200 };
const balm = { key: '601:0', variantId: 601, handle: 'balm', title: 'Lip Balm', quantity: 1, linePrice: 1400 };

/** A bag over a fake store cart that applies what it is sent, unless `fail` says otherwise. */
function bag(fail: { update?: unknown; change?: unknown; clear?: unknown } = {}) {
  let lines = [rosewood, balm];
  const summary = () => ({
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    totalPrice: 0,
    currency: 'USD',
    items: lines,
    attributes: {},
  });
  const setQty = (key: string, quantity: number) =>
    (lines = lines.flatMap((l) => (l.key !== key ? [l] : quantity === 0 ? [] : [{ ...l, quantity, linePrice: 2600 * quantity }])));
  const cart = {
    add: vi.fn(async () => {}),
    get: vi.fn(async () => summary()),
    change: vi.fn(async (key: string, quantity: number) => {
      if (fail.change) throw fail.change;
      setQty(key, quantity);
    }),
    update: vi.fn(async (updates: Record<string, number>) => {
      if (fail.update) throw fail.update;
      for (const [key, q] of Object.entries(updates)) setQty(key, q);
    }),
    clear: vi.fn(async () => {
      if (fail.clear) throw fail.clear;
      lines = [];
    }),
    setAttributes: vi.fn(async () => {}),
  };
  const page = createLivePage({ cart });
  void page.store.getState().cart.load();
  page.render(<ShowBag />);
  return { ...page, cart, user: userEvent.setup() };
}

const region = () => screen.findByRole('region', { name: 'Your bag' });

describe('the bag on the watch page', () => {
  it('lists the lines with their quantity and price; a typed quantity goes to update.js', async () => {
    const { user, cart } = bag();
    const section = await region();
    expect(within(section).getByText('Total: $66.00')).toBeTruthy();
    const qty = within(section).getByRole('spinbutton', { name: 'Quantity of Satin Lip Color - Rosewood' }) as HTMLInputElement;
    expect(qty.value).toBe('2');
    const update = within(section).getByRole('button', { name: 'Update bag' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(update);
    expect(cart.update).toHaveBeenCalledWith({ '501:0': 3 });
    await waitFor(() => expect(within(section).getByText('Total: $92.00')).toBeTruthy());
    expect(qty.value).toBe('3');
  });

  it('a quantity typed again while the update goes stays in the box', async () => {
    const { user, cart } = bag();
    const section = await region();
    const applied = cart.update.getMockImplementation()!;
    let answer: () => void = () => {};
    cart.update.mockImplementationOnce((updates) => new Promise<void>((resolve) => (answer = () => void applied(updates).then(resolve))));
    const qty = within(section).getByRole('spinbutton', { name: 'Quantity of Satin Lip Color - Rosewood' }) as HTMLInputElement;
    await user.clear(qty);
    await user.type(qty, '3');
    await user.click(within(section).getByRole('button', { name: 'Update bag' }));
    expect(cart.update).toHaveBeenCalledWith({ '501:0': 3 });
    await user.clear(qty);
    await user.type(qty, '5');
    answer();
    await waitFor(() => expect(within(section).getByText('Total: $92.00')).toBeTruthy());
    expect(qty.value).toBe('5');
    expect((within(section).getByRole('button', { name: 'Update bag' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Remove takes the line out through change.js', async () => {
    const { user, cart } = bag();
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Remove Lip Balm from your bag' }));
    expect(cart.change).toHaveBeenCalledWith('601:0', 0);
    await waitFor(() => expect(within(section).queryByText('Lip Balm')).toBeNull());
    expect(within(section).getByText('Satin Lip Color - Rosewood')).toBeTruthy();
  });

  it('a quantity that is not a whole number is flagged and not sent', async () => {
    const { user, cart } = bag();
    const section = await region();
    const qty = within(section).getByRole('spinbutton', { name: 'Quantity of Lip Balm' });
    await user.clear(qty);
    expect(within(section).getByRole('alert').textContent).toBe('Enter a whole number (0 removes the item).');
    expect((within(section).getByRole('button', { name: 'Update bag' }) as HTMLButtonElement).disabled).toBe(true);
    expect(cart.update).not.toHaveBeenCalled();
  });

  it('a failed update keeps the cart and what was typed, says so plainly, and Try again sends it', async () => {
    const fail: { update?: unknown } = { update: cartFailure(503, '/cart/update.js') };
    const { user, cart, reports } = bag(fail);
    const section = await region();
    const qty = within(section).getByRole('spinbutton', { name: 'Quantity of Lip Balm' }) as HTMLInputElement;
    await user.clear(qty);
    await user.type(qty, '4');
    await user.click(within(section).getByRole('button', { name: 'Update bag' }));
    await waitFor(() => expect(within(section).getByText(/We couldn't update your bag\./)).toBeTruthy());
    expect(qty.value).toBe('4');
    expect(within(section).getByText('Total: $66.00')).toBeTruthy();
    expect(reports.map((r) => r.context)).toEqual([{ where: 'cart:lines', endpoint: '/cart/update.js', status: 503 }]);
    // Nothing about the endpoint on the page.
    expect(section.textContent).not.toMatch(/update\.js|503/);
    delete fail.update;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(cart.update).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(within(section).queryByText(/We couldn't update your bag/)).toBeNull());
    expect(qty.value).toBe('4');
  });

  it('Shopify’s refusal of a quantity is shown in its words, without Try again', async () => {
    const { user } = bag({ update: cartRefusal('You can only add 3 Lip Balm to the cart.') });
    const section = await region();
    const qty = within(section).getByRole('spinbutton', { name: 'Quantity of Lip Balm' });
    await user.clear(qty);
    await user.type(qty, '9');
    await user.click(within(section).getByRole('button', { name: 'Update bag' }));
    await waitFor(() => expect(within(section).getByText('You can only add 3 Lip Balm to the cart.')).toBeTruthy());
    expect(within(section).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('Empty bag asks first; Keep my bag changes nothing, Yes clears through clear.js', async () => {
    const { user, cart } = bag();
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Empty bag' }));
    const confirm = within(section).getByRole('group', { name: 'Remove everything from your bag?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep my bag' }));
    expect(cart.clear).not.toHaveBeenCalled();
    expect(within(section).queryByRole('group')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Empty bag' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, empty my bag' }));
    expect(cart.clear).toHaveBeenCalledTimes(1);
    expect((await screen.findByRole('status')).textContent).toBe('Your bag is empty.');
  });

  it('a failed empty keeps the bag and the question, with the plain message', async () => {
    const { user } = bag({ clear: cartFailure(0, '/cart/clear.js') });
    const section = await region();
    await user.click(within(section).getByRole('button', { name: 'Empty bag' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, empty my bag' }));
    await waitFor(() => expect(within(section).getByText(/We couldn't update your bag\. Please check your connection\./)).toBeTruthy());
    expect(within(section).getByText('Lip Balm')).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Remove everything from your bag?' })).toBeTruthy();
  });
});
