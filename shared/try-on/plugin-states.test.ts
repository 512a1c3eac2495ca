import { openCamera, CameraError, CAMERA_ASKING_DELAY_MS } from './camera';
import { abortMessage, AbortReason, CameraResult, cameraMessage, cameraResultFor, iosVersion } from './plugin-states';
import { detectSupport } from './support';
import { createTranslator, registerMessages } from '../i18n';
import { enTryOn } from '../i18n/en-try-on';

registerMessages('en', enTryOn);
const t = createTranslator('en');
const IOS_15 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.4 Mobile/15E148 Safari/604.1';
const IOS_13_3 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0.4 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

describe('plugin states (spec 1 §4)', () => {
  it('are exactly the spec enums', () => {
    expect(Object.keys(AbortReason)).toEqual([
      'NotAborted',
      'GeneralAbort',
      'ManifestDownloadFailed',
      'OutOfExecutableMemory',
      'WebGLNotSupported',
      'WasmNotSupported',
    ]);
    expect(Object.keys(CameraResult)).toEqual([
      'None',
      'Success',
      'FailureUnknown',
      'FailureModuleNotStarted',
      'FailureActivationFailed',
      'FailureNoDefaultCamera',
      'FailureNoValidCaptureFormat',
      'FailureCaptureFailed',
      'FailurePermissionDenied',
    ]);
  });
});

describe('messages (spec 1 §8)', () => {
  const abort = (r: AbortReason, ua = DESKTOP) => {
    const key = abortMessage(r, { userAgent: ua });
    return key && t(key);
  };
  it('map each abort reason', () => {
    expect(abort('NotAborted')).toBeNull();
    expect(abort('WebGLNotSupported')).toBe(
      'Virtual make-up try-on is not supported on your browser. Please update to an OS / browser version that supports WebGL.',
    );
    expect(abort('WasmNotSupported')).toMatch(/supports WebAssembly\.$/);
    expect(abort('ManifestDownloadFailed')).toBe(
      'Something went wrong downloading the virtual make-up try-on plugin. Please refresh the page and try again...',
    );
    expect(abort('GeneralAbort')).toBe(
      'Something went wrong with the virtual make-up try-on plugin. Please refresh the page and try again...',
    );
  });
  it('give the iOS out-of-memory variants', () => {
    expect(abort('OutOfExecutableMemory', IOS_15)).toMatch(/restart your device/);
    expect(abort('OutOfExecutableMemory', IOS_13_3)).toMatch(/update iOS/);
    expect(abort('OutOfExecutableMemory', DESKTOP)).toMatch(/refresh the page/);
    expect(iosVersion(IOS_15)).toEqual([15, 4]);
    expect(iosVersion('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/16.1 Safari', 5)).toEqual([16, 1]);
  });
  it('map each camera result', () => {
    expect(cameraMessage('Success')).toBeNull();
    expect(t(cameraMessage('FailureNoDefaultCamera')!)).toMatch(
      /^We failed to find a camera we could use on your device\.\.\..*Choose a Photo/,
    );
    expect(t(cameraMessage('FailurePermissionDenied')!)).toMatch(
      /You didn't give us access to your camera\. Please check your browser settings\./,
    );
    expect(t(cameraMessage('FailureModuleNotStarted')!)).toMatch(/secure/);
    expect(t(cameraMessage('FailureCaptureFailed')!)).toBe('Something went wrong initialising your camera...');
  });
  it('turn getUserMedia errors into camera results', () => {
    expect(cameraResultFor({ name: 'NotAllowedError' }, true)).toBe('FailurePermissionDenied');
    expect(cameraResultFor({ name: 'NotFoundError' }, true)).toBe('FailureNoDefaultCamera');
    expect(cameraResultFor({ name: 'OverconstrainedError' }, true)).toBe('FailureNoValidCaptureFormat');
    expect(cameraResultFor({ name: 'NotReadableError' }, true)).toBe('FailureCaptureFailed');
    expect(cameraResultFor({ name: 'Weird' }, true)).toBe('FailureUnknown');
    expect(cameraResultFor({ name: 'NotAllowedError' }, false)).toBe('FailureModuleNotStarted');
  });
});

describe('support detection', () => {
  const canvas = (gl: unknown) => () => ({ getContext: () => gl }) as unknown as HTMLCanvasElement;
  it('needs WebGL 2, then WebAssembly', () => {
    expect(detectSupport({ createCanvas: canvas(null), WebAssembly })).toBe('WebGLNotSupported');
    expect(detectSupport({ createCanvas: canvas({}), WebAssembly: undefined })).toBe('WasmNotSupported');
    expect(detectSupport({ createCanvas: canvas({}), WebAssembly })).toBe('NotAborted');
  });
});

describe('camera', () => {
  it('says it is asking only after 300 ms, and stops saying it', async () => {
    vi.useFakeTimers();
    const asking: boolean[] = [];
    let grant!: (s: MediaStream) => void;
    const pending = openCamera((a) => asking.push(a), {
      mediaDevices: { getUserMedia: () => new Promise((r) => (grant = r)) },
      secure: true,
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as number),
    });
    vi.advanceTimersByTime(CAMERA_ASKING_DELAY_MS - 1);
    expect(asking).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asking).toEqual([true]);
    grant({} as MediaStream);
    await pending;
    expect(asking).toEqual([true, false]);
    vi.useRealTimers();
  });

  it('fails with the camera result', async () => {
    const deps = { secure: true, setTimeout: () => 0, clearTimeout: () => {} };
    await expect(
      openCamera(() => {}, {
        ...deps,
        mediaDevices: { getUserMedia: () => Promise.reject(Object.assign(new Error('x'), { name: 'NotAllowedError' })) },
      }),
    ).rejects.toMatchObject({ result: 'FailurePermissionDenied' });
    await expect(openCamera(() => {}, { ...deps, secure: false, mediaDevices: undefined })).rejects.toBeInstanceOf(CameraError);
  });
});
