import { Router } from 'express';
import path from 'node:path';
import { verifyIdToken, type IdClaims } from '../identity/id-token';
import { adminRoutes } from './admin-routes';
import { chatAuthors } from './chat-authors';
import { createChatHub } from './chat-hub';
import { moderationRoutes } from './chat-moderation-routes';
import { chatRoutes } from './chat-routes';
import { createChatStore } from './chat-store';
import { createChatTokens } from './chat-token';
import { engagementRoutes } from './engagement-routes';
import { createGuestSecrets, guestRoutes } from './guest-secrets';
import { createEngagementStore } from './engagement-store';
import { hostAccess } from './host-access';
import { hostLiveRoutes } from './host-live-routes';
import { hostShowRoutes } from './host-show-routes';
import { fail, type Verify } from './http-helpers';
import { imageRoutes } from './image-routes';
import { ingestRoutes } from './ingest-routes';
import { createImageStore } from './media-images';
import { profileRoutes } from './profile-routes';
import { createProfileStore, SEED_PROFILES } from './profile-store';
import { reminderRoutes } from './reminder-routes';
import { showRoutes, type Origins } from './show-routes';
import { createShowStatsStore } from './show-stats-store';
import { createShowStore } from './show-store';
import { streamControl } from './stream-control';
import { createStreamStore } from './stream-store';

/**
 * The live-shopping backend stand-in, whole: its stores (files in `dataDir`)
 * and one router of every call in spec 2 §7 (viewers', hosts', moderators'
 * and admins'), plus the simulated encoder (/__ingest), mounted at /api/live.
 */
export interface LiveBackendOptions extends Origins {
  dataDir: string;
  /** The app client id the ID tokens are for (verified with cognito-local's key)... */
  clientId?: () => string;
  /** ...or a verifier of one's own (tests). */
  verify?: Verify;
  /** The store customer id of an ID token's account (the harness: the store account Multipass made for its email). */
  customerIdOf?: (claims: IdClaims) => string | null;
  now?: () => number;
  viewersEveryMs?: number;
  heartbeatEveryMs?: number;
}

/** Viewers the stand-in pretends are watching a seeded running show besides the real connections. */
export const SIMULATED_AUDIENCE: Record<string, number> = { SH0W42: 57 };

export function liveShoppingBackend(opts: LiveBackendOptions) {
  const { dataDir, cdnOrigin, apiOrigin, now = Date.now } = opts;
  const clientId = opts.clientId;
  const verify: Verify = opts.verify ?? (clientId ? (token) => verifyIdToken(token, clientId()) : () => null);
  const file = (name: string) => path.join(dataDir, name);
  const origins = { cdnOrigin, apiOrigin };

  const profiles = createProfileStore(file('live-shopping.json'));
  const shows = createShowStore(file('shows.json'), now());
  const engagement = createEngagementStore(file('live-engagement.json'), now);
  const chat = createChatStore(file('live-chat.json'), shows.all());
  const tokens = createChatTokens(file('live-chat-key.json'), now);
  const guests = createGuestSecrets(file('live-guest-key.json'));
  const customerIdOf = opts.customerIdOf ?? (() => null);
  const stats = createShowStatsStore(file('live-stats.json'), now);
  const streams = createStreamStore(file('live-streams.json'), now);
  const hub = createChatHub({
    simulatedAudience: (id) => (shows.byId(id)?.state === 'RUNNING' ? (SIMULATED_AUDIENCE[id] ?? 0) : 0),
    audience: { initial: stats.audiences(), save: stats.saveAudience },
    ...(opts.viewersEveryMs ? { viewersEveryMs: opts.viewersEveryMs } : {}),
    ...(opts.heartbeatEveryMs ? { heartbeatEveryMs: opts.heartbeatEveryMs } : {}),
  });
  const images = createImageStore(file('live-media'));
  const seedHandles = SEED_PROFILES.map((p) => p.influencer!.handle);
  const ready = images
    .seed(
      shows
        .all()
        .filter((s) => s.hasThumbnail)
        .map((s) => s.id),
      seedHandles
        .flatMap((h) => profiles.byHandle(h) ?? [])
        .filter((p) => p.pictureVersion > 0)
        .map((p) => p.id),
    )
    .catch((error) => console.error('live-shopping: seeding the pictures failed', error));
  const authors = chatAuthors(profiles, chat);
  const control = streamControl({ shows, profiles, streams, hub, now });
  const access = hostAccess(shows, profiles, verify);

  const router = Router();
  // A show whose pre-roll opened while its host's encoder is connected goes live before anyone reads it.
  router.use((_req, _res, next) => {
    control.refresh();
    next();
  });
  // Order matters: /show/testEmail/... and /show/saved/v1 must be matched before routes that read the segment as a show id.
  router.use(adminRoutes({ shows, profiles, engagement, verify }));
  router.use(guestRoutes(guests));
  router.use(engagementRoutes({ shows, profiles, engagement, verify, origins, guests, customerIdOf }));
  router.use(reminderRoutes(shows, engagement, verify));
  router.use(imageRoutes({ shows, profiles, images, verify, ready }));
  router.use(chatRoutes({ shows, profiles, chat, tokens, guests, hub, authors, verify, now }));
  router.use(moderationRoutes({ shows, profiles, chat, tokens, guests, hub, stats, verify, now }));
  router.use(profileRoutes(profiles, verify));
  router.use(ingestRoutes({ profiles, streams, control, verify }));
  router.use(hostShowRoutes({ shows, access, images, chat, hub, engagement, stats, control, origins, now }));
  router.use(hostLiveRoutes({ shows, profiles, access, chat, hub, stats, origins }));
  router.use(showRoutes(shows, origins, now));
  // A call the backend does not have is refused in its own error shape, not with Express's HTML page.
  router.use((_req, res) => fail(res, 404, 'No such call'));

  return {
    router,
    /** The shows; byId first starts a show whose pre-roll opened (the CDN's video reads it without passing the router). */
    shows: {
      ...shows,
      byId(id: string) {
        control.refresh();
        return shows.byId(id);
      },
    },
    profiles,
    engagement,
    /** The reminder and test mails "sent" so far (also at GET /api/live/__outbox). */
    outbox: () => engagement.outbox(),
    /** For the host side: tell a show's viewers (e.g. `{type: 'show', state}`). */
    broadcast: hub.broadcast,
    /** Resolves once the first start's pictures exist. */
    ready,
    close: () => hub.close(),
  };
}
export type LiveBackend = ReturnType<typeof liveShoppingBackend>;
