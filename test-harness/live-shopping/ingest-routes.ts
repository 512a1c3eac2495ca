import { Router, type Request, type Response } from 'express';
import type { ShowStreamStatus, StreamKey } from '../../shared/api/live-shopping/live-types';
import { needRole, notFound, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import type { StreamControl } from './stream-control';
import type { StreamStore } from './stream-store';

/**
 * A host's stream (spec 2 §7): their stream key (get, reset) and whether an
 * encoder is sending. The stand-in has no RTMP server: an encoder is
 * simulated by `POST /__ingest/{streamKey}/start` and `/stop` (no sign-in,
 * as with RTMP the key is the secret); the video viewers get is the
 * stand-in's loop (media-routes.ts), following the show's real start.
 */
export const INGEST_URL = 'rtmp://127.0.0.1:1935/live';

export interface IngestDeps {
  profiles: ProfileStore;
  streams: StreamStore;
  control: StreamControl;
  verify: Verify;
}

export function ingestRoutes({ profiles, streams, control, verify }: IngestDeps): Router {
  const router = Router();
  const hostOf = (req: Request, res: Response) => {
    const claims = needRole(req, res, verify, 'influencer');
    return claims ? profiles.get(claims.sub, claims.email) : null;
  };

  router.get('/profile/me/streamKey/v1', (req: Request, res: Response) => {
    const host = hostOf(req, res);
    if (host) res.json({ streamKey: streams.keyOf(host.id), ingestUrl: INGEST_URL } satisfies StreamKey);
  });
  router.delete('/profile/me/streamKey/v1', (req: Request, res: Response) => {
    const host = hostOf(req, res);
    if (!host) return;
    // A new key also disconnects whatever was sending on the old one.
    control.stop(streams.keyOf(host.id));
    res.json({ streamKey: streams.resetKey(host.id), ingestUrl: INGEST_URL } satisfies StreamKey);
  });
  router.get('/profile/me/activeStreamStatus/v1', (req: Request, res: Response) => {
    const host = hostOf(req, res);
    if (host) res.json(control.status(host.id));
  });

  // Our addition: anyone may ask whether a show's video is arriving (live-types.ts ShowStreamStatus).
  router.get('/show/:id/streamStatus/v1', (req: Request, res: Response) => {
    const status = control.showStream(String(req.params.id));
    if (!status) return notFound(res, 'show');
    res.json({ status } satisfies ShowStreamStatus);
  });

  router.post('/__ingest/:streamKey/:action', (req: Request, res: Response) => {
    const key = String(req.params.streamKey);
    const action = req.params.action;
    if (action !== 'start' && action !== 'stop') return notFound(res, 'ingest action');
    if (!(action === 'start' ? control.start(key) : control.stop(key))) return notFound(res, 'stream key');
    res.json(control.status(streams.profileOfKey(key)!));
  });
  return router;
}
