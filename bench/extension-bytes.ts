import { buildExtensions } from '../test-harness/shopify-extensions/app-build';

/**
 * Each Shopify extension's bundle, built as `shopify app build` builds it, in compressed bytes (gzip at level 9, the
 * conservative reading of Shopify's "64 KB compressed" limit for a UI extension): `bytes.extension.<handle>`.
 */
export async function extensionBytes(): Promise<Record<string, number>> {
  const built = await buildExtensions();
  return Object.fromEntries(built.map((b) => [`bytes.extension.${b.handle}`, b.gzipBytes]));
}
