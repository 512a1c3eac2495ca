import type { Request, Response } from 'express';
import { gzipSync } from 'node:zlib';
import { BODY_REWRITTEN } from './faults';

/**
 * Shopify's storefront sends its HTML compressed to a browser that accepts it; so do the store's theme pages here.
 * Sent plain, a collection page's product grid (about 90 KB of markup, 5 KB gzipped) would cost a phone on the
 * bench's profile some 400 ms that no shopper of a real store waits for.
 */
export function sendHtml(req: Request, res: Response, status: number, html: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store');
  res.vary('Accept-Encoding');
  // A fault that cuts or garbles the body (faults.ts) must reach the browser as short or garbled HTML, not a broken gzip stream.
  if (req.acceptsEncodings('gzip', 'identity') !== 'gzip' || res.locals[BODY_REWRITTEN]) {
    res.send(html);
    return;
  }
  res.set('Content-Encoding', 'gzip').send(gzipSync(html));
}
