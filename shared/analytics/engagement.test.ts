import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGAGED_VISIBLE_MS, INTERACTION_MIN_VISIBLE_MS, watchEngagement, type EngagedBy } from './engagement';

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function watch() {
  const engaged: Array<[number, EngagedBy]> = [];
  const stop = watchEngagement(document, Date.now, (ms, by) => void engaged.push([ms, by]));
  return { engaged, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('engagement (user_engaged)', () => {
  it('is engaged after 10 s visible, once', () => {
    const { engaged } = watch();
    vi.advanceTimersByTime(ENGAGED_VISIBLE_MS - 1);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(engaged).toEqual([[10_000, 'time']]);
    vi.advanceTimersByTime(ENGAGED_VISIBLE_MS * 3);
    window.dispatchEvent(new Event('pointerdown'));
    expect(engaged).toHaveLength(1);
  });

  it('pauses the count while the page is hidden', () => {
    const { engaged } = watch();
    vi.advanceTimersByTime(4_000);
    setVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(engaged).toEqual([]);
    setVisibility('visible');
    vi.advanceTimersByTime(5_999);
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(engaged).toEqual([[10_000, 'time']]);
  });

  it('a page opened in the background starts counting when first shown', () => {
    visibility = 'hidden';
    const { engaged } = watch();
    vi.advanceTimersByTime(30_000);
    window.dispatchEvent(new Event('keydown'));
    expect(engaged).toEqual([]);
    setVisibility('visible');
    vi.advanceTimersByTime(ENGAGED_VISIBLE_MS);
    expect(engaged).toEqual([[10_000, 'time']]);
  });

  it('the first press, key or scroll after 1 s visible engages; earlier ones do not', () => {
    const { engaged } = watch();
    vi.advanceTimersByTime(INTERACTION_MIN_VISIBLE_MS - 1);
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('pointerdown'));
    expect(engaged).toEqual([]);
    vi.advanceTimersByTime(501);
    window.dispatchEvent(new Event('pointerdown'));
    expect(engaged).toEqual([[1_500, 'interaction']]);
    vi.advanceTimersByTime(ENGAGED_VISIBLE_MS);
    expect(engaged).toHaveLength(1);
  });

  it('hears keys inside widgets and scrolls of any element', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const button = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('button'));
    const first = watch();
    vi.advanceTimersByTime(2_000);
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    expect(first.engaged).toEqual([[2_000, 'interaction']]);

    const second = watch();
    vi.advanceTimersByTime(2_000);
    host.dispatchEvent(new Event('scroll')); // scroll does not bubble: heard by capturing
    expect(second.engaged).toEqual([[2_000, 'interaction']]);
    host.remove();
  });

  it('sends nothing after the stop', () => {
    const { engaged, stop } = watch();
    vi.advanceTimersByTime(2_000);
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(ENGAGED_VISIBLE_MS);
    expect(engaged).toEqual([]);
  });
});
