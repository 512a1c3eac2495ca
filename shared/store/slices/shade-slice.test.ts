import { describe, expect, it, vi } from 'vitest';
import { mapProduct } from '../../catalog/product-mapping';
import { API } from '../../catalog/raw-product.test-helpers';
import { HttpError, NetworkError } from '../../http';
import { registerMessages } from '../../i18n';
import { enShade } from '../../i18n/en-shade';
import { createFakeDeps } from '../app-deps.test-helpers';
import { shadeSlice, ShadeEventSource } from './shade-slice';
import { installSlices } from '../install-slices';

registerMessages('en', enShade);
const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
const good = { num_faces: 1, skin_tone: 70.4, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } };

function setup(
  analyse: () => Promise<unknown>,
  worker: Parameters<typeof createFakeDeps>[0] extends infer O ? (O extends { worker?: infer W } ? W : never) : never = {},
) {
  const events: Array<{ name: string; props: unknown }> = [];
  const t = createFakeDeps({ skinTone: { analyse }, worker, analytics: { track: (name, props) => void events.push({ name, props }) } });
  installSlices(t.store, t.deps, [shadeSlice]);
  return { ...t, events, state: () => t.store.getState() };
}
const descriptions = async (s: ReturnType<typeof setup>) =>
  (await s.state().shadeFinder.findSkinTone(photo, ShadeEventSource.tryOnCamera)).warning?.description;

