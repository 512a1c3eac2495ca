import { startHarness } from './server/harness';
import { warmUpFaceDetector } from './skin-tone/face-detector';

/** `npm start` / the e2e web server: the store, the CDN and the backends on 127.0.0.1. */
const storePort = Number(process.env.PORT ?? 8080);
const cdnPort = Number(process.env.CDN_PORT ?? storePort + 1);
const apiPort = Number(process.env.API_PORT ?? storePort + 2);
const authPort = Number(process.env.AUTH_PORT ?? storePort + 3);

const harness = await startHarness({
  storePort,
  cdnPort,
  apiPort,
  authPort,
  ...(process.env.DATA_DIR ? { dataDir: process.env.DATA_DIR } : {}),
  // CONSENT_BANNER=off: a visitor from a region without a consent law (no banner, analytics allowed).
  consentBanner: process.env.CONSENT_BANNER !== 'off',
});
console.log(`Vanity local store  ${harness.storeOrigin}`);
console.log(`  CDN (dist/)       ${harness.cdnOrigin} (HTTP/2)`);
console.log(`  backends          ${harness.apiOrigin}`);
console.log(`  hosted sign-in    ${harness.authOrigin}`);
// A browser refuses scripts from an https origin whose certificate it does not know, and shows no prompt for them.
console.log(
  `  Open ${harness.cdnOrigin}/vanity.js once and accept its certificate (made for this machine, test-harness/.data/certificate/), or no widget loads.`,
);
console.log(`  events            ${harness.storeOrigin}/__harness/events`);

// The skin-tone service's face models load now, not on the first photo.
warmUpFaceDetector().catch((error) => console.error('skin-tone service: face models failed to load', error));

const stop = () => void harness.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
