import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../../../storage-keys';
import { saveUploadedPhoto } from '../../../try-on/uploaded-photo';
import { canvas, engines, FakeEngine, foundation, lipstick, setup } from './try-on.test-helpers';

vi.mock('../../../try-on/try-on-engine', async () => ({ TryOnEngine: (await import('./try-on.test-helpers')).FakeEngine }));

describe('try-on session (spec 1 §4)', () => {
  it('opens on the source prompt, then goes live with vto_started and vto_loaded', async () => {
    const { state, names } = setup();
    state().tryOn.open(lipstick);
    expect(state().tryOn.status).toBe('prompt');
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.status).toBe('live');
    expect(names()).toEqual(['vto_started', 'vto_loaded']);
  });

  it('before/after starts with the divider across the face, else in the middle', async () => {
    const { state } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    state().tryOn.setBeforeAfter(true);
    expect(state().tryOn.split).toBe(0.37);
    expect(engines[0]!.split).toBe(0.37);
    state().tryOn.setBeforeAfter(false);
    expect(engines[0]!.split).toBe(1);
    engines[0]!.face = null;
    state().tryOn.setBeforeAfter(true);
    expect(state().tryOn.split).toBe(0.5);
  });

  it('upload without a stored photo goes back to choosing one, with a message', async () => {
    const { state } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'photo' });
    expect(state().tryOn).toMatchObject({ status: 'prompt', promptNotice: 'tryOn.uploadMissing' });
    expect(engines).toHaveLength(0);
  });

  it('upload uses the photo the label stored in session storage', async () => {
    const { state } = setup();
    saveUploadedPhoto(
      safeStorage(() => sessionStorage),
      { dataUrl: `data:image/jpeg;base64,${btoa('jpeg')}`, width: 10, height: 10, productHandle: lipstick.handle, savedAt: 1 },
    );
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'photo' });
    expect(state().tryOn.status).toBe('live');
    expect(engines[0]!.calls).toEqual(['start:photo']);
  });

  it('switching product resets coverage, lighting and look, and loads that product’s model set', async () => {
    const { state, events } = setup();
    state().tryOn.open(foundation);
    await state().tryOn.start(canvas, { kind: 'camera' });
    state().tryOn.setCoverage(2);
    state().tryOn.setLighting(0);
    state().tryOn.setLook('shimmer');
    state().tryOn.selectProduct(lipstick);
    expect(state().tryOn.selection).toEqual({ coverage: 1, lighting: 1, look: 'duet' });
    expect(state().tryOn.variantId).toBe(lipstick.variants[0]!.id);
    expect(engines[0]!.calls).toContain('modelSet:velvet-matte-lipstick');
    expect(events.at(-1)).toMatchObject({ name: 'vto_item_changed', props: { product: 'velvet-matte-lipstick' } });
  });

  it('closed while the engine’s code still downloads, the session never starts: no camera, no vto_started', async () => {
    const { state, names } = setup();
    state().tryOn.open(lipstick);
    const starting = state().tryOn.start(canvas, { kind: 'camera' });
    state().tryOn.close();
    await starting;
    expect(engines).toHaveLength(0);
    expect(state().tryOn.status).toBe('idle');
    expect(names()).toEqual([]);
  });

  it("ends the tracker's worker when the try-on closes, not when the page is only hidden", async () => {
    const { state, trackerReleases } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    state().tryOn.pause('hidden');
    expect(trackerReleases.count).toBe(0);
    state().tryOn.close();
    expect(trackerReleases.count).toBe(1);
    expect(engines[0]!.calls).toContain('stop');
  });

  it('ends the session when the page is hidden and resumes it on return', async () => {
    const { state, names, events } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    state().tryOn.pause('hidden');
    state().tryOn.pause('pagehide'); // already ended: no second vto_ended
    expect(engines[0]!.calls).toContain('pause');
    state().tryOn.resume();
    expect(engines[0]!.calls).toContain('resume');
    state().tryOn.close();
    expect(names()).toEqual(['vto_started', 'vto_loaded', 'vto_ended', 'vto_started', 'vto_ended']);
    expect(events[2]!.props).toMatchObject({ reason: 'hidden' });
    expect(events[3]!.props).toMatchObject({ resumed: true });
    expect(events[4]!.props).toMatchObject({ reason: 'closed' });
  });

  it('a camera failure shows its message, offers a photo and is reported', async () => {
    const { CameraError } = await import('../../../try-on/camera');
    const { state, reports } = setup();
    FakeEngine.prototype.start = async () => {
      throw new CameraError('FailurePermissionDenied');
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.permissionDenied', offerPhoto: true });
    expect(reports).toHaveLength(1);
  });
});

