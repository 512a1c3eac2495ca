import { en } from '../i18n/en';
import { enTryOn } from '../i18n/en-try-on';
import { fr } from '../i18n/fr';

/** Every privacy sentence says the same true thing, in English and French. */
describe('privacy sentences', () => {
  it('the product card’s label and the try-on say the same, in each language', () => {
    expect(en['tryOnLabel.privacy']).toBe(enTryOn['tryOn.privacy']);
    expect(fr['tryOnLabel.privacy']).toBe(fr['tryOn.privacy']);
  });

  it('promise nothing the try-on breaks: stills and shade finding are the shopper’s choice', () => {
    for (const text of [enTryOn['tryOn.privacy'], fr['tryOn.privacy']]) {
      expect(text).not.toMatch(/may be sent|peuvent nous être envoyées|stays on this device|reste sur cet appareil/);
    }
    expect(enTryOn['tryOn.privacy']).toMatch(/unless you choose to share/);
  });
});
