import { vi } from 'vitest';
import { mapProduct } from '../../../catalog/product-mapping';
import { API } from '../../../catalog/raw-product.test-helpers';
import { HttpError, NetworkError } from '../../../http';
import { registerMessages, type MessageKey } from '../../../i18n';
import { enShade } from '../../../i18n/en-shade';
import { canvas, engines, lipstick, setup } from './try-on.test-helpers';

vi.mock('../../../try-on/try-on-engine', async () => ({ TryOnEngine: (await import('./try-on.test-helpers')).FakeEngine }));
registerMessages('en', enShade);

const config = JSON.stringify({ products: [{ category: 'foundation' }], variants: { default: [{}] } });
const shade = (id: number, name: string, skintone: number | null, extra: Partial<Parameters<typeof API.variant>[0]> = {}) =>
  API.variant({
    id: `gid://shopify/ProductVariant/${id}`,
    title: name,
    colorName: { value: name },
    selectedOptions: [{ name: 'Shade', value: name }],
    vtoConfig: { value: config },
    skintone: skintone === null ? null : { value: String(skintone) },
    ...extra,
  });
const foundationOf = (...variants: ReturnType<typeof API.variant>[]) =>
  mapProduct(
    API.product({
      id: 'gid://shopify/Product/7301000301',
      handle: 'second-skin-foundation',
      title: 'Second Skin Foundation',
      variants: { nodes: variants },
    }),
  );
const good = { num_faces: 1, skin_tone: 61.6, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } };

async function liveOn(product: ReturnType<typeof foundationOf>, analyse: () => Promise<unknown>) {
  const t = setup({ skinTone: { analyse: vi.fn(analyse) } });
  t.store.setState((s) => ({ catalog: { ...s.catalog, byId: { ...s.catalog.byId, [product.id]: product } } }));
  t.state().tryOn.open(product);
  await t.state().tryOn.start(canvas, { kind: 'camera' });
  expect(t.state().tryOn.status).toBe('live');
  return t;
}
const failedWith = (t: Awaited<ReturnType<typeof liveOn>>): string | undefined => {
  const s = t.state().tryOn.shadeSuggestion;
  return s && 'failed' in s ? s.failed.map((k: MessageKey) => t.state().session.t(k)).join('') : undefined;
};

describe('Suggest shade in the try-on (spec 1 §2, §5, §8)', () => {
  it('scans while the face is analysed, then switches to the try-on shade nearest the rounded tone', async () => {
    let answer!: (body: unknown) => void;
    const t = await liveOn(
      foundationOf(shade(1, '100 Porcelain', 80), shade(2, '115 Ivory', 62), shade(3, '130 Sand', 50)),
      () => new Promise((r) => (answer = r)),
    );
    const done = t.state().tryOn.suggestShade(canvas);
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(t.state().tryOn.scanning).toBe(true);
    answer(good);
    await done;
    expect(t.state().tryOn).toMatchObject({ scanning: false, variantId: 2, shadeSuggestion: { variantId: 2, advice: false } });
  });

  it('a tone with no shade to try on that has a skintone is "didn\'t manage to find a shade match"', async () => {
    // The one shade with a skintone has no try-on config: it is not among the shades offered here.
    const t = await liveOn(foundationOf(shade(1, '100 Porcelain', null), shade(2, '115 Ivory', 62, { vtoConfig: null })), async () => good);
    await t.state().tryOn.suggestShade(canvas);
    expect(failedWith(t)).toBe("Sorry, we didn't manage to find a shade match for you.  Please try again later.");
    expect(t.state().tryOn).toMatchObject({ scanning: false, variantId: 1 });
  });

  it('each other failure keeps its own words: the view not captured, a dropped connection, an answer we cannot read', async () => {
    const product = foundationOf(shade(1, '100 Porcelain', 80));
    const noFrame = await liveOn(product, async () => good);
    engines.at(-1)!.original = null;
    await noFrame.state().tryOn.suggestShade(canvas);
    expect(failedWith(noFrame)).toBe('Sorry, we encountered a problem finding a shade match.  Please try again later.');

    const dropped = await liveOn(product, () => Promise.reject(new NetworkError('u', new TypeError('Failed to fetch'))));
    await dropped.state().tryOn.suggestShade(canvas);
    expect(failedWith(dropped)).toBe('Sorry, something went wrong finding a shade match for you.  Please try again later.');

    const malformed = await liveOn(product, () => Promise.reject(new HttpError(new Response('x', { status: 200 }), undefined, true)));
    await malformed.state().tryOn.suggestShade(canvas);
    expect(failedWith(malformed)).toBe('Sorry, something went wrong finding your shade.  Please try again later.');

    const noFace = await liveOn(product, async () => ({ ...good, num_faces: 0, skin_tone: null }));
    await noFace.state().tryOn.suggestShade(canvas);
    expect(failedWith(noFace)).toBe('We encountered a problem finding your face. ');
    expect(noFace.state().tryOn.variantId).toBe(1);
  });

  it('a product chosen while the face is analysed drops the suggestion (a shade of the old product is none for the new)', async () => {
    let answer!: (body: unknown) => void;
    const t = await liveOn(foundationOf(shade(1, '100 Porcelain', 80), shade(2, '115 Ivory', 62)), () => new Promise((r) => (answer = r)));
    const done = t.state().tryOn.suggestShade(canvas);
    await vi.waitFor(() => expect(answer).toBeDefined());
    t.state().tryOn.selectProduct(lipstick);
    answer(good);
    await done;
    expect(t.state().tryOn).toMatchObject({ scanning: false, productId: lipstick.id, shadeSuggestion: null });
  });
});
