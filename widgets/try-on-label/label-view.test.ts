import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { loadCatalogue } from '../../shared/i18n';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { ImageError } from '../../shared/worker/image-ops';
import { createTryOnLabel } from './label-view';

function renderLabel(overrides: Parameters<typeof createFakeDeps>[0] = {}) {
  const fake = createFakeDeps(overrides);
  const host = document.createElement('div');
  host.dataset.productHandle = 'velvet-matte-lipstick';
  host.dataset.productUrl = '/collections/lips/products/velvet-matte-lipstick';
  host.dataset.productTitle = 'Velvet Matte Lipstick';
  document.body.append(host);
  // Rendered into the placeholder itself (not its shadow root) so the queries can see it.
  const destroy = createTryOnLabel(host, host, fake.store);
  return { ...fake, destroy };
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('the try-on label', () => {
  it('opens a menu with Camera and a photo picker, focusing the first item', async () => {
    renderLabel();
    const trigger = screen.getByRole('button', { name: 'Try on Velvet Matte Lipstick' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Use camera', 'Upload a photo']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
  });

  it('moves with the arrow keys and closes on Escape, back on the button', async () => {
    renderLabel();
    const trigger = screen.getByRole('button', { name: /Try on/ });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Camera goes to the product with vto=camera', () => {
    const { navigations } = renderLabel();
    fireEvent.click(screen.getByRole('button', { name: /Try on/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Use camera' }));
    expect(navigations).toEqual(['/collections/lips/products/velvet-matte-lipstick?vto=camera']);
  });

  it('a chosen photo goes to the product with vto=upload', async () => {
    const { navigations } = renderLabel();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).toBe('image/png,image/jpeg');
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(navigations).toEqual(['/collections/lips/products/velvet-matte-lipstick?vto=upload']));
  });

  it('a bad file shows a clear message and the menu stays usable', async () => {
    const { navigations } = renderLabel({
      worker: { downscaleImage: () => Promise.reject(new ImageError('unsupportedType')), compressToByteCap: async (b) => b },
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect((await screen.findByRole('alert')).textContent).toMatch("This file isn't a photo we can use");
    fireEvent.click(screen.getByRole('button', { name: /Try on/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Use camera' }));
    expect(navigations).toEqual(['/collections/lips/products/velvet-matte-lipstick?vto=camera']);
  });

  it('speaks French on a French store', async () => {
    await loadCatalogue('fr');
    renderLabel({ config: { ...createFakeDeps().deps.config, locale: 'fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Essayer Velvet Matte Lipstick' }));
    expect(screen.getByRole('menuitem', { name: 'Utiliser la caméra' })).toBeTruthy();
  });

  it('shows "preparing" while the photo is made ready, and cleans up on unmount', async () => {
    let finish: () => void = () => {};
    const fake = renderLabel({
      worker: {
        downscaleImage: () =>
          new Promise((r) => (finish = () => r({ blob: new Blob(['j'], { type: 'image/jpeg' }), width: 1, height: 1 }))),
        compressToByteCap: async (b) => b,
      },
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] } });
    const trigger = screen.getByRole('button', { name: /Try on/ });
    await waitFor(() => expect((trigger as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('status').textContent).toBe('Preparing your photo…');
    finish();
    await waitFor(() => expect(fake.navigations).toHaveLength(1));
    fake.destroy();
    expect(document.querySelector('.label')).toBeNull();
  });
});
