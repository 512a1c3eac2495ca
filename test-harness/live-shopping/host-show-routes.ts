import { Router, type Request, type Response } from 'express';
import type { ShowDraft, ShowStats } from '../../shared/api/live-shopping/live-types';
import type { ChatHub } from './chat-hub';
import type { ChatStore } from './chat-store';
import type { EngagementStore } from './engagement-store';
import type { HostAccess } from './host-access';
import { invalid } from './http-helpers';
import type { ImageStore } from './media-images';
import { checkShowFields, offers, type FieldError } from './show-rules';
import { showView, type Origins } from './show-routes';
import type { ShowStatsStore } from './show-stats-store';
import type { ShowStore, StoredShow } from './show-store';
import { liveStartOf, type StreamControl } from './stream-control';

/**
 * A host's show lifecycle (spec 2 §4, §7): create, update, cancel while
 * pending, end while running (which makes the recording), and the show's
 * statistics. Going live is the encoder's doing (stream-control.ts).
 * `POST /show/validate/v1` and `POST /show/{id}/validate/v1` (our additions,
 * after the spec's `…/displayname/validate/v1`) answer the form's live checks
 * with the same rules as create and update, and change nothing; create and
 * update themselves behave the same whatever the query says.
 */
export interface HostShowDeps {
  shows: ShowStore;
  access: HostAccess;
  images: ImageStore;
  chat: ChatStore;
  hub: ChatHub;
  engagement: EngagementStore;
  stats: ShowStatsStore;
  control: StreamControl;
  origins: Origins;
  now: () => number;
}

/** What a new show has unless the draft says otherwise. */
const DEFAULTS: Omit<ShowDraft, 'title' | 'startTime'> = {
  description: '',
  variants: [],
  thumbnail: null,
  publiclyListed: true,
  discounts: { productDiscounts: [] },
  featureMode: 'SINGLE',
};
const MIN_RECORDING_SECONDS = 2;
const bodyOf = (req: Request): Record<string, unknown> =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};

/** Once the products change, what pointed at a product no longer offered goes (discounts unless sent anew, the active and featured item). */
function afterVariantsChange(show: StoredShow, variants: StoredShow['variants'], discountsSent: boolean): Partial<StoredShow> {
  const inShow = (productId: number) => variants.some((v) => v.productId === productId);
  const item = show.featuredItem;
  return {
    ...(discountsSent ? {} : { discounts: { productDiscounts: show.discounts.productDiscounts.filter((d) => inShow(d.productId)) } }),
    activeVariant:
      show.activeVariant && offers(variants, show.activeVariant.productId, show.activeVariant.variantId) ? show.activeVariant : null,
    featuredItem:
      item && (item.variantId === null ? inShow(item.productId) : offers(variants, item.productId, item.variantId)) ? item : null,
  };
}

