import { Router, type Request, type Response } from 'express';
import type { EngagementStore } from './engagement-store';
import { invalid, needUser, notFound, type Verify } from './http-helpers';
import { formatTime, localeErrors, type Locale } from './intl-checks';
import type { ShowStore, StoredShow } from './show-store';

/**
 * "Remind me" (spec 2 §7): signed in (v1, to the account's email) or with an
 * email address (v2). The stand-in sends nothing: each reminder lands in an
 * outbox (with the admin's test mails), which tests read at GET /__outbox.
 * One reminder per recipient and show.
 */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function reminderRoutes(shows: ShowStore, engagement: EngagementStore, verify: Verify): Router {
  const router = Router();
  const remind = (res: Response, show: StoredShow, to: string, locale: Locale) => {
    if (show.state !== 'PENDING' && show.state !== 'RUNNING') return invalid(res, [{ code: 'NOT_PENDING', message: 'This show is over' }]);
    const formattedTime = formatTime(Date.parse(show.startTime), locale);
    engagement.remind({
      to,
      showId: show.id,
      subject: `Reminder: "${show.title}" with @${show.handle}, ${formattedTime}`,
      formattedTime,
      startTime: show.startTime,
      ...locale,
    });
    // 204 whether or not this recipient already had one: nothing to tell apart.
    res.status(204).end();
  };

  router.post('/show/:id/subscribe/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const show = shows.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    const errors = localeErrors(req.body);
    if (errors.length) return invalid(res, errors);
    if (!claims.email) return invalid(res, [{ field: 'email', code: 'MISSING', message: 'Your account has no email address' }]);
    remind(res, show, claims.email, { timeZone: req.body.timeZone, languageTag: req.body.languageTag });
  });
  router.post('/show/:id/subscribe/v2', (req: Request, res: Response) => {
    const show = shows.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    // Without a time zone and language the mail is written in English, in UTC.
    const locale = { timeZone: req.body?.timeZone ?? 'UTC', languageTag: req.body?.languageTag ?? 'en' };
    const email = req.query.email;
    const errors = localeErrors(locale);
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email))
      errors.push({ field: 'email', code: 'INVALID', message: 'Not an email address' });
    if (errors.length) return invalid(res, errors);
    remind(res, show, String(email), locale);
  });
  router.get('/__outbox', (_req: Request, res: Response) => {
    res.json(engagement.outbox());
  });
  return router;
}
