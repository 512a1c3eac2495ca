import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapProduct } from '../../catalog/product-mapping';
import { API } from '../../catalog/raw-product.test-helpers';
import { safeStorage } from '../../storage-keys';
import { saveUploadedPhoto } from '../../try-on/uploaded-photo';
import { createFakeDeps } from '../app-deps.test-helpers';
import { CAPTURE_COUNTDOWN_STEP_MS, installTryOnSlice } from './try-on-slice';

/** The engine stands in for WebGL, the camera and the tracker; the slice's rules are what is tested. */
const engines: FakeEngine[] = [];
class FakeEngine {
  calls: string[] = [];
  looks: unknown[] = [];
  constructor() {
    engines.push(this);
  }
  setMobile() {}
  async start(_c: unknown, source: { kind: string }, _p: unknown, cb: { onFirstFrame(): void; onFailure(e: unknown): void }) {
    this.calls.push(`start:${source.kind}`);
    cb.onFirstFrame();
  }
  setLook(config: unknown, selection: unknown) {
    this.looks.push(selection);
  }
  split = 1;
  face: number | null = 0.37;
  setSplit(split: number) {
    this.split = split;
  }
  faceSplit() {
    return this.face;
  }
  async capture() {
    this.calls.push('capture');
    return new Blob(['jpeg'], { type: 'image/jpeg' });
  }
  async useModelSetOf(p: { handle: string }) {
    this.calls.push(`modelSet:${p.handle}`);
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  takeStats() {
    return { fps: 30 };
  }
  stop() {
    this.calls.push('stop');
  }
}
vi.mock('../../try-on/try-on-engine', () => ({ TryOnEngine: FakeEngine }));

const coverageConfig = JSON.stringify({ products: [{ category: 'foundation' }], variants: { default: [{}], lighter: [{}], darker: [{}] } });
const foundation = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000020',
    handle: 'second-skin-foundation',
    title: 'Second Skin Foundation',
    variants: { nodes: [API.variant({ id: 'gid://shopify/ProductVariant/44020000001', title: '100', vtoConfig: { value: coverageConfig } })] },
  }),
);
const lipstick = mapProduct(API.product());
const canvas = {} as HTMLCanvasElement;

function setup(overrides: Parameters<typeof createFakeDeps>[0] = {}) {
  const events: Array<{ name: string; props: Record<string, unknown> | undefined }> = [];
  const t = createFakeDeps({ analytics: { track: (name, props) => void events.push({ name, props }) }, ...overrides });
  installTryOnSlice(t.store, t.deps);
  t.store.setState((s) => ({ catalog: { ...s.catalog, byId: { [foundation.id]: foundation, [lipstick.id]: lipstick } } }));
  return { ...t, events, names: () => events.map((e) => e.name), state: () => t.store.getState() };
}

