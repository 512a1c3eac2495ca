import type { FollowedHost, Profile, Reaction, Show, ShowDiscount } from '../../../api/live-shopping/live-types';
import type { MessageKey } from '../../../i18n';
import { defineSlice } from '../../define-slice';
import type { SliceKit } from '../../slice-kit';
import { meSlice } from '../me-slice';
import { createFollowingActions, type FollowingActions } from './following-actions';
import { createLiveViewerKit } from './live-viewer-kit';
import { createShowEngagementActions, type ShowEngagementActions } from './show-engagement-actions';
import { createViewerIdentityActions, type ViewerIdentityActions } from './viewer-identity-actions';
import { createViewerProfileActions, type ViewerProfileActions } from './viewer-profile-actions';

export type { FollowedHost, Profile, Reaction, ShowDiscount };

/**
 * The viewer on show pages (spec 2 §6): who they are (read from the stored
 * session without loading aws-amplify), and what they do with shows and
 * hosts: follow, save, subscribe, share, react, discount codes; on their
 * profile page, their lists, display name and picture. Signed-in actions
 * send an anonymous viewer to sign in and back. Each part's actions have
 * their own module; this one holds the state they share.
 */
export type Pending = 'idle' | 'busy' | 'done' | 'error';

export interface LiveViewerState {
  following: Record<string, boolean>;
  saved: Record<string, boolean>;
  followedHosts: FollowedHost[] | null;
  savedShows: Show[] | null;
  listsStatus: Pending;
  subscribed: Record<string, 'account' | 'email'>;
  subscribeStatus: Pending;
  share: { showId: string; url: string } | null;
  discounts: Record<string, ShowDiscount[]>;
  discountCodes: Record<string, { status: Pending; code: string | null }>;
  pictureStatus: Pending;
  /** The latest failure, as a text key, and the server's own words for a 422. */
  error: MessageKey | null;
  serverMessage: string | null;
}

export interface LiveViewerSlice
  extends LiveViewerState, ViewerIdentityActions, FollowingActions, ShowEngagementActions, ViewerProfileActions {
  clearError(): void;
}

// Who the viewer is, their profile and ID token are the me slice's.
const requires = [meSlice] as const;
export type LiveViewerContext = SliceKit<'liveViewer', LiveViewerSlice, typeof requires>;

export const liveViewerSlice = defineSlice<LiveViewerSlice>()({
  key: 'liveViewer',
  requires,
  create: (ctx) => {
    const kit = createLiveViewerKit(ctx);
    // Spec 2 §4: a sign-in or sign-out elsewhere on the page (or in another tab) changes whose lists and codes these are.
    ctx.get().me.onSignInChange(() => {
      const { subscribed } = ctx.get().liveViewer;
      kit.patch({
        // Email reminders were nobody's account's; the account's were the previous person's.
        subscribed: Object.fromEntries(Object.entries(subscribed).filter(([, how]) => how === 'email')),
        discountCodes: {},
        error: null,
        serverMessage: null,
      });
      ctx.get().liveViewer.forgetLists();
    });
    return {
      following: {},
      saved: {},
      followedHosts: null,
      savedShows: null,
      listsStatus: 'idle',
      subscribed: {},
      subscribeStatus: 'idle',
      share: null,
      discounts: {},
      discountCodes: {},
      pictureStatus: 'idle',
      error: null,
      serverMessage: null,
      ...createViewerIdentityActions(kit),
      ...createFollowingActions(kit),
      ...createShowEngagementActions(kit),
      ...createViewerProfileActions(kit),
      clearError() {
        kit.patch({ error: null, serverMessage: null });
      },
    };
  },
});
