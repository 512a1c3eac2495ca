import { createEventBus, installCommandQueue } from './command-queue';

describe('window.Vanity command queue', () => {
  it('replays calls made before the loader arrived, then runs new ones at once', () => {
    const heard: string[] = [];
    const win: { Vanity?: unknown } = { Vanity: [] };
    (win.Vanity as unknown[]).push(['on', 'ready', () => heard.push('early')]);
    const bus = createEventBus();
    const scan = vi.fn();
    const api = installCommandQueue(win, { bus, scan, route: null, configure: () => {} });
    expect(win.Vanity).toBe(api);
    bus.emit('ready', {});
    api.push(['on', 'ready', () => heard.push('late')], ['scan']);
    expect(heard).toEqual(['early', 'late']);
    expect(scan).toHaveBeenCalledTimes(1);
  });

  it('works when no queue was set up', () => {
    const win: { Vanity?: unknown } = {};
    const api = installCommandQueue(win, { bus: createEventBus(), scan: () => {}, route: null, configure: () => {} });
    expect(api.loaded).toBe(true);
  });

  it('ignores commands it does not know, and listeners that throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createEventBus();
    const win: { Vanity?: unknown } = {
      Vanity: [
        ['explode'],
        'nonsense',
        [
          'on',
          'mount',
          () => {
            throw new Error('x');
          },
        ],
      ],
    };
    installCommandQueue(win, { bus, scan: () => {}, route: null, configure: () => {} });
    expect(() => bus.emit('mount', {})).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    error.mockRestore();
  });

  it('removes a listener with off', () => {
    const bus = createEventBus();
    const l = vi.fn();
    bus.on('mount', l);
    bus.off('mount', l);
    bus.emit('mount', {});
    expect(l).not.toHaveBeenCalled();
  });
});

describe('events and settings for merchants', () => {
  it("hands business events to Vanity.push(['on', name, fn]) listeners, and warns about a name that is no event", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bus = createEventBus();
    const heard: unknown[] = [];
    const win: { Vanity?: unknown } = { Vanity: [['on', 'add_to_bag', (d: unknown) => heard.push(d)]] };
    const api = installCommandQueue(win, { bus, scan: () => {}, route: null, configure: () => {} });
    api.push(['on', 'addToBag', () => heard.push('typo')]);
    bus.emit('add_to_bag', { variantId: 7 });
    expect(heard).toEqual([{ variantId: 7 }]);
    expect(warn).toHaveBeenCalledWith('[vanity] no event is called "addToBag"');
    warn.mockRestore();
  });

  it("passes Vanity.push(['configure', {...}]) on, queued or not", () => {
    const configure = vi.fn();
    const win: { Vanity?: unknown } = { Vanity: [['configure', { locale: 'fr' }]] };
    const api = installCommandQueue(win, { bus: createEventBus(), scan: () => {}, route: null, configure });
    api.push(['configure', { features: { tabbedAuth: true } }]);
    expect(configure.mock.calls).toEqual([[{ locale: 'fr' }], [{ features: { tabbedAuth: true } }]]);
  });
});
