import express, { type Express } from 'express';
import { mediaRoutes } from '../live-shopping/media-routes';
import type { LiveBackend } from '../live-shopping/live-backend';
import { faultMiddleware } from './faults';
import { compressedAssets } from './compressed-assets';
import { cors } from './http-helpers';
import { modelRouter } from './models';
import { recorder } from './recorder';
import { EXTENSION_ASSETS_PATH } from './theme';

/**
 * The CDN origin (served over HTTP/2 on TLS, server/http2-server.ts): dist/ with CORS, as Shopify's CDN serves theme assets, the theme app extension's assets/ (what
 * `npm run build` copies there) under the path Shopify's asset_url gives them, plus the model sets and the shows' video.
 */
export function createCdnApp(distDir: string, live: LiveBackend, extensionAssetsDir?: string): Express {
  const cdn = express();
  cdn.disable('x-powered-by');
  cdn.use(faultMiddleware('cdn'));
  cdn.use((req, _res, next) => {
    recorder.cdn.push({
      at: new Date().toISOString(),
      path: req.path,
      origin: req.get('origin'),
      destination: req.get('sec-fetch-dest'),
      httpVersion: req.httpVersion,
    });
    if (recorder.cdn.length > 2000) recorder.cdn.splice(0, 1000);
    next();
  });
  cdn.use(cors(false));
  cdn.use(modelRouter());
  // The shows' HLS video, live and recorded, as a streaming service publishes it.
  cdn.use(mediaRoutes((id) => live.shows.byId(id)));
  // Hashed files never change; the stable loader is revalidated.
  const cacheControl = (file: string) =>
    /-[A-Z0-9]{8}\.js(\.map)?$/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=60';
  const assets = (dir: string) => [
    compressedAssets(dir, cacheControl),
    express.static(dir, { setHeaders: (res, file) => res.set('Cache-Control', cacheControl(file)) }),
  ];
  if (extensionAssetsDir) cdn.use(EXTENSION_ASSETS_PATH, ...assets(extensionAssetsDir));
  cdn.use(...assets(distDir));
  return cdn;
}
