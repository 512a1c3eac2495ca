import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import type { Product } from '../../shared/catalog/product-types';
import { aShow, createLivePage, refusal, type LiveFakes, type ShowDraft } from '../../shared/live-ui/live-page.test-helpers';
import { afterFieldCheck, useFieldCheckClock } from './field-check.test-helpers';
import { ShowForm } from './ShowForm';

const clock = useFieldCheckClock();

const invalid = (errors: Array<{ field: string; message: string }>) => refusal(422, errors);
const product = (n: number, title: string) =>
  mapProduct(
    API.product({
      id: `gid://shopify/Product/${7301000000 + n}`,
      handle: `p-${n}`,
      title,
      variants: { nodes: [API.variant({ id: `gid://shopify/ProductVariant/${44010000000 + n}` })] },
    }),
  );
const satin = product(2, 'Satin Lip Color');

function showForm({ products = [satin], host = {} }: { products?: Product[]; host?: LiveFakes['host'] } = {}) {
  const page = createLivePage({
    groups: ['influencer'],
    products,
    live: {
      host: {
        checkShow: vi.fn(async () => {}),
        createShow: vi.fn(async (_who, draft: ShowDraft) => aShow({ id: 'SHNEW', state: 'PENDING', title: draft.title })),
        ...host,
      },
    },
  });
  page.render(<ShowForm onCancel={() => {}} />);
  const form = screen.getByRole('form', { name: 'Schedule a show' });
  return { ...page, form, user: userEvent.setup(clock), title: within(form).getByRole('textbox', { name: 'Title' }) as HTMLInputElement };
}

/** The message under a field (its role="alert" line). */
const errorOf = (field: HTMLElement) => field.parentElement!.querySelector('[role="alert"]')!.textContent;

