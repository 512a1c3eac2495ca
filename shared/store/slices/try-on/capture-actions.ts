import type { TryOnKit } from './try-on-kit';

/** Spec 1 §9: a capture from the live camera counts down 3, 2, 1, a second each. */
export const CAPTURE_COUNTDOWN_FROM = 3;
export const CAPTURE_COUNTDOWN_STEP_MS = 1_000;

/** Taking a picture of the look, and saving or sharing it. */
export interface CaptureActions {
  /** From the camera: 3, 2, 1, flash, then the captured panel. From a photo: straight to the panel. */
  takePhoto(canvas: HTMLCanvasElement): Promise<void>;
  /** Leaves the captured panel for the live view (or the photo). */
  backToView(): void;
  saveImage(canvas: HTMLCanvasElement | null): Promise<void>;
  /** Web Share with the image file; saves instead where sharing files is not possible. */
  shareImage(canvas: HTMLCanvasElement | null): Promise<void>;
  dismissNotice(): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCaptureActions(kit: TryOnKit): CaptureActions {
  const { deps, get, patch, session, analytics } = kit;
  const { sharing } = deps;
  const imageName = () =>
    `${kit.handle() ?? 'vanity'}-${
      kit
        .variant()
        ?.name?.toLowerCase()
        .replace(/[^a-z0-9]+/g, '-') ?? 'look'
    }-try-on.jpg`;
  /** The picture to save or share: the captured one, else the view as it is now. */
  const currentImage = async (canvas: HTMLCanvasElement | null) =>
    get().tryOn.captured?.blob ?? (session.engine && canvas ? await session.engine.capture(canvas) : null);

  return {
    async takePhoto(canvas) {
      const { status, source, countdown } = get().tryOn;
      if (status !== 'live' || countdown !== null || !session.engine) return;
      const run = ++session.captureRun;
      const current = session.engine;
      if (source === 'camera') {
        for (let n = CAPTURE_COUNTDOWN_FROM; n >= 1; n--) {
          patch({ countdown: n });
          await wait(CAPTURE_COUNTDOWN_STEP_MS);
          if (run !== session.captureRun || session.engine !== current) return;
        }
        patch({ countdown: null, flash: get().tryOn.flash + 1 });
      }
      const blob = await current.capture(canvas);
      if (run !== session.captureRun || session.engine !== current) return;
      if (!blob) {
        deps.reportError(new Error('Canvas capture gave no image'), { where: 'try-on:capture' });
        return patch({ countdown: null, notice: 'tryOn.captureFailed' });
      }
      patch({ status: 'captured', countdown: null, captured: { blob, url: URL.createObjectURL(blob) } });
      analytics.photoTaken(source);
    },
    backToView() {
      if (get().tryOn.status !== 'captured') return;
      kit.releaseCapture();
      patch({ status: 'live', captured: null });
    },
    async saveImage(canvas) {
      const image = await currentImage(canvas);
      if (!image) return patch({ notice: 'tryOn.captureFailed' });
      await sharing.save(image, imageName());
      analytics.imageSaved();
    },
    async shareImage(canvas) {
      const image = await currentImage(canvas);
      if (!image) return patch({ notice: 'tryOn.captureFailed' });
      const p = kit.product();
      const outcome = await sharing.share(image, imageName(), p ? `${p.name} – ${kit.variant()?.name ?? ''}`.trim() : imageName());
      if (outcome === 'shared') analytics.imageShared();
      else if (outcome === 'unsupported') {
        await sharing.save(image, imageName());
        analytics.imageSaved();
        patch({ notice: 'tryOn.shareSaved' });
      }
    },
    dismissNotice() {
      patch({ notice: null });
    },
  };
}
