import { Router, type Request, type Response } from 'express';
import type { DiscountCode, FollowedHost, ShareCodeResponse } from '../../shared/api/live-shopping/live-types';
import type { EngagementStore } from './engagement-store';
import type { IdClaims } from '../identity/id-token';
import { viewerOf, type GuestSecrets } from './guest-secrets';
import { callerOf, deviceId, fail, invalid, needUser, notFound, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { showView, type Origins } from './show-routes';
import type { ShowStore, StoredShow } from './show-store';

/**
 * A viewer's calls around a show (spec 2 §7): share codes and referrals,
 * recording and pending-page views (counted per device), follows, saves and
 * the show's discount codes. Registered before show-routes, so
 * /show/saved/v1 is not read as a show id.
 */
export interface EngagementDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  engagement: EngagementStore;
  verify: Verify;
  origins: Origins;
  guests: GuestSecrets;
  /**
   * The store customer an ID token's account is (the account backend made it with Multipass, by email), or null
   * when there is none yet. A discount code is only ever given for this id.
   */
  customerIdOf: (claims: IdClaims) => string | null;
}

export function engagementRoutes({ shows, profiles, engagement, verify, origins, guests, customerIdOf }: EngagementDeps): Router {
  const router = Router();
  const showOr404 = (req: Request, res: Response): StoredShow | undefined => {
    const show = shows.byId(String(req.params.id));
    if (!show) notFound(res, 'show');
    return show;
  };
  const myProfile = (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    return claims ? profiles.get(claims.sub, claims.email) : null;
  };
  /** Who the share code belongs to: the signed-in user, else the guest of the guest secret (see viewerOf). */
  const viewerKey = (req: Request, res: Response): string | null => {
    const viewer = viewerOf(req, res, verify, profiles, guests);
    return viewer && `${viewer.kind}:${viewer.id}`;
  };
  /** For counting unique viewers: the device, else the user, else the address. */
  const deviceKey = (req: Request) => {
    const caller = callerOf(req, verify);
    return deviceId(req) ?? (caller && caller !== 'invalid' ? `user:${profiles.get(caller.sub, caller.email).id}` : `ip:${req.ip}`);
  };

  // GET answers the viewer's code; POST also records a share (live-types ShareCodeResponse).
  const share = (record: boolean) => (req: Request, res: Response) => {
    const show = showOr404(req, res);
    const viewer = show && viewerKey(req, res);
    if (!viewer) return;
    const shareCode = engagement.shareCode(show.id, viewer);
    if (record) engagement.shared(show.id, viewer);
    res.json({ shareCode } satisfies ShareCodeResponse);
  };
  router.get('/show/:id/share/v1', share(false));
  router.post('/show/:id/share/v1', share(true));
  router.post('/show/:id/referral/v1', (req: Request, res: Response) => {
    const show = showOr404(req, res);
    if (!show) return;
    const code = req.body?.shareCode;
    if (typeof code !== 'string' || !engagement.isShareCode(show.id, code))
      return invalid(res, [{ field: 'shareCode', code: 'UNKNOWN', message: 'No such share code for this show' }]);
    engagement.refer(show.id, code, deviceKey(req));
    res.status(204).end();
  });
  router.post('/show/:id/watchRecording/v1', (req: Request, res: Response) => {
    const show = showOr404(req, res);
    if (!show) return;
    if (show.state !== 'ENDED' || show.recordings.length === 0)
      return invalid(res, [{ code: 'NO_RECORDING', message: 'This show has no recording' }]);
    engagement.viewed(show.id, 'recording', deviceKey(req));
    res.status(204).end();
  });
  router.post('/show/:id/viewPending/v1', (req: Request, res: Response) => {
    const show = showOr404(req, res);
    if (!show) return;
    if (show.state !== 'PENDING') return invalid(res, [{ code: 'NOT_PENDING', message: 'This show is not upcoming' }]);
    engagement.viewed(show.id, 'pending', deviceKey(req));
    res.status(204).end();
  });

  const follow = (on: boolean) => (req: Request, res: Response) => {
    const me = myProfile(req, res);
    if (!me) return;
    const host = profiles.byHandle(String(req.params.handle));
    if (!host) return notFound(res, 'profile');
    if (host.id === me.id) return invalid(res, [{ field: 'handle', code: 'SELF', message: 'You cannot follow yourself' }]);
    engagement.follow(me.id, host.id, on);
    res.status(204).end();
  };
  router.post('/profile/byHandle/:handle/follow/v1', follow(true));
  router.delete('/profile/byHandle/:handle/follow/v1', follow(false));
  router.get('/profile/me/followed/v1', (req: Request, res: Response) => {
    const me = myProfile(req, res);
    if (!me) return;
    const followed = engagement.followed(me.id).flatMap((id): FollowedHost[] => {
      const p = profiles.byId(id);
      return p?.influencer
        ? [{ handle: p.influencer.handle, displayName: p.displayName, bio: p.bio, pictureVersion: p.pictureVersion }]
        : [];
    });
    res.json({ profiles: followed });
  });

  router.get('/show/saved/v1', (req: Request, res: Response) => {
    const me = myProfile(req, res);
    if (!me) return;
    const saved = engagement.saved(me.id).flatMap((id) => shows.byId(id) ?? []);
    res.json({ shows: saved.map((s) => showView(s, origins)) });
  });
  const saveShow = (on: boolean) => (req: Request, res: Response) => {
    const me = myProfile(req, res);
    const show = me && showOr404(req, res);
    if (!me || !show) return;
    engagement.saveShow(me.id, show.id, on);
    res.status(204).end();
  };
  router.post('/show/:id/save/v1', saveShow(true));
  router.delete('/show/:id/save/v1', saveShow(false));

  router.get('/show/:id/discount/v1', (req: Request, res: Response) => {
    const show = showOr404(req, res);
    if (show) res.json({ discounts: show.showDiscounts });
  });
  // The code is for the signed-in customer only: `customerId` (spec 2 §7's wire shape) must be the ID token's own.
  router.get('/show/:id/discount/:discountId/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const show = showOr404(req, res);
    if (!show) return;
    const customerId = req.query.customerId;
    if (typeof customerId !== 'string' || !/^\d{1,20}$/.test(customerId))
      return invalid(res, [{ field: 'customerId', code: 'INVALID', message: 'A customer id is digits' }]);
    if (customerIdOf(claims) !== customerId)
      return fail(res, 403, 'A discount code is for your own customer account', { code: 'NOT_YOUR_CUSTOMER' });
    const discount = show.showDiscounts.find((d) => d.id === req.params.discountId);
    if (!discount) return notFound(res, 'discount');
    res.json({ discountId: discount.id, code: engagement.discountCode(show.id, discount.id, customerId) } satisfies DiscountCode);
  });
  return router;
}
