import { Router, type Request, type Response } from 'express';
import { SHOW_LIMITS, TEST_EMAILS, type TestEmail } from '../../shared/api/live-shopping/live-types';
import type { EngagementStore } from './engagement-store';
import { invalid, needRole, notFound, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { EMAIL } from './reminder-routes';
import type { ShowStore } from './show-store';

/**
 * The admin's calls (spec 2 §6, §7): take a handle away from a user (the
 * profile keeps its display name, the user is no longer a host), and send a
 * test mail of each template, about a made-up title or a real show. Mails go
 * to the outbox, as reminders do (GET /__outbox). Registered before the
 * viewer routes, so /show/testEmail/... is never read as a show id.
 */
export interface AdminDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  engagement: EngagementStore;
  verify: Verify;
}

/** The subject each template's mail carries, as the real mails would read. */
export function testSubject(template: TestEmail, title: string, handle?: string): string {
  const by = handle ? ` with @${handle}` : '';
  const subject = {
    reminder: `Reminder: "${title}"${by} starts soon`,
    live: `"${title}"${by} is live now`,
    recording: `The recording of "${title}"${by} is ready`,
  }[template];
  return `[Test] ${subject}`;
}

export function adminRoutes({ shows, profiles, engagement, verify }: AdminDeps): Router {
  const router = Router();
  const templateOf = (req: Request): TestEmail | null =>
    (TEST_EMAILS as readonly string[]).includes(String(req.params.template)) ? (req.params.template as TestEmail) : null;
  const unknownTemplate = { field: 'template', code: 'UNKNOWN_TEMPLATE', message: `Test mails are ${TEST_EMAILS.join(', ')}` };

  router.delete('/profile/byUserId/:userId/handle/:handle/v1', (req: Request, res: Response) => {
    if (!needRole(req, res, verify, 'admin')) return;
    const profile = profiles.byUserId(String(req.params.userId));
    if (!profile) return notFound(res, 'user');
    if (profile.influencer?.handle.toLowerCase() !== String(req.params.handle).toLowerCase())
      return invalid(res, [{ field: 'handle', code: 'MISMATCH', message: 'That user does not have this handle' }]);
    profiles.patch(profile.id, { influencer: null });
    res.status(204).end();
  });

  router.post('/show/testEmail/:template/v1', (req: Request, res: Response) => {
    if (!needRole(req, res, verify, 'admin')) return;
    const template = templateOf(req);
    const { title, email } = req.query;
    const text = typeof title === 'string' ? title.trim() : '';
    const errors = [];
    if (!template) errors.push(unknownTemplate);
    if (!text) errors.push({ field: 'title', code: 'EMPTY', message: 'A test mail needs a title' });
    else if ([...text].length > SHOW_LIMITS.titleMax)
      errors.push({ field: 'title', code: 'TOO_LONG', message: `A title is at most ${SHOW_LIMITS.titleMax} characters` });
    if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email))
      errors.push({ field: 'email', code: 'INVALID', message: 'Not an email address' });
    if (errors.length || !template) return invalid(res, errors);
    engagement.testMail({ to: String(email), template, showId: null, subject: testSubject(template, text) });
    res.status(204).end();
  });

  router.post('/show/:id/testEmail/:template/v1', (req: Request, res: Response) => {
    const claims = needRole(req, res, verify, 'admin');
    if (!claims) return;
    const show = shows.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    const template = templateOf(req);
    if (!template) return invalid(res, [unknownTemplate]);
    if (!claims.email) return invalid(res, [{ field: 'email', code: 'MISSING', message: 'Your account has no email address' }]);
    engagement.testMail({ to: claims.email, template, showId: show.id, subject: testSubject(template, show.title, show.handle) });
    res.status(204).end();
  });
  return router;
}
