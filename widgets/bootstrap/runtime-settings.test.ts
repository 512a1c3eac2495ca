import { parseConfig } from '../../shared/config';
import { createRuntimeSettings } from './runtime-settings';

const config = () => parseConfig('{"locale": "en"}', 'https://cdn.example/vanity.js');

describe("Vanity.push(['configure', …])", () => {
  it('sets only --vanity-* theme variables, at once, on the page root', () => {
    const root = document.createElement('html');
    const runtime = createRuntimeSettings(root);
    runtime.configure({ theme: { '--vanity-accent': '#7a2a3a', color: 'red' } });
    expect(root.style.getPropertyValue('--vanity-accent')).toBe('#7a2a3a');
    expect(root.style.getPropertyValue('color')).toBe('');
  });

  it('holds a locale and flags pushed before the config was read, then puts them in it', () => {
    const runtime = createRuntimeSettings(document.createElement('html'));
    runtime.configure({ locale: 'fr', features: { a: true } });
    runtime.configure({ features: { b: true } });
    const c = config();
    runtime.attach(c);
    expect(c.locale).toBe('fr');
    expect(c.features).toEqual({ a: true, b: true });
  });

  it('after start, changes the config and tells its listeners (the store switches language)', () => {
    const runtime = createRuntimeSettings(document.createElement('html'));
    const c = config();
    runtime.attach(c);
    const heard = vi.fn();
    runtime.onChange(heard);
    runtime.configure({ locale: 'fr' });
    expect(c.locale).toBe('fr');
    expect(heard).toHaveBeenCalledWith({ locale: 'fr' });
  });
});