describe('findSkinTone (spec 1 §5, §7, §8)', () => {
  it('gives {skinTone, warning, eventId} and sends skin_tone_analysis', async () => {
    const s = setup(async () => good);
    const result = await s.state().shadeFinder.findSkinTone(photo, ShadeEventSource.finderPhoto);
    expect(result).toEqual({ skinTone: 70.4, warning: null, eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(s.events).toEqual([
      { name: 'skin_tone_analysis', props: expect.objectContaining({ eventId: result.eventId, skinTone: 70.4, source: 4 }) },
    ]);
  });

  it('a non-OK response is the "problem analysing" message and no tone, and is reported', async () => {
    const s = setup(() => Promise.reject(new HttpError(new Response(null, { status: 500 }), undefined)));
    const result = await s.state().shadeFinder.findSkinTone(photo, ShadeEventSource.tryOnPhoto);
    expect(result.skinTone).toBeNull();
    expect(result.warning?.description).toEqual(['shade.warnings.analysisFailed']);
    expect(s.state().session.t('shade.warnings.analysisFailed')).toBe('We encountered a problem analysing your skin tone. ');
    expect(s.reports).toHaveLength(1);
  });

  it('each failure has its own message: dropped connection, malformed answer, unreadable photo', async () => {
    expect(await descriptions(setup(() => Promise.reject(new NetworkError('u', new TypeError('Failed to fetch')))))).toEqual([
      'shade.errors.network',
    ]);
    expect(await descriptions(setup(() => Promise.reject(new HttpError(new Response('x', { status: 200 }), undefined, true))))).toEqual([
      'shade.errors.unexpected',
    ]);
    expect(await descriptions(setup(async () => ({ faces: 'one' })))).toEqual(['shade.errors.unexpected']);
    expect(await descriptions(setup(async () => good, { prepareSkinToneRequest: () => Promise.reject(new Error('unreadable')) }))).toEqual([
      'shade.errors.prepare',
    ]);
  });

  it('the shopper’s file gets its own clear words: not a photo, too big, too many pixels, unreadable', async () => {
    // As the worker's ImageError arrives: its name, its code as the message.
    const imageError = (code: string) => Object.assign(new Error(code), { name: 'ImageError' });
    const cases: Array<[string, string, string, number]> = [
      ['unsupportedType', 'shade.errors.notAPhoto', "This file isn't a photo. Please choose a JPEG or PNG photo of your face.", 0],
      ['tooLarge', 'shade.errors.photoTooLarge', 'This photo is too large. Please choose one under 40 MB.', 0],
      [
        'tooManyPixels',
        'shade.errors.photoTooManyPixels',
        'This photo has too many pixels to use. Please choose one under 100 megapixels, such as a photo from your phone’s camera.',
        0,
      ],
      [
        'unreadable',
        'shade.errors.unreadablePhoto',
        "We couldn't read this photo. Please choose another JPEG or PNG photo of your face.",
        1,
      ],
    ];
    for (const [code, key, text, reported] of cases) {
      const s = setup(async () => good, { prepareSkinToneRequest: () => Promise.reject(imageError(code)) });
      expect(await descriptions(s)).toEqual([key]);
      expect(s.state().session.t(key as 'shade.errors.notAPhoto')).toBe(text);
      expect(s.reports).toHaveLength(reported);
    }
  });

  it('suggests the variant nearest the rounded tone', async () => {
    const product = mapProduct(
      API.product({
        variants: {
          nodes: [72, 70, 66].map((skintone, i) =>
            API.variant({ id: `gid://shopify/ProductVariant/${i + 1}`, title: `S${i}`, skintone: { value: String(skintone) } }),
          ),
        },
      }),
    );
    const s = setup(async () => good);
    const result = await s.state().shadeFinder.findSkinTone(photo, ShadeEventSource.tryOnCamera);
    expect(s.state().shadeFinder.suggestedVariant(product, result)?.skintone).toBe(70);
    expect(s.state().shadeFinder.suggestedVariant(product, { ...result, skinTone: null })).toBeNull();
  });
});

describe('the shade finder questionnaire', () => {
  it('walks the four questions with their events, then the photo; a good photo goes to the results page', async () => {
    const s = setup(async () => good);
    s.state().shadeFinder.start();
    s.state().shadeFinder.answer({ skin: 'light' });
    s.state().shadeFinder.next();
    s.state().shadeFinder.answer({ undertone: 'warm' });
    s.state().shadeFinder.next();
    s.state().shadeFinder.next(); // no concerns
    s.state().shadeFinder.answer({ coverage: 'full' });
    s.state().shadeFinder.next();
    expect(s.state().shadeFinder.step).toBe('photo');
    s.state().shadeFinder.skipCamera();
    await s.state().shadeFinder.analysePhoto(photo, ShadeEventSource.finderPhoto);
    expect(s.navigations).toEqual(['/pages/shade-finder-results/skin-2_undertone-warm_coverage-full_tone-70.4']);
    expect(s.events.map((e) => e.name)).toEqual([
      'shade_finder_started',
      'skin_image_choice',
      'skin_undertone_choice',
      'skin_concern_choice',
      'skin_desired_coverage',
      'shade_finder_skip_camera',
      'skin_tone_analysis',
    ]);
    expect(s.events[3]!.props).toEqual({ value: 'none' });
  });

  it('a lighting warning waits for the shopper, who may go on anyway', async () => {
    const s = setup(async () => ({ ...good, lighting: { non_darkness: 0.2 } }));
    s.state().shadeFinder.start();
    await s.state().shadeFinder.analysePhoto(photo, ShadeEventSource.finderCamera);
    expect(s.state().shadeFinder).toMatchObject({ step: 'review', result: { warning: { allowIgnore: true } } });
    expect(s.navigations).toEqual([]);
    s.state().shadeFinder.acceptResult();
    expect(s.navigations).toEqual(['/pages/shade-finder-results/tone-70.4']);
  });

  it('going back while the photo is analysed stays back: the late result neither moves on nor opens the results', async () => {
    const service: { answer?: (body: unknown) => void } = {};
    const s = setup(() => new Promise((resolve) => (service.answer = resolve)));
    s.state().shadeFinder.start();
    const analysed = s.state().shadeFinder.analysePhoto(photo, ShadeEventSource.finderPhoto);
    await vi.waitFor(() => expect(service.answer).toBeDefined());
    expect(s.state().shadeFinder.step).toBe('analysing');
    s.state().shadeFinder.previous();
    expect(s.state().shadeFinder.step).toBe('photo');
    service.answer!(good);
    await analysed;
    expect(s.state().shadeFinder).toMatchObject({ step: 'photo', result: null });
    expect(s.navigations).toEqual([]);
  });

  it('a photo that cannot be used cannot be accepted', async () => {
    const s = setup(async () => ({ ...good, num_faces: 0, skin_tone: null }));
    s.state().shadeFinder.start();
    await s.state().shadeFinder.analysePhoto(photo, ShadeEventSource.finderPhoto);
    s.state().shadeFinder.acceptResult();
    expect(s.navigations).toEqual([]);
    s.state().shadeFinder.retakePhoto();
    expect(s.state().shadeFinder.step).toBe('photo');
  });
});
