import { fakeConsent } from '../../shared/privacy/consent.test-helpers';
import type { Http } from '../../shared/http';
import type { WidgetModule } from '../../shared/widget-contract';
import { createMountManager, MOUNTED_ATTR } from './mount-manager';
import { parseConfig } from '../../shared/config';

const ctx = {
  config: parseConfig('{}', 'https://cdn/vanity.js'),
  route: null,
  navigate: () => {},
  reportError: () => {},
  ids: () => ({ deviceId: 'dev', sessionId: 'ses', customerId: null }),
  consent: fakeConsent(),
  publish: () => {},
  onConfigure: () => () => {},
  http: vi.fn() as unknown as Http,
};
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
  const manager = createMountManager({ root: document, ctx, load, onError });
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
    const manager = createMountManager({ root: document, ctx, load: () => Promise.reject(new Error('chunk 404')), onError });
    const el = placeholder();
    document.body.append(el);
    await manager.scan();
    expect(el.getAttribute(MOUNTED_ATTR)).toBe('error');
    expect(onError).toHaveBeenCalled();
  });
});
