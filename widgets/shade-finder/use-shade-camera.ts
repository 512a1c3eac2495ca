import { useEffect, useState, type RefObject } from 'react';
import { ShadeEventSource, type ShadeFinderStep } from '../../shared/store/slices/shade-slice';
import { createShadeCamera, type ShadeCamera } from './shade-camera';
import { useShadeFinderStore } from './shade-finder-slices';

/**
 * Turning the camera on and taking its photo: the preview's stream is the widget's (shade-camera.ts), each step of
 * the way an action of the shadeFinder slice. The stream ends whenever the step is no longer the camera's (back,
 * a photo being analysed, its review) and when the widget unmounts.
 */
export function useShadeCamera(videoRef: RefObject<HTMLVideoElement | null>, step: ShadeFinderStep, camera?: ShadeCamera) {
  const [own] = useState(() => camera ?? createShadeCamera());
  const openingCamera = useShadeFinderStore((s) => s.shadeFinder.openingCamera);
  const cameraFailed = useShadeFinderStore((s) => s.shadeFinder.cameraFailed);
  const cameraOpened = useShadeFinderStore((s) => s.shadeFinder.cameraOpened);
  const cameraShown = useShadeFinderStore((s) => s.shadeFinder.cameraShown);
  const captureFailed = useShadeFinderStore((s) => s.shadeFinder.captureFailed);
  const analyse = useShadeFinderStore((s) => s.shadeFinder.analysePhoto);

  useEffect(() => {
    if (step !== 'camera') own.stop();
  }, [own, step]);
  useEffect(() => () => own.stop(), [own]);

  const turnOn = async () => {
    const video = videoRef.current;
    if (!video) return;
    openingCamera();
    try {
      await own.open();
    } catch (error) {
      return cameraFailed(error);
    }
    // The shopper may have gone back while the browser asked for the camera.
    if (!cameraOpened()) return own.stop();
    await own.show(video);
    cameraShown();
  };

  const capture = async () => {
    const video = videoRef.current;
    if (!video) return;
    const photo = await own.capture(video);
    // Either way the step moves on (analysing, or the review), and the stream ends with it.
    if (photo) return analyse(photo, ShadeEventSource.finderCamera);
    captureFailed();
  };

  return { turnOn, capture };
}
