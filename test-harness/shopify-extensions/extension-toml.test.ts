// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXTENSIONS_ROOT } from './app-build';
import { parseToml, readExtensions } from './extension-toml';

const pkg = (p: string) => path.join(EXTENSIONS_ROOT, '..', 'node_modules', '@shopify', 'ui-extensions', p);

describe('shopify.extension.toml reader', () => {
  it('reads tables, arrays of tables, strings, booleans, numbers and inline arrays; comments are not values', () => {
    const toml = parseToml(
      [
        'api_version = "2026-07" # the version',
        '[[extensions]]',
        'name = "a # not a comment"',
        '[[extensions.targeting]]',
        'target = "t1"',
        '[[extensions.targeting]]',
        'target = "t2"',
        '[extensions.capabilities]',
        'network_access = false',
        '[settings.fields.x]',
        'validations = [{ name = "min", value = "1" }]',
        'size = 3',
      ].join('\n'),
    );
    expect(toml).toEqual({
      api_version: '2026-07',
      extensions: [{ name: 'a # not a comment', targeting: [{ target: 't1' }, { target: 't2' }], capabilities: { network_access: false } }],
      settings: { fields: { x: { validations: [{ name: 'min', value: '1' }], size: 3 } } },
    });
  });

  it('refuses what it does not understand', () => {
    expect(() => parseToml('when = 2026-07-01T00:00:00Z')).toThrow(/unsupported TOML value/);
    expect(() => parseToml('just words')).toThrow(/expected key = value/);
  });
});

describe("Vanity's extensions", () => {
  const extensions = readExtensions(EXTENSIONS_ROOT);
  const installed = JSON.parse(readFileSync(pkg('package.json'), 'utf8')).version as string;

  it('are the thank-you and order status blocks, on the API version of the installed @shopify/ui-extensions, and the pixel', () => {
    expect(extensions.map((e) => [e.dir, e.kind])).toEqual([
      ['vanity-order-status', 'ui_extension'],
      ['vanity-thank-you', 'ui_extension'],
      ['vanity-web-pixel', 'web_pixel_extension'],
    ]);
    for (const ext of extensions) {
      if (ext.kind !== 'ui_extension') continue;
      // 2026.7.x is API 2026-07.
      expect(ext.apiVersion).toBe(installed.replace(/^(\d{4})\.(\d+)\..*$/, (_m, y: string, mo: string) => `${y}-${mo.padStart(2, '0')}`));
      for (const { target, module } of ext.targets) {
        expect(existsSync(path.join(EXTENSIONS_ROOT, ext.dir, module))).toBe(true);
        // A target the package types (so typecheck holds the extension to its API), named the same in shopify.d.ts.
        const surface = target.startsWith('customer-account.') ? 'customer-account' : 'checkout';
        expect(existsSync(pkg(`build/ts/surfaces/${surface}/targets/${target}.d.ts`))).toBe(true);
        expect(readFileSync(path.join(EXTENSIONS_ROOT, ext.dir, 'shopify.d.ts'), 'utf8')).toContain(`'@shopify/ui-extensions/${target}'`);
      }
    }
    expect(extensions.find((e) => e.dir === 'vanity-thank-you')).toMatchObject({
      targets: [{ target: 'purchase.thank-you.block.render' }],
    });
    expect(extensions.find((e) => e.dir === 'vanity-order-status')).toMatchObject({
      targets: [{ target: 'customer-account.order-status.block.render' }],
    });
  });

  it('have their texts in English and French, the same keys in each', () => {
    for (const dir of ['vanity-thank-you', 'vanity-order-status']) {
      const read = (f: string) => JSON.parse(readFileSync(path.join(EXTENSIONS_ROOT, dir, 'locales', f), 'utf8')) as Record<string, string>;
      const en = read('en.default.json');
      expect(Object.keys(read('fr.json')).sort()).toEqual(Object.keys(en).sort());
      expect(en.backToStream).toBe('Back to the stream');
    }
  });

  it('the pixel asks for analytics consent only, and is told where the logging service is', () => {
    expect(extensions.find((e) => e.kind === 'web_pixel_extension')).toMatchObject({
      runtimeContext: 'strict',
      customerPrivacy: { analytics: true, marketing: false, preferences: false, saleOfData: 'disabled' },
      settingFields: ['loggingUrl'],
    });
  });
});
