import { IDLE_TIMEOUT_MS, INTENT_EVENTS, trackPresses, whenIdleOrIntent, type ScheduleWindow } from './mount-schedule';

/** A window whose idle callbacks run when the test says, and whose timers are vitest's fake ones. */
function fakeWindow(withIdle = true) {
  const idle = new Map<number, { cb: () => void; timeout?: number }>();
  let next = 1;
  const win: ScheduleWindow = {
    setTimeout: (cb, ms) => setTimeout(cb, ms) as unknown as number,
    clearTimeout: (id) => clearTimeout(id),
    ...(withIdle && {
      requestIdleCallback: (cb: () => void, opts?: { timeout: number }) => {
        idle.set(next, { cb, timeout: opts?.timeout });
        return next++;
      },
      cancelIdleCallback: (id: number) => void idle.delete(id),
    }),
  };
  const runIdle = () => [...idle.values()].forEach((i) => i.cb());
  return { win, idle, runIdle };
}

const host = () => document.body.appendChild(document.createElement('div'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenIdleOrIntent', () => {
  it('starts once the browser is idle, asking for a callback within the timeout', () => {
    const { win, idle, runIdle } = fakeWindow();
    const start = vi.fn();
    whenIdleOrIntent(host(), start, win);
    expect(start).not.toHaveBeenCalled();
    expect([...idle.values()][0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    runIdle();
    expect(start).toHaveBeenCalledWith('idle');
  });

  it.each(INTENT_EVENTS)('starts at once on %s on the placeholder, before idle, and only once', (type) => {
    const { win, idle, runIdle } = fakeWindow();
    const start = vi.fn();
    const el = host();
    // From inside the placeholder, as a real pointer or focus would arrive.
    const inner = el.appendChild(document.createElement('button'));
    whenIdleOrIntent(el, start, win);
    inner.dispatchEvent(new Event(type, { bubbles: type !== 'pointerenter' }));
    if (type === 'pointerenter') el.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledWith('intent');
    expect(idle.size).toBe(0);
    runIdle();
    el.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('ignores intent elsewhere on the page', () => {
    const { win } = fakeWindow();
    const start = vi.fn();
    whenIdleOrIntent(host(), start, win);
    host().dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback, starts on a short timer', () => {
    const { win } = fakeWindow(false);
    const start = vi.fn();
    whenIdleOrIntent(host(), start, win);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledWith('idle');
  });

  it('shares one idle callback among the placeholders waiting at once, and still starts each once', () => {
    const { win, idle, runIdle } = fakeWindow();
    const starts = [vi.fn(), vi.fn(), vi.fn()];
    const els = starts.map(() => host());
    const cancels = starts.map((start, i) => whenIdleOrIntent(els[i]!, start, win));
    expect(idle.size).toBe(1);
    // One taken on intent, one cancelled (its card removed): the rest wait for the same idle callback.
    els[0]!.dispatchEvent(new Event('pointerdown'));
    cancels[1]!();
    expect(idle.size).toBe(1);
    runIdle();
    expect(starts.map((s) => s.mock.calls)).toEqual([[['intent']], [], [['idle']]]);
    // The next placeholder to wait (a section added later) gets an idle callback of its own.
    idle.clear();
    whenIdleOrIntent(host(), vi.fn(), win);
    expect(idle.size).toBe(1);
  });

  it('a cancelled schedule never starts', () => {
    const { win, runIdle } = fakeWindow();
    const start = vi.fn();
    const el = host();
    whenIdleOrIntent(el, start, win)();
    runIdle();
    el.dispatchEvent(new Event('pointerdown'));
    expect(start).not.toHaveBeenCalled();
  });
});

describe('trackPresses: the mount waits for a press to end', () => {
  it('is released at once when nothing is pressed', async () => {
    const presses = trackPresses(host());
    await expect(presses.released()).resolves.toBeUndefined();
  });

  it('holds from pointerdown until just after the click (its default action done)', async () => {
    const el = host();
    const presses = trackPresses(el);
    el.dispatchEvent(new Event('pointerdown'));
    const done = vi.fn();
    void presses.released().then(done);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).not.toHaveBeenCalled();
    el.dispatchEvent(new Event('click'));
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('lets go when the press ends away from the placeholder (no click comes)', async () => {
    const el = host();
    const presses = trackPresses(el);
    el.dispatchEvent(new Event('pointerdown'));
    const done = vi.fn();
    void presses.released().then(done);
    document.dispatchEvent(new Event('pointerup'));
    await vi.advanceTimersByTimeAsync(60);
    expect(done).toHaveBeenCalled();
  });
});
