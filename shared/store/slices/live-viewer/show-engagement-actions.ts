import type { Reaction, Show } from '../../../api/live-shopping/live-types';
import type { LiveViewerKit } from './live-viewer-kit';

/** What a viewer does with a show: a reminder, a share link, reactions, and its discount codes. */
export interface ShowEngagementActions {
  subscribe(showId: string, email?: string): Promise<boolean>;
  /** The watch link to share: a non-host viewer's carries '!shareCode' (spec 2 §2). */
  shareLink(show: Pick<Show, 'id' | 'handle'>): Promise<string | null>;
  react(showId: string, reaction: Reaction): void;
  loadDiscounts(showId: string): Promise<void>;
  revealDiscountCode(showId: string, discountId: string): Promise<void>;
}

export function createShowEngagementActions({ deps, get, patch, fail, tokenOrSignIn }: LiveViewerKit): ShowEngagementActions {
  const client = deps.live;

  return {
    async subscribe(showId, email) {
      patch({ subscribeStatus: 'busy', error: null, serverMessage: null });
      try {
        if (email !== undefined) {
          await client.show.subscribeByEmail(showId, email.trim());
        } else {
          const token = await tokenOrSignIn();
          if (!token) return (void patch({ subscribeStatus: 'idle' }), false);
          // The reminder arrives in the viewer's own time zone and language.
          const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
          await client.show.subscribe(showId, { timeZone, languageTag: get().session.locale }, token);
        }
        patch({
          subscribeStatus: 'done',
          subscribed: { ...get().liveViewer.subscribed, [showId]: email !== undefined ? 'email' : 'account' },
        });
        return true;
      } catch (error) {
        fail(error, 'live:subscribe');
        patch({ subscribeStatus: 'error' });
        return false;
      }
    },

    async shareLink(show) {
      const origin = new URL(deps.location.href()).origin;
      const base = `${origin}/pages/watch/${encodeURIComponent(show.id)}`;
      const idToken = await get().me.idToken();
      // Every share is recorded (POST share/v1), which answers the share code too.
      if (get().me.profile?.influencer?.handle === show.handle) {
        // The host's own link carries no code (spec 2 §6), so it never waits on the record.
        client.show.recordShare(show.id, idToken).catch((error) => deps.warn('[vanity] share not recorded', error));
        patch({ share: { showId: show.id, url: base } });
        return base;
      }
      try {
        const code = await client.show.recordShare(show.id, idToken);
        const url = `${base}!${encodeURIComponent(code)}`;
        patch({ share: { showId: show.id, url }, error: null });
        return url;
      } catch (error) {
        fail(error, 'live:share');
        return null;
      }
    },

    react(showId, reaction) {
      // Fire and forget: a lost heart is not worth a message.
      client.show.react(showId, reaction).catch((error) => deps.warn('[vanity] reaction not sent', error));
    },

    async loadDiscounts(showId) {
      try {
        const discounts = await client.show.discounts(showId);
        patch({ discounts: { ...get().liveViewer.discounts, [showId]: discounts } });
      } catch (error) {
        deps.warn('[vanity] show discounts unavailable', error);
      }
    },

    async revealDiscountCode(showId, discountId) {
      const customerId = deps.config.customerId;
      const token = await tokenOrSignIn();
      if (!token) return;
      const key = `${showId}/${discountId}`;
      const codes = () => get().liveViewer.discountCodes;
      if (!customerId) {
        // Signed in to Vanity but not to the store: the store's sign-in makes the customer.
        return patch({ error: 'live.discount.needsStoreAccount' });
      }
      const asked = { status: 'busy' as const, code: null };
      patch({ discountCodes: { ...codes(), [key]: asked }, error: null });
      // A sign-in change meanwhile cleared the codes: this answer was the previous person's, and is dropped.
      const stillAsked = () => codes()[key] === asked;
      try {
        const { code } = await client.show.discountCode(showId, discountId, customerId, token);
        if (stillAsked()) patch({ discountCodes: { ...codes(), [key]: { status: 'done', code } } });
      } catch (error) {
        if (!stillAsked()) return;
        patch({ discountCodes: { ...codes(), [key]: { status: 'error', code: null } } });
        fail(error, 'live:discount-code');
      }
    },
  };
}