beforeEach(() => {
  engines.length = 0;
  sessionStorage.clear();
  vi.stubGlobal('createImageBitmap', async () => ({ width: 10, height: 10, close() {} }));
  URL.createObjectURL = vi.fn(() => 'blob:captured');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('try-on session (spec 1 §4)', () => {
  it('opens on the source prompt, then goes live with vto_started and vto_loaded', async () => {
    const { state, names } = setup();
    state().openTryOn(lipstick);
    expect(state().tryOn.status).toBe('prompt');
    await state().startTryOn(canvas, { kind: 'camera' });
    expect(state().tryOn.status).toBe('live');
    expect(names()).toEqual(['vto_started', 'vto_loaded']);
  });

  it('counts down 3, 2, 1 a second each before a capture from the camera, then flashes', async () => {
    vi.useFakeTimers();
    const { state, names } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    const taking = state().takeTryOnPhoto(canvas);
    expect(state().tryOn.countdown).toBe(3);
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    expect(state().tryOn.countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    expect(state().tryOn.countdown).toBe(1);
    expect(engines[0]!.calls).not.toContain('capture');
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    await taking;
    expect(state().tryOn).toMatchObject({ status: 'captured', countdown: null, flash: 1, captured: { url: 'blob:captured' } });
    expect(names()).toContain('vto_photo_taken');
    state().backToTryOnView();
    expect(state().tryOn).toMatchObject({ status: 'live', captured: null });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:captured');
  });

  it('before/after starts with the divider across the face, else in the middle', async () => {
    const { state } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    state().setBeforeAfter(true);
    expect(state().tryOn.split).toBe(0.37);
    expect(engines[0]!.split).toBe(0.37);
    state().setBeforeAfter(false);
    expect(engines[0]!.split).toBe(1);
    engines[0]!.face = null;
    state().setBeforeAfter(true);
    expect(state().tryOn.split).toBe(0.5);
  });

  it('a photo is captured at once, with no countdown and no flash', async () => {
    const { state } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'photo', file: new Blob(['png']) });
    await state().takeTryOnPhoto(canvas);
    expect(state().tryOn).toMatchObject({ status: 'captured', flash: 0 });
  });

  it('closing during the countdown cancels the capture and clears it', async () => {
    vi.useFakeTimers();
    const { state } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    const taking = state().takeTryOnPhoto(canvas);
    state().closeTryOn();
    await vi.advanceTimersByTimeAsync(5_000);
    await taking;
    expect(state().tryOn).toMatchObject({ status: 'idle', captured: null, countdown: null });
    expect(engines[0]!.calls).not.toContain('capture');
  });

  it('upload without a stored photo goes back to choosing one, with a message', async () => {
    const { state } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'photo' });
    expect(state().tryOn).toMatchObject({ status: 'prompt', promptNotice: 'tryOn.uploadMissing' });
    expect(engines).toHaveLength(0);
  });

  it('upload uses the photo the label stored in session storage', async () => {
    const { state } = setup();
    saveUploadedPhoto(safeStorage(() => sessionStorage), { dataUrl: `data:image/jpeg;base64,${btoa('jpeg')}`, width: 10, height: 10, productHandle: lipstick.handle, savedAt: 1 });
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'photo' });
    expect(state().tryOn.status).toBe('live');
    expect(engines[0]!.calls).toEqual(['start:photo']);
  });

  it('switching product resets coverage, lighting and look, and loads that product’s model set', async () => {
    const { state, events } = setup();
    state().openTryOn(foundation);
    await state().startTryOn(canvas, { kind: 'camera' });
    state().setCoverage(2);
    state().setLighting(0);
    state().setLook('shimmer');
    state().selectTryOnProduct(lipstick);
    expect(state().tryOn.selection).toEqual({ coverage: 1, lighting: 1, look: 'duet' });
    expect(state().tryOn.variantId).toBe(lipstick.variants[0]!.id);
    expect(engines[0]!.calls).toContain('modelSet:velvet-matte-lipstick');
    expect(events.at(-1)).toMatchObject({ name: 'vto_item_changed', props: { product: 'velvet-matte-lipstick' } });
  });

  it('ends the session when the page is hidden and resumes it on return', async () => {
    const { state, names, events } = setup();
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    state().pauseTryOn('hidden');
    state().pauseTryOn('pagehide'); // already ended: no second vto_ended
    expect(engines[0]!.calls).toContain('pause');
    state().resumeTryOn();
    expect(engines[0]!.calls).toContain('resume');
    state().closeTryOn();
    expect(names()).toEqual(['vto_started', 'vto_loaded', 'vto_ended', 'vto_started', 'vto_ended']);
    expect(events[2]!.props).toMatchObject({ reason: 'hidden' });
    expect(events[3]!.props).toMatchObject({ resumed: true });
    expect(events[4]!.props).toMatchObject({ reason: 'closed' });
  });

  it('asks whether pictures can be shared when a try-on opens, not with the page', async () => {
    const canShareFiles = vi.fn(async () => true);
    const { state } = setup({ sharing: { canShareFiles, share: async () => 'shared', save: async () => {} } });
    expect(canShareFiles).not.toHaveBeenCalled();
    expect(state().canShareImages).toBe(false);
    state().openTryOn(lipstick);
    state().openTryOn(lipstick);
    await vi.waitFor(() => expect(state().canShareImages).toBe(true));
    expect(canShareFiles).toHaveBeenCalledTimes(1);
  });

  it('share uses Web Share with the image file, and saves where it cannot', async () => {
    const share = vi.fn(async () => 'unsupported' as const);
    const save = vi.fn();
    const { state, names } = setup({ sharing: { canShareFiles: async () => false, share, save } });
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    await state().shareTryOnImage(canvas);
    expect(share).toHaveBeenCalledWith(expect.any(Blob), 'velvet-matte-lipstick-rosewood-try-on.jpg', expect.stringContaining('Rosewood'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(state().tryOn.notice).toBe('tryOn.shareSaved');
    expect(names()).toContain('vto_save_image_to_device');

    share.mockResolvedValueOnce('shared' as never);
    await state().shareTryOnImage(canvas);
    expect(names().at(-1)).toBe('vto_share_image');
  });

  it('a camera failure shows its message, offers a photo and is reported', async () => {
    const { CameraError } = await import('../../try-on/camera');
    const { state, reports } = setup();
    FakeEngine.prototype.start = async () => {
      throw new CameraError('FailurePermissionDenied');
    };
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.permissionDenied', offerPhoto: true });
    expect(reports).toHaveLength(1);
  });
});

