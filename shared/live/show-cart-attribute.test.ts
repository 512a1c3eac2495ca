import { describe, expect, it } from 'vitest';
import { showAttributeValue, showFromAttribute, showFromAttributes, watchPath } from './show-cart-attribute';

describe('the show a cart carries', () => {
  it('writes the watch link segment and reads it back', () => {
    expect(showAttributeValue({ showId: 'SH0W42', referralCode: 'ref7' })).toBe('SH0W42!ref7');
    expect(showAttributeValue({ showId: 'SH0W42', referralCode: '' })).toBe('SH0W42');
    expect(showFromAttribute('SH0W42!ref7')).toEqual({ showId: 'SH0W42', referralCode: 'ref7' });
    expect(showFromAttribute('SH0W42')).toEqual({ showId: 'SH0W42', referralCode: '' });
  });

  it('ignores what is missing, empty or not an id (no link is built from it)', () => {
    for (const bad of [undefined, null, '', '!ref7', 'SH0W42!a/b', '../x', 'a b', `${'x'.repeat(65)}`])
      expect(showFromAttribute(bad)).toBeNull();
  });

  it('finds its key among the attributes Shopify hands an extension or a pixel', () => {
    expect(
      showFromAttributes([
        { key: 'gift', value: 'yes' },
        { key: '_vanity_show', value: 'SH0W42!ref7' },
      ]),
    ).toEqual({ showId: 'SH0W42', referralCode: 'ref7' });
    expect(showFromAttributes([{ key: 'gift', value: 'yes' }])).toBeNull();
    expect(showFromAttributes(undefined)).toBeNull();
  });

  it('links to the show, with the share code after "!"', () => {
    expect(watchPath({ showId: 'SH0W42', referralCode: 'ref7' })).toBe('/pages/watch/SH0W42!ref7');
  });
});
