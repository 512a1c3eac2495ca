/** The product URL with the try-on source set (spec 1 §2: vto=camera|upload). */
export function withTryOnSource(productUrl: string, source: 'camera' | 'upload', base: string): string {
  const url = new URL(productUrl, base);
  url.searchParams.set('vto', source);
  return url.pathname + url.search + url.hash;
}
