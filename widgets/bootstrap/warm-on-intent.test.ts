import { DEFERRED_WIDGETS, warmOnIntent } from './warm-on-intent';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('warmOnIntent', () => {
  it('starts the try-on chunk once, on the first hover, focus or touch of a label, and for nothing else', () => {
    const warm = vi.fn(() => Promise.resolve());
    const stop = warmOnIntent(document, { 'try-on-label': warm });
    const label = document.body.appendChild(document.createElement('div'));
    label.dataset.vanityWidget = 'try-on-label';
    const button = label.appendChild(document.createElement('button'));
    const other = document.body.appendChild(document.createElement('div'));
    other.dataset.vanityWidget = 'watch';
    other.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(warm).not.toHaveBeenCalled();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    button.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
    stop();
  });

  it('tries again on the next intent when the warm-up failed', async () => {
    const warm = vi.fn(() => Promise.reject(new Error('offline')));
    const stop = warmOnIntent(document, { 'try-on-label': warm });
    const label = document.body.appendChild(document.createElement('div'));
    label.dataset.vanityWidget = 'try-on-label';
    label.dispatchEvent(new Event('focusin', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    label.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(2);
    stop();
  });

  it('defers the three widgets whose snippets render working server HTML or nothing', () => {
    expect([...DEFERRED_WIDGETS].sort()).toEqual(['checkout-helper', 'order-helper', 'try-on-label']);
  });
});