describe('Try again', () => {
  const realStart = FakeEngine.prototype.start;
  afterEach(() => {
    FakeEngine.prototype.start = realStart;
  });

  it('restarts a failed session from the same source, without a reload, for errors a retry can fix', async () => {
    const { TryOnAbort } = await import('../../try-on/try-on-abort');
    const { state } = setup();
    let failures = 1;
    const sources: string[] = [];
    FakeEngine.prototype.start = async function (this: FakeEngine, _c, source, _p, cb) {
      sources.push(source.kind);
      if (failures-- > 0) throw new TryOnAbort('ManifestDownloadFailed', new Error('500'));
      cb.onFirstFrame();
    };
    state().openTryOn(lipstick);
    const photo = new Blob(['png'], { type: 'image/png' });
    await state().startTryOn(canvas, { kind: 'photo', file: photo });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.manifest', offerRetry: true });
    await state().retryTryOn(canvas);
    expect(state().tryOn.status).toBe('live');
    expect(state().tryOn.source).toBe('photo');
    expect(sources).toEqual(['photo', 'photo']);
  });

  it('a tracker too slow to use ends a live session on the plugin error with Choose photo, and no Try again', async () => {
    const { TryOnAbort } = await import('../../try-on/try-on-abort');
    const { SlowTrackerError } = await import('../../try-on/tracker-watchdog');
    const { state, reports } = setup();
    let failLater: (e: unknown) => void = () => {};
    FakeEngine.prototype.start = async (_c, _s, _p, cb) => {
      failLater = cb.onFailure;
      cb.onFirstFrame();
    };
    state().openTryOn(lipstick);
    await state().startTryOn(canvas, { kind: 'camera' });
    expect(state().tryOn.status).toBe('live');
    failLater(new TryOnAbort('GeneralAbort', new SlowTrackerError('2 fps')));
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.plugin', offerPhoto: true, offerRetry: false });
    expect(reports).toHaveLength(1);
  });

  it('offers Try again for a camera in use and a startup failure, not for a refused camera, no WebGL or a slow tracker', async () => {
    const { CameraError } = await import('../../try-on/camera');
    const { TryOnAbort } = await import('../../try-on/try-on-abort');
    const { SlowTrackerError } = await import('../../try-on/tracker-watchdog');
    const { state } = setup();
    const cases: Array<[unknown, boolean]> = [
      [new CameraError('FailureCaptureFailed'), true],
      [new TryOnAbort('GeneralAbort', new Error('Model facemesh failed to load')), true],
      [new Error('chunk failed'), true],
      [new CameraError('FailurePermissionDenied'), false],
      [new CameraError('FailureNoDefaultCamera'), false],
      [new TryOnAbort('WebGLNotSupported'), false],
      [new TryOnAbort('GeneralAbort', new SlowTrackerError('2 fps')), false],
    ];
    for (const [error, offered] of cases) {
      FakeEngine.prototype.start = async () => {
        throw error;
      };
      state().openTryOn(lipstick);
      await state().startTryOn(canvas, { kind: 'camera' });
      expect(state().tryOn.error?.offerRetry, String(error)).toBe(offered);
    }
    // Not offered, not done: the error stays.
    const before = engines.length;
    await state().retryTryOn(canvas);
    expect(engines.length).toBe(before);
    expect(state().tryOn.status).toBe('error');
  });
});
