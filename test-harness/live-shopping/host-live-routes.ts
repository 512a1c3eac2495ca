import { Router, type Request, type Response } from 'express';
import type { PurchaseNotice } from '../../shared/api/live-shopping/live-types';
import { storePath } from '../../shared/routes/same-origin';
import type { ChatHub } from './chat-hub';
import type { ChatStore } from './chat-store';
import type { HostAccess } from './host-access';
import { invalid, notFound } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { offeredProductOf, offers, type FieldError } from './show-rules';
import { showView, type Origins } from './show-routes';
import type { ShowStatsStore } from './show-stats-store';
import type { ShowStore } from './show-store';

/**
 * What a host does during a show (spec 2 §6, §7): the active variant (and
 * featuring it), a featured link, clearing the featured item, and a test
 * purchase notice. Viewers poll the show, so each change is on
 * GET /show/{id}/v1 at once; a purchase also goes out on the chat stream.
 */
export interface HostLiveDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  access: HostAccess;
  chat: ChatStore;
  hub: ChatHub;
  stats: ShowStatsStore;
  origins: Origins;
}

const LINK_MAX = 500;
const LINK_TITLE_MAX = 65;
const PURCHASE_MAX = 10;

/**
 * A page of the store, as a path: checked like every address a person gives
 * (shared/routes/same-origin.ts), so nothing a browser could read as another
 * host (`//evil`, `/\\evil`, `/%5Cevil`, another origin) is featured. Null when refused.
 */
function linkPath(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > LINK_MAX) return null;
  return storePath(url);
}

export function hostLiveRoutes({ shows, profiles, access, chat, hub, stats, origins }: HostLiveDeps): Router {
  const router = Router();

  router.post('/show/:id/activeVariant/v1', (req: Request, res: Response) => {
    const show = access.openShow(req, res);
    if (!show) return;
    const { productId, variantId, feature = false } = req.body ?? {};
    const errors: FieldError[] = [];
    if (!Number.isInteger(productId) || !Number.isInteger(variantId))
      errors.push({ field: 'variantId', code: 'INVALID', message: 'productId and variantId are numbers' });
    else if (!offers(show.variants, productId, variantId))
      errors.push({ field: 'variantId', code: 'NOT_IN_SHOW', message: 'That variant is not offered in this show' });
    if (typeof feature !== 'boolean') errors.push({ field: 'feature', code: 'INVALID', message: 'feature is true or false' });
    if (errors.length) return invalid(res, errors);
    const updated = shows.update(show.id, {
      activeVariant: { productId, variantId },
      ...(feature ? { featuredItem: { productId, variantId } } : {}),
    })!;
    res.json(showView(updated, origins));
  });

  router.post('/show/:id/featuredLink/v1', (req: Request, res: Response) => {
    const show = access.openShow(req, res);
    if (!show) return;
    const { url: given, title } = req.body ?? {};
    const errors: FieldError[] = [];
    const url = linkPath(given);
    if (!url)
      errors.push({
        field: 'url',
        code: 'INVALID',
        message: `A link is a page of this store: a path starting with /, at most ${LINK_MAX} characters`,
      });
    const text = typeof title === 'string' ? title.trim() : '';
    if (!text) errors.push({ field: 'title', code: 'EMPTY', message: 'A link needs a title' });
    else if ([...text].length > LINK_TITLE_MAX)
      errors.push({ field: 'title', code: 'TOO_LONG', message: `A link title is at most ${LINK_TITLE_MAX} characters` });
    if (errors.length || !url) return invalid(res, errors);
    res.json(showView(shows.update(show.id, { featuredLink: { url, title: text } })!, origins));
  });

  router.delete('/show/:id/featuredItem/v1', (req: Request, res: Response) => {
    const show = access.openShow(req, res);
    if (show) res.json(showView(shows.update(show.id, { featuredItem: null })!, origins));
  });

  // A test purchase: tells the show's viewers that someone bought, as a real order would.
  router.post('/show/:id/purchase/byDisplayName/:baseName/:sequenceId/v1', (req: Request, res: Response) => {
    const show = access.ownedShow(req, res);
    if (!show) return;
    const baseName = String(req.params.baseName);
    const sequenceId = Number(req.params.sequenceId);
    const known =
      Number.isInteger(sequenceId) &&
      (profiles.byDisplayName(baseName, sequenceId) || (baseName.toLowerCase() === 'guest' && chat.isGuest(sequenceId)));
    if (!known) return notFound(res, 'display name');
    const { variantId, quantity } = req.body ?? {};
    const errors: FieldError[] = [];
    const productId = Number.isInteger(variantId) ? offeredProductOf(show.variants, variantId) : undefined;
    if (productId === undefined)
      errors.push({ field: 'variantId', code: 'NOT_IN_SHOW', message: 'That variant is not offered in this show' });
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > PURCHASE_MAX)
      errors.push({ field: 'quantity', code: 'INVALID', message: `The quantity is 1–${PURCHASE_MAX}` });
    if (errors.length) return invalid(res, errors);
    const profile = profiles.byDisplayName(baseName, sequenceId);
    const purchase: PurchaseNotice = {
      displayName: profile?.displayName ?? { baseName: 'Guest', sequenceId },
      productId: productId!,
      variantId,
      quantity,
    };
    stats.purchased(show.id, purchase);
    hub.broadcast(show.id, { type: 'purchase', purchase });
    res.status(204).end();
  });
  return router;
}
