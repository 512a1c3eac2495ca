import { Router, type Request, type Response } from 'express';
import { REACTIONS, type Reaction } from '../../shared/api/live-shopping/live-types';
import type { ChatHub } from './chat-hub';
import type { ChatStore, MuteTarget } from './chat-store';
import type { ChatTokens } from './chat-token';
import type { GuestSecrets } from './guest-secrets';
import { bearer, callerOf, fail, inGroup, invalid, notFound, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { withoutKey } from './seed-chat';
import type { ShowStatsStore } from './show-stats-store';
import type { ShowStore, StoredShow } from './show-store';

/**
 * What changes a show's chat besides messages: the pinned message (the
 * show's host or a moderator), mutes (moderators), and viewers' reactions
 * (while live, at most 10 in 10 s per viewer: the signed-in user, else the
 * guest of the guest secret, else the address; never the public device id,
 * so no one can spend another guest's reactions).
 */
export interface ModerationDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  chat: ChatStore;
  tokens: ChatTokens;
  guests: GuestSecrets;
  hub: ChatHub;
  /** Where reactions are counted for the show's statistics. */
  stats: ShowStatsStore;
  verify: Verify;
  now?: () => number;
}

export const REACTION_LIMIT = { count: 10, perMs: 10_000 };

export function moderationRoutes({ shows, profiles, chat, tokens, guests, hub, stats, verify, now = Date.now }: ModerationDeps): Router {
  const router = Router();
  /**
   * The caller, from the chat token (X-Chat-Token) or the ID token: the chat
   * client holds the first, other screens the second; both carry the role.
   */
  const actorOf = (req: Request): { profileId: string | null; moderator: boolean } | null => {
    const subject = tokens.check(req.get('x-chat-token'));
    if (subject) return { profileId: subject.key.startsWith('u:') ? subject.key.slice(2) : null, moderator: subject.role === 'moderator' };
    const token = bearer(req);
    const claims = token ? verify(token) : null;
    return claims ? { profileId: profiles.get(claims.sub, claims.email).id, moderator: inGroup(claims, 'moderator') } : null;
  };
  const ownsShow = (profileId: string | null, show: StoredShow) => {
    const handle = profileId ? profiles.byId(profileId)?.influencer?.handle : undefined;
    return !!handle && handle.toLowerCase() === show.handle.toLowerCase();
  };
  /** The show when the caller may act on it (moderators, or its host when `hostToo`); else the refusal is sent. */
  const allowed = (req: Request, res: Response, hostToo: boolean): StoredShow | undefined => {
    const actor = actorOf(req);
    if (!actor) return void fail(res, 401, 'Sign in first');
    const show = shows.byId(String(req.params.showId));
    if (!show) return void notFound(res, 'show');
    if (!actor.moderator && !(hostToo && ownsShow(actor.profileId, show))) return void fail(res, 403, 'User is not a moderator');
    return show;
  };

  router.post('/chat/:showId/pinned', (req: Request, res: Response) => {
    const show = allowed(req, res, true);
    if (!show) return;
    const message = chat.find(show.id, String(req.body?.messageId ?? ''));
    if (!message) return invalid(res, [{ field: 'messageId', code: 'UNKNOWN', message: 'No such message in this chat' }]);
    shows.update(show.id, { pinnedMessage: withoutKey(message) });
    hub.broadcast(show.id, { type: 'pinned', message: withoutKey(message) });
    res.status(204).end();
  });
  router.delete('/chat/:showId/pinned', (req: Request, res: Response) => {
    const show = allowed(req, res, true);
    if (!show) return;
    shows.update(show.id, { pinnedMessage: null });
    hub.broadcast(show.id, { type: 'pinned', message: null });
    res.status(204).end();
  });

  const mute = (on: boolean, targetOf: (req: Request) => MuteTarget | null) => (req: Request, res: Response) => {
    const show = allowed(req, res, false);
    if (!show) return;
    const target = targetOf(req);
    if (!target) return invalid(res, [{ field: 'sequenceId', code: 'INVALID', message: 'A sequence id is a whole number' }]);
    chat.mute(show.id, target, on);
    res.status(204).end();
  };
  const byDisplayName = (req: Request): MuteTarget | null => {
    const sequenceId = Number(req.params.sequenceId);
    return Number.isInteger(sequenceId) && sequenceId > 0 ? { displayName: { baseName: String(req.params.baseName), sequenceId } } : null;
  };
  const byHandle = (req: Request): MuteTarget => ({ handle: String(req.params.handle) });
  router.post('/chat/:showId/mute/byDisplayName/:baseName/:sequenceId/v1', mute(true, byDisplayName));
  router.delete('/chat/:showId/mute/byDisplayName/:baseName/:sequenceId/v1', mute(false, byDisplayName));
  router.post('/chat/:showId/mute/byHandle/:handle/v1', mute(true, byHandle));
  router.delete('/chat/:showId/mute/byHandle/:handle/v1', mute(false, byHandle));

  // Recent reactions per viewer, for the rate limit; in memory, as a restart forgives.
  const recent = new Map<string, number[]>();
  const reactorOf = (req: Request) => {
    const caller = callerOf(req, verify);
    if (caller && caller !== 'invalid') return `user:${caller.sub}`;
    const guest = guests.check(req.get('x-guest-secret'));
    return guest ? `guest:${guest}` : `ip:${req.ip}`;
  };
  router.post('/show/:id/react/:reaction/v1', (req: Request, res: Response) => {
    const show = shows.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    const reaction = String(req.params.reaction);
    if (!(REACTIONS as readonly string[]).includes(reaction))
      return invalid(res, [{ field: 'reaction', code: 'UNKNOWN_REACTION', message: `Reactions are ${REACTIONS.join(', ')}` }]);
    if (show.state !== 'RUNNING') return invalid(res, [{ code: 'NOT_LIVE', message: 'Reactions are for live shows' }]);
    const reactor = reactorOf(req);
    const t = now();
    const times = (recent.get(reactor) ?? []).filter((at) => t - at < REACTION_LIMIT.perMs);
    if (times.length >= REACTION_LIMIT.count) {
      recent.set(reactor, times);
      return fail(res, 429, 'Too many reactions', { code: 'RATE_LIMITED' });
    }
    recent.set(reactor, [...times, t]);
    stats.reacted(show.id);
    hub.broadcast(show.id, { type: 'reaction', reaction: reaction as Reaction });
    res.status(204).end();
  });
  return router;
}
