import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A y4m file for Chromium's fake camera, made from the astronaut fixture
 * (DESIGN §5's ffmpeg recipe, done in Node so no ffmpeg is needed): the photo
 * scaled to 480 px high, centred on a 640×480 frame, YUV 4:2:0.
 */
export async function faceY4m(dir: string): Promise<string> {
  const file = path.join(dir, 'face.y4m');
  if (existsSync(file)) return file;
  const W = 640;
  const H = 480;
  const face = await sharp('fixtures/astronaut.png').resize({ height: H }).toBuffer();
  const { data, info } = await sharp({ create: { width: W, height: H, channels: 3, background: '#000' } })
    .composite([{ input: face, left: (W - H) / 2, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stride = info.channels;
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let j = 0; j < H; j++) {
    for (let i = 0; i < W; i++) {
      const o = (j * W + i) * stride;
      const [r, g, b] = [data[o]!, data[o + 1]!, data[o + 2]!];
      y[j * W + i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (j % 2 === 0 && i % 2 === 0) {
        const k = (j / 2) * (W / 2) + i / 2;
        u[k] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[k] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F15:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]));
  return file;
}

/** Chromium's launch options with the fake camera fed the face y4m (global-setup.ts makes it): for `test.use`. */
export const fakeCameraLaunch = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${path.resolve('e2e/.cache/face.y4m')}`,
    ],
  },
};
