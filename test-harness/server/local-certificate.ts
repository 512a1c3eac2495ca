import { createHash, X509Certificate } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'selfsigned';

/**
 * The local store's TLS certificate: the hosted sign-in and the CDN serve https with it, as their real services do.
 * It is made once and kept (git-ignored), so every harness started at once (one per e2e worker) and every browser
 * launched before them agree on it: Chromium is told to trust its key (`--ignore-certificate-errors-spki-list`,
 * e2e/chromium-args.ts), so every context, the bench's included, sees a valid certificate as a shopper does on the
 * real CDN, with no per-context switch to ignore errors.
 */
export interface LocalCertificate {
  key: string;
  cert: string;
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, the form Chromium's SPKI list takes. */
  spki: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const CERTIFICATE_DIR = path.join(here, '..', '.data', 'certificate');
/** Renewed a week before it expires, so no run meets an expired one. */
const RENEW_BEFORE_MS = 7 * 86_400_000;

export function spkiOf(certPem: string): string {
  const der = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(der).digest('base64');
}

function parse(pem: string): LocalCertificate | null {
  const key = /-----BEGIN ((?:RSA |EC )?PRIVATE KEY)-----[\s\S]+?-----END \1-----\n?/.exec(pem)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/.exec(pem)?.[0];
  if (!key || !cert) return null;
  if (Date.parse(new X509Certificate(cert).validTo) - Date.now() < RENEW_BEFORE_MS) return null;
  return { key, cert, spki: spkiOf(cert) };
}

function read(file: string): LocalCertificate | null {
  try {
    return parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The certificate for `host` (and 127.0.0.1, localhost), made on first use. Safe when several processes start at once. */
export async function localCertificate(host = '127.0.0.1', dir = CERTIFICATE_DIR): Promise<LocalCertificate> {
  const file = path.join(dir, `local-store-${host.replace(/[^\w.-]/g, '_')}.pem`);
  const kept = read(file);
  if (kept) return kept;
  const altNames = [
    { type: 7 as const, ip: '127.0.0.1' },
    { type: 2 as const, value: 'localhost' },
  ];
  if (isIP(host) && host !== '127.0.0.1') altNames.push({ type: 7, ip: host });
  else if (!isIP(host) && host !== 'localhost') altNames.push({ type: 2, value: host });
  const pems = await generate([{ name: 'commonName', value: host }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames }],
  });
  mkdirSync(dir, { recursive: true });
  // Written aside, then linked into place: link fails if another process got there first, and its copy wins.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${pems.private}\n${pems.cert}\n`, { mode: 0o600 });
  try {
    if (read(file) === null) rmSync(file, { force: true });
    linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(tmp);
  }
  const made = read(file);
  if (!made) throw new Error(`The local store's certificate at ${file} could not be read back`);
  return made;
}
