import { localCertificate } from '../test-harness/server/local-certificate';

/**
 * The local store's certificate (its CDN and hosted sign-in serve https with it), made now if no store has yet.
 * Chromium trusts its key as it would a CA-signed certificate, in every context, as a shopper's browser trusts the
 * real CDN's.
 */
const { spki } = await localCertificate();

/** The switches every headless Chromium of the tests and the bench starts with (Debian's Chromium, no downloads). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--ignore-certificate-errors-spki-list=${spki}`,
];
