import { readUploadedPhoto } from '../../try-on/uploaded-photo';
import { safeStorage, StorageKeys } from '../../storage-keys';
import { ImageError } from '../../worker/image-ops';
import { createFakeDeps } from '../app-deps.test-helpers';
import { STORED_PHOTO_MAX_BYTES } from './try-on-entry-slice';

beforeEach(() => sessionStorage.clear());

describe('try-on entry (the label’s actions, spec 1 §2)', () => {
  it('Camera goes to the product URL with vto=camera', () => {
    const { store, navigations } = createFakeDeps();
    store.getState().tryOnEntry.startCamera('/collections/lips/products/velvet-matte-lipstick');
    expect(navigations).toEqual(['/collections/lips/products/velvet-matte-lipstick?vto=camera']);
  });

  it('keeps other query parameters of the product URL', () => {
    const { store, navigations } = createFakeDeps();
    store.getState().tryOnEntry.startCamera('/products/velvet-matte-lipstick?variant=44010000001');
    expect(navigations[0]).toBe('/products/velvet-matte-lipstick?variant=44010000001&vto=camera');
  });

  it('a photo is downscaled, held in session storage, then the page goes to vto=upload', async () => {
    const { store, navigations } = createFakeDeps();
    await store
      .getState()
      .tryOnEntry.startPhoto('velvet-matte-lipstick', '/products/velvet-matte-lipstick', new File(['x'], 'me.png', { type: 'image/png' }));
    const photo = readUploadedPhoto(safeStorage(() => sessionStorage));
    expect(photo).toMatchObject({ width: 2048, height: 1536, productHandle: 'velvet-matte-lipstick' });
    expect(photo!.dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(navigations).toEqual(['/products/velvet-matte-lipstick?vto=upload']);
    expect(store.getState().tryOnEntry.status).toBe('idle');
  });

  it('shrinks a photo too big for session storage instead of losing it', async () => {
    const compressToByteCap = vi.fn(async () => new Blob(['small']));
    const { store } = createFakeDeps({
      worker: {
        downscaleImage: async () => ({ blob: new Blob([new Uint8Array(STORED_PHOTO_MAX_BYTES + 1)]), width: 2048, height: 2048 }),
        compressToByteCap,
      },
    });
    await store.getState().tryOnEntry.startPhoto('h', '/products/h', new File(['x'], 'big.jpg'));
    expect(compressToByteCap).toHaveBeenCalledWith(expect.any(Blob), STORED_PHOTO_MAX_BYTES);
  });

  it('a bad file gives a translated message, a report, and no navigation', async () => {
    const { store, navigations, reports } = createFakeDeps({
      worker: { downscaleImage: () => Promise.reject(new ImageError('unsupportedType')), compressToByteCap: async (b) => b },
    });
    await store.getState().tryOnEntry.startPhoto('h', '/products/h', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(store.getState().tryOnEntry).toMatchObject({ status: 'error', handle: 'h', error: 'image.errors.unsupportedType' });
    expect(store.getState().session.t(store.getState().tryOnEntry.error!)).toMatch(/JPEG or PNG/);
    expect(reports).toHaveLength(1);
    expect(navigations).toHaveLength(0);
    store.getState().tryOnEntry.dismissError();
    expect(store.getState().tryOnEntry.status).toBe('idle');
  });

  it('an error crossing the worker boundary (name and message only) maps the same way', async () => {
    const crossed = Object.assign(new Error('tooLarge'), { name: 'ImageError' });
    const { store } = createFakeDeps({ worker: { downscaleImage: () => Promise.reject(crossed), compressToByteCap: async (b) => b } });
    await store.getState().tryOnEntry.startPhoto('h', '/products/h', new File(['x'], 'x.jpg'));
    expect(store.getState().tryOnEntry.error).toBe('image.errors.tooLarge');
  });

  it('a small file with huge dimensions is told about its dimensions, not the 40 MB limit', async () => {
    const crossed = Object.assign(new Error('tooManyPixels'), { name: 'ImageError' });
    const { store } = createFakeDeps({ worker: { downscaleImage: () => Promise.reject(crossed), compressToByteCap: async (b) => b } });
    await store.getState().tryOnEntry.startPhoto('h', '/products/h', new File(['x'], 'x.png'));
    expect(store.getState().tryOnEntry.error).toBe('image.errors.tooManyPixels');
    const text = store.getState().session.t('image.errors.tooManyPixels');
    expect(text).toMatch(/100 megapixels/);
    expect(text).not.toMatch(/40 MB/);
  });

  it('says so when session storage refuses the photo', async () => {
    const { store, navigations, reports } = createFakeDeps({
      sessionStorage: { get: () => null, set: () => false, remove: () => {} },
    });
    await store.getState().tryOnEntry.startPhoto('h', '/products/h', new File(['x'], 'x.jpg'));
    expect(store.getState().tryOnEntry.error).toBe('image.errors.storage');
    expect(reports).toHaveLength(1);
    expect(navigations).toHaveLength(0);
    expect(sessionStorage.getItem(StorageKeys.tryOnUpload)).toBeNull();
  });
});
