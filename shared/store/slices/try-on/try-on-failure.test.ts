import { CameraError, openCamera } from '../../../try-on/camera';
import { CameraResult } from '../../../try-on/plugin-states';
import { securePageUrl, tryOnFailure } from './try-on-failure';

/** openCamera as a page without a secure context has it: no navigator.mediaDevices, isSecureContext false. */
async function cameraOnInsecurePage(): Promise<unknown> {
  try {
    await openCamera(() => {}, { mediaDevices: undefined, secure: false, setTimeout: () => 0, clearTimeout: () => {} });
  } catch (error) {
    return error;
  }
  throw new Error('The camera opened');
}

describe('the camera module not started (spec 1 §8: on http, a link to load the page securely)', () => {
  it('an insecure context (no mediaDevices, not isSecureContext) is the module not started, before any permission prompt', async () => {
    const error = await cameraOnInsecurePage();
    expect(error).toBeInstanceOf(CameraError);
    expect((error as CameraError).result).toBe(CameraResult.FailureModuleNotStarted);
    const getUserMedia = vi.fn();
    await expect(
      openCamera(() => {}, { mediaDevices: { getUserMedia }, secure: false, setTimeout: () => 0, clearTimeout: () => {} }),
    ).rejects.toMatchObject({ result: CameraResult.FailureModuleNotStarted });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('on http: the insecure message and the same page on https, path, query and fragment kept, as the one way on', async () => {
    const failure = tryOnFailure(
      await cameraOnInsecurePage(),
      'http://shop.example/products/satin-lip-color?variant=502&vto=camera#reviews',
    );
    expect(failure).toMatchObject({
      message: 'tryOn.errors.insecure',
      camera: CameraResult.FailureModuleNotStarted,
      secureUrl: 'https://shop.example/products/satin-lip-color?variant=502&vto=camera#reviews',
      offerPhoto: false,
      offerRetry: false,
    });
  });

  it('on a secure page the module not starting means no camera API: no link (https would not help), Choose photo instead', async () => {
    const failure = tryOnFailure(new CameraError(CameraResult.FailureModuleNotStarted), 'https://shop.example/products/satin-lip-color');
    expect(failure).toMatchObject({ message: 'tryOn.errors.noCamera', secureUrl: null, offerPhoto: true });
  });

  it('no other failure offers the secure link, even on http', () => {
    for (const result of [CameraResult.FailurePermissionDenied, CameraResult.FailureNoDefaultCamera, CameraResult.FailureCaptureFailed]) {
      expect(tryOnFailure(new CameraError(result), 'http://shop.example/products/x').secureUrl, result).toBeNull();
    }
    expect(tryOnFailure(new Error('boom'), 'http://shop.example/products/x').secureUrl).toBeNull();
  });

  it('securePageUrl: only an http address has a secure twin', () => {
    expect(securePageUrl('http://shop.example:8080/pages/virtual-try-on?vto=upload')).toBe(
      'https://shop.example:8080/pages/virtual-try-on?vto=upload',
    );
    expect(securePageUrl('https://shop.example/')).toBeNull();
    expect(securePageUrl('file:///tmp/page.html')).toBeNull();
    expect(securePageUrl('not a url')).toBeNull();
  });
});