export function hostShowRoutes({ shows, access, images, chat, hub, engagement, stats, control, origins, now }: HostShowDeps): Router {
  const router = Router();
  const view = (s: StoredShow) => showView(s, origins);
  const rules = (current?: StoredShow) => ({ now: now(), current, thumbnail: images.thumbnailJpeg });

  /** Create's checks: an influencer with a handle, then the fields (all of them on create, with the defaults; the ones sent on a check). */
  const checkNew = async (req: Request, res: Response, whole: boolean) => {
    const me = access.host(req, res);
    if (!me) return null;
    if (!me.influencer) {
      invalid(res, [{ field: 'handle', code: 'NO_HANDLE', message: 'Choose a handle before creating a show' }]);
      return null;
    }
    const { errors, fields } = await checkShowFields(whole ? { ...DEFAULTS, ...bodyOf(req) } : bodyOf(req), rules(), whole);
    if (errors.length) {
      invalid(res, errors);
      return null;
    }
    return { handle: me.influencer.handle, fields };
  };
  /** Update's checks: the owner, an open show, the start only while pending, then the fields sent. */
  const checkChange = async (req: Request, res: Response) => {
    const show = access.openShow(req, res);
    if (!show) return null;
    const { startTime, ...rest } = bodyOf(req);
    const early: FieldError[] = [];
    // The start moves only before the show goes live.
    if (startTime !== undefined && show.state !== 'PENDING')
      early.push({ field: 'startTime', code: 'NOT_PENDING', message: 'The start can change only before the show goes live' });
    const body = early.length ? rest : { ...rest, startTime };
    const { errors, fields } = await checkShowFields(body, rules(show));
    if (early.length || errors.length) {
      invalid(res, [...early, ...errors]);
      return null;
    }
    return { show, fields };
  };

  router.post('/show/validate/v1', async (req: Request, res: Response) => {
    if (await checkNew(req, res, false)) res.json({ ok: true });
  });
  router.post('/show/:id/validate/v1', async (req: Request, res: Response) => {
    if (await checkChange(req, res)) res.json({ ok: true });
  });

  router.post('/show/v1', async (req: Request, res: Response) => {
    const checked = await checkNew(req, res, true);
    if (!checked) return;
    const { thumbnail, ...draft } = checked.fields as Required<typeof checked.fields>;
    const show = shows.create({
      ...draft,
      handle: checked.handle,
      state: 'PENDING',
      endTime: null,
      recordings: [],
      hasThumbnail: !!thumbnail,
      activeVariant: null,
      featuredLink: null,
      featuredItem: null,
      pinnedMessage: null,
      showDiscounts: [],
    });
    if (thumbnail) images.storeThumbnail(show.id, thumbnail);
    res.status(201).json(view(show));
  });

  router.patch('/show/:id/v1', async (req: Request, res: Response) => {
    const checked = await checkChange(req, res);
    if (!checked) return;
    const { show, fields } = checked;
    const { thumbnail, ...changes } = fields;
    if (thumbnail) images.storeThumbnail(show.id, thumbnail);
    const followUps = changes.variants ? afterVariantsChange(show, changes.variants, changes.discounts !== undefined) : {};
    res.json(view(shows.update(show.id, { ...followUps, ...changes, hasThumbnail: show.hasThumbnail || !!thumbnail })!));
  });

  router.post('/show/:id/cancel/v1', (req: Request, res: Response) => {
    const show = access.ownedShow(req, res);
    if (!show) return;
    if (show.state !== 'PENDING') return invalid(res, [{ code: 'NOT_PENDING', message: 'Only an upcoming show can be cancelled' }]);
    const cancelled = shows.update(show.id, { state: 'CANCELLED' })!;
    hub.broadcast(show.id, { type: 'show', state: 'CANCELLED' });
    res.json(view(cancelled));
  });

  router.post('/show/:id/end/v1', (req: Request, res: Response) => {
    const show = access.ownedShow(req, res);
    if (!show) return;
    if (show.state !== 'RUNNING') return invalid(res, [{ code: 'NOT_RUNNING', message: 'Only a live show can be ended' }]);
    const t = now();
    // The recording is the show's whole stream: from going live to now.
    const durationSeconds = Math.max(MIN_RECORDING_SECONDS, Math.round((t - liveStartOf(show)) / 1000));
    const ended = shows.update(show.id, {
      state: 'ENDED',
      endTime: new Date(t).toISOString(),
      recordings: [{ url: `/recordings/${show.id}/index.m3u8`, durationSeconds }],
    })!;
    control.ended(ended);
    hub.broadcast(show.id, { type: 'show', state: 'ENDED' });
    res.json(view(ended));
  });

  router.get('/show/:id/stats/v1', (req: Request, res: Response) => {
    const show = access.ownedShow(req, res);
    if (!show) return;
    const audience = hub.audience(show.id);
    const seen = engagement.stats(show.id);
    const counted = stats.counts(show.id);
    res.json({
      viewers: audience.viewers,
      peakViewers: audience.peak,
      uniqueViewers: audience.unique,
      chatMessages: chat.messageCount(show.id),
      reactions: counted.reactions,
      shares: seen.shares,
      referrals: seen.referrals,
      saves: seen.saves,
      subscribers: seen.subscribers,
      pendingViews: seen.pendingViews,
      recordingViews: seen.recordingViews,
      purchases: counted.purchases,
    } satisfies ShowStats);
  });
  return router;
}