describe('the new-show form', () => {
  it('the title counter warns past 65 characters (spec 2 §9)', async () => {
    const { form, user, title } = showForm();
    await user.click(title);
    await user.paste('x'.repeat(66));
    const counter = within(form).getByText(/^66 of 65 characters/);
    expect(counter.getAttribute('data-over')).toBe('true');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Backspace}');
    expect(
      within(form)
        .getByText(/^65 of 65 characters/)
        .getAttribute('data-over'),
    ).toBe('false');
    expect(title.getAttribute('aria-invalid')).toBe('false');
  });

  it('the backend checks each field as the host types, and its message shows under the field (spec 2 §5)', async () => {
    const checkShow = vi.fn(async (_who: unknown, draft: Partial<ShowDraft>) => {
      if (draft.title?.includes('http')) throw invalid([{ field: 'title', message: 'Titles cannot contain links' }]);
    });
    const { user, title } = showForm({ host: { checkShow } });
    await user.type(title, 'See http://x.test');
    await afterFieldCheck();
    await waitFor(() => expect(errorOf(title)).toBe('Titles cannot contain links'));
    expect(checkShow).toHaveBeenCalledWith(expect.objectContaining({ groups: ['influencer'] }), { title: 'See http://x.test' }, undefined);
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });

  it('the product search never offers a product with an excluded tag (spec 1 §5)', async () => {
    const hidden = { ...product(3, 'Staff Sample'), tags: ['vanity-hidden'] };
    const { form } = showForm({ products: [satin, hidden] });
    expect(await within(form).findByRole('button', { name: 'Add Satin Lip Color' })).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Add Staff Sample' })).toBeNull();
  });

  it('Schedule is disabled unless the title is VALID, changed and not empty, and the description not pending or invalid (spec 2 §5)', async () => {
    const checkShow = vi.fn(async (_who: unknown, draft: Partial<ShowDraft>) => {
      if (draft.title?.includes('http') || draft.description?.includes('http'))
        throw invalid([{ field: draft.title ? 'title' : 'description', message: 'No links' }]);
    });
    const { form, user, title } = showForm({ host: { checkShow } });
    const schedule = within(form).getByRole('button', { name: 'Schedule show' }) as HTMLButtonElement;
    expect(schedule.disabled).toBe(true); // empty, unchanged
    await user.type(title, 'http');
    expect(schedule.disabled).toBe(true); // pending
    await afterFieldCheck();
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(schedule.disabled).toBe(true); // INVALID
    await user.clear(title);
    await user.type(title, '   ');
    await afterFieldCheck();
    await waitFor(() => expect(checkShow).toHaveBeenLastCalledWith(expect.anything(), { title: '   ' }, undefined));
    expect(schedule.disabled).toBe(true); // VALID but blank
    await user.clear(title);
    await user.type(title, 'Gloss');
    await afterFieldCheck();
    await waitFor(() => expect(schedule.disabled).toBe(false));
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await user.type(description, 'see http');
    expect(schedule.disabled).toBe(true); // the description is pending
    await afterFieldCheck();
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(schedule.disabled).toBe(true);
  });

  it('schedules the show through the host client and opens its page', async () => {
    const { form, user, title, live, navigations } = showForm();
    await user.type(title, '  Gloss or satin?  ');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Two finishes, live.');
    await user.click(await within(form).findByRole('button', { name: 'Add Satin Lip Color' }));
    const schedule = within(form).getByRole('button', { name: 'Schedule show' }) as HTMLButtonElement;
    await afterFieldCheck();
    await waitFor(() => expect(schedule.disabled).toBe(false));
    await user.click(schedule);
    expect(live.host.createShow).toHaveBeenCalledWith(
      { groups: ['influencer'], idToken: 'id-token' },
      {
        title: 'Gloss or satin?',
        description: 'Two finishes, live.',
        startTime: expect.any(String),
        variants: [{ productId: satin.id, variantIds: [] }],
        thumbnail: null,
        publiclyListed: true,
        featureMode: 'SINGLE',
        discounts: { productDiscounts: [] },
      },
    );
    await waitFor(() => expect(navigations).toEqual(['/pages/broadcast/SHNEW']));
  });

  it('sends the chosen thumbnail as base64 of the picture compressed in the worker (spec 2 §3, POST /show/v1)', async () => {
    const { form, user, title, live, deps } = showForm();
    const compress = vi.spyOn(deps.worker, 'compressToByteCap');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    // A file that is not a picture is said so, and nothing is kept.
    compress.mockResolvedValueOnce(null);
    await user.upload(input, new File(['?'], 'notes.png', { type: 'image/png' }));
    expect(await within(form).findByText("That file isn't a picture we can use. Choose a JPEG or PNG image.")).toBeTruthy();
    await user.upload(input, new File(['cover-jpeg'], 'cover.jpg', { type: 'image/jpeg' }));
    expect(await within(form).findByText('Thumbnail ready (0 KB).')).toBeTruthy();
    expect(compress).toHaveBeenLastCalledWith(expect.any(File), 300_000, { maxSide: 1280 });
    await user.type(title, 'Gloss or satin?');
    const schedule = within(form).getByRole('button', { name: 'Schedule show' }) as HTMLButtonElement;
    await afterFieldCheck();
    await waitFor(() => expect(schedule.disabled).toBe(false));
    await user.click(schedule);
    expect(live.host.createShow).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ thumbnail: btoa('cover-jpeg') }));
  });

  it('a 422 shows the backend’s messages on their fields and keeps everything typed', async () => {
    const createShow = vi.fn(() =>
      Promise.reject(
        invalid([
          { field: 'title', message: 'Title is already used' },
          { field: 'startTime', message: 'Start time must be in the future' },
        ]),
      ),
    );
    const { form, user, title, navigations, reports } = showForm({ host: { createShow } });
    await user.type(title, 'Gloss night');
    const schedule = within(form).getByRole('button', { name: 'Schedule show' }) as HTMLButtonElement;
    await afterFieldCheck();
    await waitFor(() => expect(schedule.disabled).toBe(false));
    await user.click(schedule);
    await waitFor(() => expect(within(form).getByText('Please fix the fields marked below.').getAttribute('role')).toBe('alert'));
    expect(errorOf(title)).toBe('Title is already used');
    expect(errorOf(within(form).getByLabelText('Starts at'))).toBe('Start time must be in the future');
    expect(title.value).toBe('Gloss night');
    expect(screen.getByRole('form', { name: 'Schedule a show' })).toBe(form);
    expect(navigations).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('a slow verdict on a discount since corrected does not put its error back', async () => {
    let refuse: () => void = () => {};
    const amount = (draft: Partial<ShowDraft>) => draft.discounts?.productDiscounts[0]?.amountPerItem;
    const checkShow = vi.fn((_who: unknown, draft: Partial<ShowDraft>) =>
      amount(draft) === '99.00'
        ? new Promise<void>((_, reject) => (refuse = () => reject(invalid([{ field: 'discounts', message: 'Above the price' }]))))
        : Promise.resolve(),
    );
    const { form, user } = showForm({ host: { checkShow } });
    await user.click(await within(form).findByRole('button', { name: 'Add Satin Lip Color' }));
    const products = within(form).getByRole('group', { name: /^Products/ });
    const discount = within(products).getByRole('textbox', { name: /^Show discount per item/ });
    const asked = (value: string) => checkShow.mock.calls.some(([, draft]) => amount(draft) === value);
    await user.type(discount, '99.00');
    await afterFieldCheck();
    await waitFor(() => expect(asked('99.00')).toBe(true));
    await user.clear(discount);
    await user.type(discount, '3.00');
    await afterFieldCheck();
    await waitFor(() => expect(asked('3.00')).toBe(true));
    // The answer about 99.00 comes last: it is about a discount the form no longer has.
    await act(async () => {
      refuse();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(within(products).getByRole('alert').textContent).toBe('');
  });

  it('takes at most 15 products (spec 2 §9)', async () => {
    const { form, user } = showForm({ products: Array.from({ length: 16 }, (_, i) => product(10 + i, `Shade ${i + 1}`)) });
    for (let i = 1; i <= 15; i++) await user.click(await within(form).findByRole('button', { name: `Add Shade ${i}` }));
    const products = within(form).getByRole('group', { name: 'Products (15 of 15)' });
    expect(within(products).getByRole('alert').textContent).toBe('A show can feature up to 15 products.');
    expect((within(products).getByRole('button', { name: 'Add Shade 16' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
