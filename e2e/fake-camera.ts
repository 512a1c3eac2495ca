import { CHROMIUM_ARGS } from './chromium-args';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A y4m file for Chromium's fake camera, made from the astronaut fixture
 * (DESIGN §5's ffmpeg recipe, done in Node so no ffmpeg is needed): the photo
 * scaled to 480 px high, centred on a 640×480 frame, YUV 4:2:0.
 */
export const Y4M_WIDTH = 640;
export const Y4M_HEIGHT = 480;
/** The bench's rate (its moving face and its frame-rate figures need a camera as fast as a phone's). */
export const Y4M_FPS = 15;
/**
 * The e2e tests' camera rate. Each camera frame is tracked once and only tracked frames are drawn, so every frame
 * costs a track and a draw (~45 ms of SwiftShader); no test needs more than a few a second. 5 fps is the floor:
 * the tracker re-tracks the frame it has after MAX_IDLE_MS (250 ms) without a new one (track-loop.ts).
 */
export const E2E_CAMERA_FPS = 5;

/** The camera's still frame as packed RGB: the photo scaled to 480 px high, centred on a black 640×480 frame. */
export async function cameraFrameRgb(): Promise<Buffer> {
  const W = Y4M_WIDTH;
  const H = Y4M_HEIGHT;
  const face = await sharp('fixtures/astronaut.png').resize({ height: H }).toBuffer();
  return sharp({ create: { width: W, height: H, channels: 3, background: '#000' } })
    .composite([{ input: face, left: (W - H) / 2, top: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** One y4m FRAME (YUV 4:2:0, full-range BT.601 as C420jpeg means) from packed RGB. */
export function y4mFrame(rgb: Buffer, W = Y4M_WIDTH, H = Y4M_HEIGHT): Buffer {
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let j = 0; j < H; j++) {
    for (let i = 0; i < W; i++) {
      const o = (j * W + i) * 3;
      const [r, g, b] = [rgb[o]!, rgb[o + 1]!, rgb[o + 2]!];
      y[j * W + i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (j % 2 === 0 && i % 2 === 0) {
        const k = (j / 2) * (W / 2) + i / 2;
        u[k] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[k] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
}

/** The face y4m at `fps` frames a second (three identical frames, looped by Chromium), made once per rate in `dir`. */
export async function faceY4m(dir: string, fps = Y4M_FPS): Promise<string> {
  const file = path.join(dir, faceY4mName(fps));
  if (existsSync(file)) return file;
  const frame = y4mFrame(await cameraFrameRgb());
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${Y4M_WIDTH} H${Y4M_HEIGHT} F${fps}:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
  return file;
}

/** The rate is in the name, so a file cached at another rate is never fed to the camera. */
const faceY4mName = (fps: number) => `face-${fps}fps.y4m`;

/** Chromium's launch options with the fake camera fed the face y4m (global-setup.ts makes it): for `test.use`. */
export const fakeCameraLaunch = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${path.resolve('e2e/.cache', faceY4mName(E2E_CAMERA_FPS))}`,
    ],
  },
};
