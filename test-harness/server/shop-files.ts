import express, { Router } from 'express';
import path from 'node:path';
import { compressedAssets } from './compressed-assets';
import { productByHandle, variantById } from '../storefront/catalogue';
import { productArt, swatchArt } from '../storefront/product-art';

/**
 * The images the store origin serves as Shopify does: the theme's own /assets, and product and swatch pictures
 * under /cdn/shop/files, drawn from the seeded catalogue (no image files to keep in step with it).
 */
export function shopFiles(repoRoot: string): Router {
  const router = Router();
  const assets = path.join(repoRoot, 'test-harness', 'theme', 'assets');
  // Compressed like the CDN's (compressed-assets.ts), with express.static's own caching.
  router.use(
    '/assets',
    compressedAssets(assets, () => 'public, max-age=0'),
    express.static(assets),
  );
  router.get('/cdn/shop/files/:file', (req, res, next) => {
    const swatch = /^swatch-(\d+)\.svg$/.exec(String(req.params.file));
    if (swatch) {
      const found = variantById(Number(swatch[1]));
      if (!found) return next();
      res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(swatchArt(found.variant));
      return;
    }
    const m = /^([a-z0-9-]+?)(?:--(\d+))?\.svg$/.exec(String(req.params.file));
    const product = m ? productByHandle(m[1]!) : undefined;
    if (!product) {
      res.status(404).end();
      return;
    }
    const variant = m?.[2] ? product.variants.find((v) => v.id === Number(m[2])) : undefined;
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(productArt(product, variant));
  });
  return router;
}