describe("a store's policy refusing WebAssembly", () => {
  it('says the store’s security settings block the try-on, offers no Try again, and reports the directive', async () => {
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { wasmCompileRefusal } = await import('../../../try-on/wasm-refusal');
    const { state, reports } = setup();
    // Chromium's words, with a policy that sets no script-src.
    const refusing = {
      compile: () =>
        Promise.reject(
          new WebAssembly.CompileError(
            "WebAssembly.compile(): Compiling or instantiating WebAssembly module violates the following Content Security policy directive because 'unsafe-eval' is not an allowed source of script in the following Content Security Policy directive: \"default-src 'self' https://cdn.example\".",
          ),
        ),
    } as unknown as typeof WebAssembly;
    const refused = await wasmCompileRefusal({ WebAssembly: refusing });
    FakeEngine.prototype.start = async () => {
      throw new TryOnAbort('WasmNotSupported', refused);
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.wasmBlocked', offerRetry: false, offerPhoto: false });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.context).toEqual({
      where: 'try-on',
      abort: 'WasmNotSupported',
      camera: 'None',
      effectiveDirective: 'script-src',
      violatedDirective: 'default-src',
    });
  });

  it('a browser without WebAssembly at all keeps the update-your-browser message, and no directive is reported', async () => {
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { state, reports } = setup();
    FakeEngine.prototype.start = async () => {
      throw new TryOnAbort('WasmNotSupported');
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.wasm' });
    expect(reports[0]!.context).toEqual({ where: 'try-on', abort: 'WasmNotSupported', camera: 'None' });
  });
});

describe('Try again', () => {
  it('restarts a failed session from the same source, without a reload, for errors a retry can fix', async () => {
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { state } = setup();
    let failures = 1;
    const sources: string[] = [];
    FakeEngine.prototype.start = async function (this: FakeEngine, _c, source, _p, cb) {
      sources.push(source.kind);
      if (failures-- > 0) throw new TryOnAbort('ManifestDownloadFailed', new Error('500'));
      cb.onFirstFrame();
    };
    state().tryOn.open(lipstick);
    const photo = new Blob(['png'], { type: 'image/png' });
    await state().tryOn.start(canvas, { kind: 'photo', file: photo });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.manifest', offerRetry: true });
    await state().tryOn.retry(canvas);
    expect(state().tryOn.status).toBe('live');
    expect(state().tryOn.source).toBe('photo');
    expect(sources).toEqual(['photo', 'photo']);
  });

  it('a tracker too slow to use ends a live session on the plugin error with Choose photo, and no Try again', async () => {
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { SlowTrackerError } = await import('../../../try-on/tracker-watchdog');
    const { state, reports } = setup();
    let failLater: (e: unknown) => void = () => {};
    FakeEngine.prototype.start = async (_c, _s, _p, cb) => {
      failLater = cb.onFailure;
      cb.onFirstFrame();
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.status).toBe('live');
    failLater(new TryOnAbort('GeneralAbort', new SlowTrackerError('2 fps')));
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.plugin', offerPhoto: true, offerRetry: false });
    expect(reports).toHaveLength(1);
  });

  it('a failure while starting (camera play refused, first frame not decodable) gets the startup text, not the plugin one', async () => {
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { state, reports } = setup();
    // The camera's video refuses to play.
    FakeEngine.prototype.start = async () => {
      throw new DOMException('play() failed because the user didn’t interact with the document first.', 'NotAllowedError');
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.startup', offerRetry: true, offerPhoto: true });
    expect(reports).toHaveLength(1);
    // The photo cannot be decoded into a first frame.
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'photo', file: new Blob(['not an image'], { type: 'image/png' }) });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.startup' });
    // A tracker or model failure stays the general plugin error.
    FakeEngine.prototype.start = async () => {
      throw new TryOnAbort('GeneralAbort', new Error('Model facemesh failed to load'));
    };
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    expect(state().tryOn.error).toMatchObject({ message: 'tryOn.errors.plugin' });
  });

  it('a file picked in the dialog that is not png or jpeg gets the label’s message, with Choose photo and no Try again', async () => {
    // As it crosses the worker boundary: name and message only.
    const crossed = Object.assign(new Error('unsupportedType'), { name: 'ImageError' });
    const { state } = setup({ worker: { downscaleImage: () => Promise.reject(crossed), compressToByteCap: async (b: Blob) => b } });
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'photo', file: new File(['GIF89a'], 'party.gif', { type: 'image/gif' }) });
    expect(state().tryOn.status).toBe('error');
    expect(state().tryOn.error).toMatchObject({ message: 'image.errors.unsupportedType', offerPhoto: true, offerRetry: false });
    expect(state().session.t(state().tryOn.error!.message)).toBe("This file isn't a photo we can use. Please choose a JPEG or PNG image.");
    expect(engines[0]?.calls ?? []).not.toContain('start:photo');
  });

  it('offers Try again for a camera in use and a startup failure, not for a refused camera, no WebGL or a slow tracker', async () => {
    const { CameraError } = await import('../../../try-on/camera');
    const { TryOnAbort } = await import('../../../try-on/try-on-abort');
    const { SlowTrackerError } = await import('../../../try-on/tracker-watchdog');
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
      state().tryOn.open(lipstick);
      await state().tryOn.start(canvas, { kind: 'camera' });
      expect(state().tryOn.error?.offerRetry, String(error)).toBe(offered);
    }
    // Not offered, not done: the error stays.
    const before = engines.length;
    await state().tryOn.retry(canvas);
    expect(engines.length).toBe(before);
    expect(state().tryOn.status).toBe('error');
  });
});
