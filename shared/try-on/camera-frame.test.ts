import { afterEach, describe, expect, it, vi } from 'vitest';
import { grabFrame, releaseFrame } from './camera-frame';

/** A stand-in for WebCodecs' VideoFrame: 4 × 2 RGBA pixels, counting the copies asked for. */
class FakeVideoFrame {
  static copies: Uint8ClampedArray[] = [];
  static closed = 0;
  displayWidth = 4;
  displayHeight = 2;
  allocationSize() {
    return 4 * 2 * 4;
  }
  async copyTo(dest: Uint8ClampedArray, options: { format: string }) {
    expect(options.format).toBe('RGBA');
    dest.fill(7);
    FakeVideoFrame.copies.push(dest);
  }
  close() {
    FakeVideoFrame.closed++;
  }
}

describe('camera frames', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads a frame as raw pixels where WebCodecs can, closes the VideoFrame, and reuses a released buffer', async () => {
    vi.stubGlobal('VideoFrame', FakeVideoFrame);
    const bitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', bitmap);
    const video = {} as HTMLVideoElement;
    const first = await grabFrame(video);
    expect(first).toBeInstanceOf(ImageData);
    expect([first.width, first.height, (first as ImageData).data[0]]).toEqual([4, 2, 7]);
    expect(FakeVideoFrame.closed).toBe(1);
    releaseFrame(first);
    const second = (await grabFrame(video)) as ImageData;
    // The same memory, not a new 1.2 MB per frame; no ImageBitmap (Chromium's compositor would cache it).
    expect(second.data).toBe((first as ImageData).data);
    expect(bitmap).not.toHaveBeenCalled();
  });

  it('falls back to an ImageBitmap, for good, where the browser cannot convert a frame to RGBA', async () => {
    vi.stubGlobal(
      'VideoFrame',
      class extends FakeVideoFrame {
        override async copyTo(): Promise<void> {
          throw new TypeError('format RGBA is not supported');
        }
      },
    );
    const bitmap = { width: 4, height: 2, close: vi.fn() };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap),
    );
    expect(await grabFrame({} as HTMLVideoElement)).toBe(bitmap);
    expect(await grabFrame({} as HTMLVideoElement)).toBe(bitmap);
    releaseFrame(bitmap as unknown as ImageBitmap);
    expect(bitmap.close).toHaveBeenCalled();
  });
});
