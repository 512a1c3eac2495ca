import type { Camera } from '../../shared/device/front-camera';
import { SHADE_CAMERA_ASPECT } from '../../shared/store/slices/shade-slice';
import { createShadeCamera } from './shade-camera';

function fakeFrontCamera() {
  const stopped: string[] = [];
  const track = (id: string) => ({ stop: () => void stopped.push(id) });
  const aspects: Array<number | undefined> = [];
  let opened = 0;
  const camera: Camera = {
    open: async () => {
      opened++;
      // happy-dom's own MediaStream, which a video's srcObject requires, with a track whose stop is seen.
      return Object.assign(new MediaStream(), { getTracks: () => [track(`video-${opened}`)] });
    },
    captureFrame: async (_video, aspect) => (aspects.push(aspect), new Blob(['frame'], { type: 'image/jpeg' })),
  };
  return { camera, stopped, aspects };
}

describe('createShadeCamera', () => {
  it('shows the stream in the video, muted and inline, and ends it on stop', async () => {
    const front = fakeFrontCamera();
    const camera = createShadeCamera(async () => front.camera);
    const video = document.createElement('video');
    const played = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    await camera.open();
    await camera.show(video);
    expect(video.srcObject).toBeInstanceOf(MediaStream);
    expect(video.muted).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(played).toHaveBeenCalledOnce();
    camera.stop();
    camera.stop();
    expect(front.stopped).toEqual(['video-1']);
  });

  it('a second open ends the first stream; the photo is the portrait the preview shows', async () => {
    const front = fakeFrontCamera();
    const camera = createShadeCamera(async () => front.camera);
    await camera.open();
    await camera.open();
    expect(front.stopped).toEqual(['video-1']);
    expect(await camera.capture(document.createElement('video'))).toBeInstanceOf(Blob);
    expect(front.aspects).toEqual([SHADE_CAMERA_ASPECT]);
  });
});
