import { mkdirSync } from 'node:fs';
import { E2E_CAMERA_FPS, faceY4m } from './fake-camera';

/** Makes the fake camera's video before any browser starts (DESIGN §5: generated, never committed). */
export default async function globalSetup() {
  mkdirSync('e2e/.cache', { recursive: true });
  await faceY4m('e2e/.cache', E2E_CAMERA_FPS);
}
