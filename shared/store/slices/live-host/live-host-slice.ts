import type {
  ActiveStreamStatus,
  ChatAuthor,
  DisplayName,
  Show,
  ShowDraft,
  ShowStats,
  StreamKey,
  TestEmail,
} from '../../../api/live-shopping/live-types';
import { RoleError } from '../../../api/live-shopping/roles';
import type { Product } from '../../../catalog/product-types';
import type { MessageKey } from '../../../i18n';
import { defineSlice } from '../../define-slice';
import type { SliceKit } from '../../slice-kit';
import { meSlice } from '../me-slice';
import { createAdminActions, type AdminActions } from './admin-actions';
import { createHostProfileActions, type HostProfileActions } from './host-profile-actions';
import { createLiveHostKit } from './live-host-kit';
import { createModerationActions, type ModerationActions } from './moderation-actions';
import { createShowActions, type ShowActions } from './show-actions';

export type { ActiveStreamStatus, ChatAuthor, DisplayName, Product, Show, ShowDraft, ShowStats, StreamKey, TestEmail };
export { SHOW_LIMITS, TEST_EMAILS } from '../../../api/live-shopping/live-types';
export { RoleError };

/**
 * Hosts, moderators and admins (spec 2 §6, §7): the broadcast pages, the
 * chat's moderation tools and the admin tools. Every action checks the role
 * first (the client throws the spec's message); the backend checks again.
 * Each part's actions have their own module; this one holds the state they share.
 */
export type FieldErrors = Partial<Record<keyof ShowDraft | 'bio' | 'url' | 'title' | 'email' | 'handle' | 'buyer', string>>;

export interface LiveHostState {
  /** The host's dashboard: unknown until loaded; anonymous without a session (or an influencer without a token). */
  status: 'unknown' | 'anonymous' | 'ready';
  myShows: Show[] | null;
  /** The show on /pages/broadcast/{id}. */
  managed: { id: string; status: 'loading' | 'ready' | 'no-such-show' | 'error'; show: Show | null; stats: ShowStats | null };
  streamKey: StreamKey | null;
  stream: ActiveStreamStatus | null;
  /** The action under way, for disabling its button. */
  busy: string | null;
  /** The last action run, so each panel shows only its own outcome. */
  lastAction: string | null;
  /** The latest failure (a text key), the spec's role message, and the server's field errors (422). */
  error: MessageKey | null;
  roleError: string | null;
  fieldErrors: FieldErrors;
  /** What just succeeded, for a status line. */
  notice: MessageKey | null;
  products: { query: string; status: 'idle' | 'loading' | 'ready' | 'error'; items: Product[] };
}

export interface LiveHostSlice extends LiveHostState, HostProfileActions, ShowActions, ModerationActions, AdminActions {
  clearMessages(): void;
}

// The caller's groups, profile and ID token are the me slice's.
const requires = [meSlice] as const;
export type LiveHostContext = SliceKit<'liveHost', LiveHostSlice, typeof requires>;

export const liveHostSlice = defineSlice<LiveHostSlice>()({
  key: 'liveHost',
  requires,
  create: (ctx) => {
    const kit = createLiveHostKit(ctx);
    // Spec 2 §4: a dashboard already shown follows a sign-in or sign-out elsewhere (its shows were the previous person's).
    ctx.get().me.onSignInChange(() => {
      if (ctx.get().liveHost.status === 'unknown') return;
      ctx.set({ myShows: null, streamKey: null, stream: null });
      void ctx.get().liveHost.load();
    });
    return {
      status: 'unknown',
      myShows: null,
      managed: { id: '', status: 'loading', show: null, stats: null },
      streamKey: null,
      stream: null,
      busy: null,
      lastAction: null,
      error: null,
      roleError: null,
      fieldErrors: {},
      notice: null,
      products: { query: '', status: 'idle', items: [] },
      ...createHostProfileActions(kit),
      ...createShowActions(kit),
      ...createModerationActions(kit),
      ...createAdminActions(kit),
      clearMessages() {
        kit.patch({ error: null, roleError: null, fieldErrors: {}, notice: null });
      },
    };
  },
});
