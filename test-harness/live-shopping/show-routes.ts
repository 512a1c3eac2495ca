import { Router, type Request, type Response } from 'express';
import type { Show } from '../../shared/api/live-shopping/live-types';
import { invalid, notFound } from './http-helpers';
import { formatTime, localeErrors } from './intl-checks';
import type { ShowStore, StoredShow } from './show-store';

/** Where the stand-in's servers listen; known only once they do, hence functions. */
export interface Origins {
  /** Video: the shows' HLS playlists (media-routes.ts). */
  cdnOrigin: () => string;
  /** This router's origin: the chat's event stream. */
  apiOrigin: () => string;
}

/** A stored show as the wire carries it: absolute URLs, and only the contract's fields. */
export function showView(show: StoredShow, origins: Origins): Show {
  const { showDiscounts: _claimedSeparately, liveSince: _mediaOnly, ...rest } = show;
  const cdn = origins.cdnOrigin();
  return {
    ...rest,
    recordings: show.recordings.map((r) => ({ ...r, url: new URL(r.url, cdn).href })),
    playbackUrl: show.state === 'RUNNING' ? `${cdn}/live/${show.id}/index.m3u8` : null,
    // Chat is open before, during and after a show (recordings keep theirs); a cancelled show has none.
    chatBaseUrl: show.state === 'CANCELLED' ? null : `${origins.apiOrigin()}/api/live/chat/${show.id}/events`,
  };
}

/** The viewer-side reads of spec 2 §7: a show, the public list, a host's shows in a window, the server's time. */
export function showRoutes(store: ShowStore, origins: Origins, now: () => number = Date.now): Router {
  const router = Router();
  const view = (s: StoredShow) => showView(s, origins);
  router.get('/show/public/v1', (_req: Request, res: Response) => {
    res.json({ shows: store.publicShows().map(view) });
  });
  router.get('/show/byHandle/:handle/v1', (req: Request, res: Response) => {
    const num = (v: unknown) =>
      typeof v === 'string' && v !== '' && Number.isFinite(Date.parse(v))
        ? Date.parse(v)
        : typeof v === 'string' && /^\d+$/.test(v)
          ? Number(v)
          : undefined;
    const from = num(req.query.startTimeStart);
    const to = num(req.query.startTimeEnd);
    if ((req.query.startTimeStart && from === undefined) || (req.query.startTimeEnd && to === undefined)) {
      return invalid(res, [
        {
          field: req.query.startTimeStart && from === undefined ? 'startTimeStart' : 'startTimeEnd',
          code: 'INVALID',
          message: 'Not a time',
        },
      ]);
    }
    res.json({ shows: store.byHandle(String(req.params.handle), from, to).map(view) });
  });
  router.get('/show/:id/v1', (req: Request, res: Response) => {
    const show = store.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    res.json(view(show));
  });
  router.get('/system/currentTime/v1', (_req: Request, res: Response) => {
    res.json({ currentTime: new Date(now()).toISOString() });
  });
  router.post('/system/currentTime/formatted/v1', (req: Request, res: Response) => {
    const errors = localeErrors(req.body);
    if (errors.length) return invalid(res, errors);
    const t = now();
    res.json({ currentTime: new Date(t).toISOString(), formatted: formatTime(t, req.body) });
  });
  return router;
}
