import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { loadCatalogue } from '../../shared/i18n';
import { SERVER_MARKUP_ATTR } from '../../shared/react/server-markup';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { StoreProvider } from '../../shared/store/react';
import { ImageError } from '../../shared/worker/image-ops';
import { TryOnLabel } from './TryOnLabel';

function placeholder() {
  const host = document.createElement('div');
  host.dataset.productHandle = 'velvet-matte-lipstick';
  host.dataset.productUrl = '/collections/lips/products/velvet-matte-lipstick';
  host.dataset.productTitle = 'Velvet Matte Lipstick';
  document.body.append(host);
  return host;
}

function renderLabel(overrides: Parameters<typeof createFakeDeps>[0] = {}, host = placeholder()) {
  const fake = createFakeDeps(overrides);
  const view = render(
    <StoreProvider store={fake.store}>
      <TryOnLabel host={host} ctx={fake.mountContext(null)} />
    </StoreProvider>,
  );
  return { ...fake, view };
}

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('<TryOnLabel>', () => {
  it('opens a menu with Camera and a photo picker, focusing the first item, and prefetches the models', async () => {
    const prefetched: string[] = [];
    const { store } = renderLabel();
    act(() => store.setState((s) => ({ tryOnEntry: { ...s.tryOnEntry, prefetchModels: ({ handle }) => void prefetched.push(handle) } })));
    const trigger = screen.getByRole('button', { name: 'Try on Velvet Matte Lipstick' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Use camera', 'Upload a photo']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    expect(prefetched).toEqual(['velvet-matte-lipstick']);
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

  it('Tab leaves the menu from the trigger and lets the browser move on; Shift+Tab stops on the trigger', async () => {
    renderLabel();
    const trigger = screen.getByRole('button', { name: /Try on/ });
    fireEvent.click(trigger);
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    // Not prevented: the browser's own Tab then moves on from the trigger, past the label.
    expect(fireEvent.keyDown(items[0]!, { key: 'Tab' })).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
    expect(fireEvent.keyDown(screen.getAllByRole('menuitem')[1]!, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('on a right-to-left page, a label on the left opens its menu towards the right (inline-end)', () => {
    const host = placeholder();
    host.dir = 'rtl';
    host.style.direction = 'rtl';
    host.getBoundingClientRect = () => ({
      left: 10,
      width: 100,
      top: 0,
      height: 40,
      right: 110,
      bottom: 40,
      x: 10,
      y: 0,
      toJSON: () => ({}),
    });
    renderLabel({}, host);
    fireEvent.click(screen.getByRole('button', { name: /Try on/ }));
    expect(screen.getByRole('menu').className).toBe('menu end');
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

  it('opens its menu at once when the shopper opened the server menu before the mount (no lost click)', async () => {
    const host = placeholder();
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<div class="label" ${SERVER_MARKUP_ATTR}><details open><summary class="trigger">Try it on</summary></details></div>`;
    renderLabel({}, host);
    expect(screen.getByRole('button', { name: /Try on/ }).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem')[0]));
  });

  it('keeps the focus the shopper gave the server button before the mount', () => {
    const host = placeholder();
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<div class="label" ${SERVER_MARKUP_ATTR}><details><summary class="trigger" tabindex="0">Try it on</summary></details></div>`;
    shadow.querySelector<HTMLElement>('summary')!.focus();
    renderLabel({}, host);
    const trigger = screen.getByRole('button', { name: /Try on/ });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
