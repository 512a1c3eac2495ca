import { Router, type Request, type Response } from 'express';
import type { ShowStore } from './show-store';

/** The viewer-side reads of spec 2 §7: a show, the public list, a host's shows in a window, a profile by handle, the server's time. */
export function showRoutes(store: ShowStore, now: () => number = Date.now): Router {
  const router = Router();
  router.get('/show/public/v1', (_req: Request, res: Response) => {
    res.json({ shows: store.publicShows() });
  });
  router.get('/show/byHandle/:handle/v1', (req: Request, res: Response) => {
    const num = (v: unknown) => (typeof v === 'string' && v !== '' && Number.isFinite(Date.parse(v)) ? Date.parse(v) : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined);
    const from = num(req.query.startTimeStart);
    const to = num(req.query.startTimeEnd);
    if ((req.query.startTimeStart && from === undefined) || (req.query.startTimeEnd && to === undefined)) {
      return void res.status(422).json({ errors: [{ field: 'startTimeStart', message: 'Not a time' }] });
    }
    res.json({ shows: store.byHandle(String(req.params.handle), from, to) });
  });
  router.get('/show/:id/v1', (req: Request, res: Response) => {
    const show = store.byId(String(req.params.id));
    if (!show) return void res.status(404).json({ errors: [{ message: 'No such show' }] });
    res.json(show);
  });
  router.get('/profile/byHandle/:handle/v1', (req: Request, res: Response) => {
    const host = store.host(String(req.params.handle));
    if (!host) return void res.status(404).json({ errors: [{ message: 'No such profile' }] });
    res.json({ displayName: { baseName: host.displayName, sequenceId: 1 }, influencer: { handle: host.handle }, bio: host.bio });
  });
  router.get('/system/currentTime/v1', (_req: Request, res: Response) => {
    res.json({ currentTime: new Date(now()).toISOString() });
  });
  return router;
}
