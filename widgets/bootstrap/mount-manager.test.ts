import { fakeMountContext } from '../../shared/widget-contract.test-helpers';
import type { Http } from '../../shared/http';
import type { WidgetModule } from '../../shared/widget-contract';
import { createMountManager, createMountRunner, MOUNTED_ATTR } from './mount-manager';
import { parseConfig } from '../../shared/config';

const ctx = fakeMountContext({ config: parseConfig('{}', 'https://cdn/vanity.js'), http: vi.fn() as unknown as Http });
const tick = () => new Promise((r) => setTimeout(r, 0));

function setup(known = ['try-on-label']) {
  const mounts: HTMLElement[] = [];
  const unmounts: HTMLElement[] = [];
  const mod: WidgetModule = {
    mount: (el) => {
      mounts.push(el);
      return () => unmounts.push(el);
    },
  };
  const onError = vi.fn();
  const load = vi.fn((name: string) => (known.includes(name) ? Promise.resolve(mod) : null));
  const manager = createMountManager({ root: document, context: () => ctx, load, onError });
  return { manager, mounts, unmounts, onError, load };
}

const placeholder = (name = 'try-on-label') => {
  const el = document.createElement('div');
  el.dataset.vanityWidget = name;
  return el;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount manager', () => {
  it('mounts each placeholder once, however often it scans', async () => {
    const { manager, mounts } = setup();
    document.body.append(placeholder(), placeholder());
    await Promise.all([manager.scan(), manager.scan()]);
    await manager.scan();
    expect(mounts).toHaveLength(2);
    expect(document.querySelectorAll(`[${MOUNTED_ATTR}="true"]`)).toHaveLength(2);
  });

  it("mounts in a task after the chunk's, not in the microtasks of the task that evaluated it", async () => {
    const { manager, mounts } = setup();
    document.body.append(placeholder(), placeholder());
    const scanned = manager.scan();
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(mounts).toHaveLength(0);
    await scanned;
    expect(mounts).toHaveLength(2);
  });

  it('mounts placeholders added later and unmounts removed ones', async () => {
    const { manager, mounts, unmounts } = setup();
    manager.observe(document.body);
    const section = document.createElement('section');
    const el = placeholder();
    section.append(el);
    document.body.append(section);
    await vi.waitFor(() => expect(mounts).toEqual([el]));
    section.remove();
    await vi.waitFor(() => expect(unmounts).toEqual([el]));
    expect(el.hasAttribute(MOUNTED_ATTR)).toBe(false);
    manager.disconnect();
  });

  it('does not unmount a placeholder that was only moved', async () => {
    const { manager, unmounts } = setup();
    const el = placeholder();
    const a = document.createElement('div');
    const b = document.createElement('div');
    a.append(el);
    document.body.append(a, b);
    await manager.scan();
    manager.observe(document.body);
    b.append(el);
    await tick();
    expect(unmounts).toHaveLength(0);
    manager.disconnect();
  });

  it('marks and reports an unknown widget without loading anything', async () => {
    const { manager, onError, load } = setup();
    const el = placeholder('no-such-widget');
    document.body.append(el);
    await manager.scan();
    expect(el.getAttribute(MOUNTED_ATTR)).toBe('unknown');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { where: 'mount', widget: 'no-such-widget' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('marks and reports a chunk that fails to load', async () => {
    const onError = vi.fn();
    const manager = createMountManager({ root: document, context: () => ctx, load: () => Promise.reject(new Error('chunk 404')), onError });
    const el = placeholder();
    document.body.append(el);
    await manager.scan();
    expect(el.getAttribute(MOUNTED_ATTR)).toBe('error');
    expect(onError).toHaveBeenCalled();
  });

  describe('deferred widgets (idle or intent)', () => {
    function deferredSetup() {
      const idle: Array<() => void> = [];
      const win = {
        requestIdleCallback: (cb: () => void) => idle.push(cb),
        cancelIdleCallback: () => {},
        setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms) as unknown as number,
        clearTimeout: (id: number) => clearTimeout(id),
      };
      const mounts: HTMLElement[] = [];
      const starts: string[] = [];
      let chunk: (m: WidgetModule) => void = () => {};
      const loading = new Promise<WidgetModule>((r) => (chunk = r));
      const load = vi.fn(() => loading);
      const manager = createMountManager({
        root: document,
        context: () => ctx,
        load,
        onError: vi.fn(),
        deferred: (name) => name === 'try-on-label',
        onDeferredStart: (name, _el, reason) => starts.push(`${name}:${reason}`),
        win,
      });
      const loaded = () => chunk({ mount: (el) => (mounts.push(el), () => {}) });
      return { manager, mounts, starts, load, loaded, runIdle: () => idle.splice(0).forEach((cb) => cb()) };
    }

    it('loads nothing until the browser is idle, then mounts', async () => {
      const { manager, mounts, starts, load, loaded, runIdle } = deferredSetup();
      const el = placeholder();
      document.body.append(el);
      const scanned = manager.scan();
      await tick();
      expect(load).not.toHaveBeenCalled();
      expect(el.getAttribute(MOUNTED_ATTR)).toBe('deferred');
      await manager.scan();
      runIdle();
      loaded();
      await scanned;
      expect(mounts).toEqual([el]);
      expect(load).toHaveBeenCalledTimes(1);
      expect(starts).toEqual(['try-on-label:idle']);
      expect(el.getAttribute(MOUNTED_ATTR)).toBe('true');
    });

    it('mounts on intent before idle; a click made while the chunk loads lands before the markup is swapped', async () => {
      const { manager, mounts, starts, loaded } = deferredSetup();
      const el = placeholder();
      const serverButton = el.appendChild(document.createElement('button'));
      const clicks: EventTarget[] = [];
      serverButton.addEventListener('click', (e) => clicks.push(e.target!));
      document.body.append(el);
      const scanned = manager.scan();
      serverButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(starts).toEqual(['try-on-label:intent']);
      loaded();
      await tick();
      await tick();
      // The chunk is here, but the press has not ended: the server button must still be there for its click.
      expect(mounts).toEqual([]);
      serverButton.click();
      expect(clicks).toEqual([serverButton]);
      await scanned;
      expect(mounts).toEqual([el]);
    });

    it('forgets a deferred placeholder removed before it mounted', async () => {
      const { manager, load, runIdle } = deferredSetup();
      manager.observe(document.body);
      const el = placeholder();
      document.body.append(el);
      await vi.waitFor(() => expect(el.getAttribute(MOUNTED_ATTR)).toBe('deferred'));
      el.remove();
      await vi.waitFor(() => expect(el.hasAttribute(MOUNTED_ATTR)).toBe(false));
      runIdle();
      expect(load).not.toHaveBeenCalled();
      manager.disconnect();
    });
  });
});

describe('createMountRunner', () => {
  function fakeClock() {
    let t = 0;
    const tasks: Array<() => void> = [];
    return {
      win: { setTimeout: (cb: () => void) => tasks.push(cb) },
      now: () => t,
      spend: (ms: number) => (t += ms),
      runTask: () => tasks.shift()?.(),
      pendingTasks: () => tasks.length,
    };
  }

  it('runs queued mounts together in one later task while they fit the budget, and yields past it', async () => {
    const clock = fakeClock();
    const run = createMountRunner(clock.win, 4, clock.now);
    const ran: number[] = [];
    const done = [1, 2, 3, 4, 5].map((n) => run(() => (ran.push(n), clock.spend(1.5), n)));
    expect(ran).toEqual([]);
    expect(clock.pendingTasks()).toBe(1);
    clock.runTask();
    // 1.5 + 1.5 + 1.5 ms: the third crosses 4 ms, so the task yields with two left for the next.
    expect(ran).toEqual([1, 2, 3]);
    expect(clock.pendingTasks()).toBe(1);
    clock.runTask();
    expect(ran).toEqual([1, 2, 3, 4, 5]);
    expect(await Promise.all(done)).toEqual([1, 2, 3, 4, 5]);
  });

  it('hands a mount’s error to its caller and goes on with the rest', async () => {
    const clock = fakeClock();
    const run = createMountRunner(clock.win, 4, clock.now);
    const failed = run(() => {
      throw new Error('boom');
    });
    const ok = run(() => 'ok');
    clock.runTask();
    await expect(failed).rejects.toThrow('boom');
    await expect(ok).resolves.toBe('ok');
  });
});
