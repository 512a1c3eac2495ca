import { buttonLink, renderExtension } from '../../shared/extension-test-host';
import en from '../locales/en.default.json';
import fr from '../locales/fr.json';

const TARGET = 'purchase.thank-you.block.render';
const load = () => {
  vi.resetModules();
  return import('./ThankYou');
};

describe('thank-you extension (purchase.thank-you.block.render)', () => {
  it("leads back to the show the order carries, with its share code, on the store's own address", async () => {
    await renderExtension(load, TARGET, {
      attributes: [
        { key: 'gift', value: 'yes' },
        { key: '_vanity_show', value: 'SH0W42!ref7' },
      ],
      translations: en,
    });
    expect(document.body.querySelector('s-paragraph')!.textContent).toBe('Thanks for shopping the show. It may still be on:');
    const link = buttonLink()!;
    expect(link.getAttribute('href')).toBe('https://aurelle.example/pages/watch/SH0W42!ref7');
    expect(link.closest('a')!.getAttribute('target')).toBe('_top');
    expect(document.body.querySelector('s-button')!.textContent).toBe('Back to the stream');
  });

  it("speaks the buyer's language from its locale files", async () => {
    await renderExtension(load, TARGET, {
      attributes: [{ key: '_vanity_show', value: 'SH0W42' }],
      language: 'fr',
      translations: { ...en, ...fr },
    });
    expect(document.body.querySelector('s-button')!.textContent).toBe('Retour au live');
    expect(buttonLink()!.getAttribute('href')).toBe('https://aurelle.example/pages/watch/SH0W42');
  });

  it('renders nothing for an order without a show, or with a value that is not one', async () => {
    await renderExtension(load, TARGET, { attributes: [{ key: 'gift', value: 'yes' }], translations: en });
    expect(document.body.innerHTML).toBe('');
    await renderExtension(load, TARGET, { attributes: [{ key: '_vanity_show', value: '../evil' }], translations: en });
    expect(document.body.innerHTML).toBe('');
  });
});
