import type { StateCreator } from 'zustand/vanilla';
import type { Caller } from '../../api/live-shopping/host-client';
import type {
  ActiveStreamStatus,
  ChatAuthor,
  DisplayName,
  FeaturedLinkRequest,
  Profile,
  Show,
  ShowDraft,
  ShowPatch,
  ShowStats,
  StreamKey,
  TestEmail,
} from '../../api/live-shopping/live-types';
import { requireRole, RoleError, type LiveRole } from '../../api/live-shopping/roles';
import type { Product } from '../../catalog/product-types';
import { apiErrorsOf, HttpError, NetworkError } from '../../http';
import type { MessageKey } from '../../i18n';
import type { AppDeps } from '../app-deps';
import type { AppState, AppStore } from '../create-app-store';
import { installSlice } from '../install-slice';

export type { ActiveStreamStatus, ChatAuthor, DisplayName, Product, Show, ShowDraft, ShowStats, StreamKey, TestEmail };
export { SHOW_LIMITS, TEST_EMAILS } from '../../api/live-shopping/live-types';
export { RoleError };

/**
 * Hosts, moderators and admins (spec 2 §6, §7): the broadcast pages, the
 * chat's moderation tools and the admin tools. Every action checks the role
 * first (the client throws the spec's message); the backend checks again.
 */
export type FieldErrors = Partial<Record<keyof ShowDraft | 'bio' | 'url' | 'title' | 'email' | 'handle' | 'buyer', string>>;

export interface LiveHostState {
  status: 'unknown' | 'anonymous' | 'ready';
  groups: string[];
  /** The caller's own profile (handle, bio, picture). */
  profile: Profile | null;
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

export interface LiveHostSlice {
  liveHost: LiveHostState;
  loadHost(): Promise<void>;
  /** True for a caller in the group; the screens show the spec's role error otherwise. */
  hasRole(role: LiveRole): boolean;
  searchShowProducts(query: string): Promise<void>;
  /** A show thumbnail compressed in the worker (spec 2 §5); null when the file is not a usable picture. */
  prepareThumbnail(file: Blob): Promise<{ base64: string; bytes: number } | null>;
  /** The backend's verdict on draft fields (dry run): null, or the first message per field. */
  checkShowDraft(draft: Partial<ShowDraft>, showId?: string): Promise<FieldErrors>;
  createShow(draft: ShowDraft): Promise<Show | null>;
  manageShow(id: string): () => void;
  updateShow(patch: ShowPatch): Promise<boolean>;
  cancelShow(): Promise<boolean>;
  endShow(): Promise<boolean>;
  revealStreamKey(): Promise<void>;
  resetStreamKey(): Promise<void>;
  setActiveVariant(productId: number, variantId: number, feature: boolean): Promise<void>;
  setFeaturedLink(link: FeaturedLinkRequest): Promise<boolean>;
  clearFeaturedItem(): Promise<void>;
  debugPurchase(buyer: DisplayName, variantId: number, quantity: number): Promise<boolean>;
  checkBio(bio: string): Promise<string | null>;
  saveBio(bio: string): Promise<boolean>;
  pinMessage(showId: string, messageId: string): Promise<void>;
  unpinMessage(showId: string): Promise<void>;
  muteAuthor(showId: string, author: ChatAuthor, mute: boolean): Promise<void>;
  deleteHandle(handle: string): Promise<boolean>;
  sendTestEmail(template: TestEmail, to: { title: string; email: string }): Promise<boolean>;
  sendShowTestEmail(showId: string, template: TestEmail): Promise<boolean>;
  clearHostMessages(): void;
}

/** Pins and mutes report under the chat; every other action reports on its own panel. */
export function isModerationAction(action: string | null): boolean {
  return /^(pin|unpin|mute)/.test(action ?? '');
}

/** A 1280 px JPEG under 300 KB is sharp on every screen and well inside the backend's 500 KB. */
export const THUMBNAIL_MAX_BYTES = 300_000;
export const THUMBNAIL_MAX_SIDE = 1280;

/** How often the manage page reads the show's stats and the encoder's status. */
export const HOST_REFRESH_MS = 5_000;

const fieldErrorsOf = (error: unknown): FieldErrors => {
  const list = error instanceof HttpError && error.status === 422 ? apiErrorsOf(error) : [];
  const out: FieldErrors = {};
  for (const e of list) if (e.field && !(e.field in out)) out[e.field as keyof FieldErrors] = e.message ?? '';
  return out;
};

export const createLiveHostSlice =
  (deps: AppDeps): StateCreator<AppState, [], [], LiveHostSlice> =>
  (set, get) => {
    const { host: client, show: shows } = deps.live;
    const session = deps.viewerSession;
    const patch = (p: Partial<LiveHostState>) => set((s) => ({ liveHost: { ...s.liveHost, ...p } }));
    const managed = (p: Partial<LiveHostState['managed']>) => patch({ managed: { ...get().liveHost.managed, ...p } });
    const caller = async (): Promise<Caller> => {
      // The groups as the session has them now: a watch page's moderator never loads the host's dashboard.
      const token = await get().viewerIdToken();
      const stored = await session.stored().catch(() => null);
      return { groups: stored?.user.groups ?? [], idToken: token ?? '' };
    };
    /** Runs an action: busy while it runs; role, field and other failures become state. Never throws. */
    const run = async <T>(name: string, action: (who: Caller) => Promise<T>, done?: MessageKey): Promise<{ ok: true; value: T } | { ok: false }> => {
      patch({ busy: name, lastAction: name, error: null, roleError: null, fieldErrors: {}, notice: null });
      try {
        const value = await action(await caller());
        patch({ busy: null, notice: done ?? null });
        return { ok: true, value };
      } catch (error) {
        if (error instanceof RoleError) patch({ busy: null, roleError: error.message });
        else if (error instanceof HttpError && error.status === 422) patch({ busy: null, fieldErrors: fieldErrorsOf(error), error: 'live.host.errors.invalid' });
        else if (error instanceof HttpError && error.status === 403) patch({ busy: null, error: 'live.host.errors.forbidden' });
        else {
          if (!(error instanceof HttpError && error.status < 500)) deps.reportError(error, { where: `live:host:${name}` });
          patch({ busy: null, error: error instanceof NetworkError ? 'live.errors.offline' : 'live.errors.failed' });
        }
        return { ok: false };
      }
    };
    const replaceShow = (show: Show) => {
      if (get().liveHost.managed.id === show.id) managed({ show });
      const mine = get().liveHost.myShows;
      if (mine) patch({ myShows: mine.some((s) => s.id === show.id) ? mine.map((s) => (s.id === show.id ? show : s)) : [show, ...mine] });
    };
    const managedId = () => get().liveHost.managed.id;

    return {
      liveHost: {
        status: 'unknown',
        groups: [],
        profile: null,
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
      },

      async loadHost() {
        const stored = await session.stored().catch(() => null);
        if (!stored) return patch({ status: 'anonymous' });
        patch({ status: 'ready', groups: stored.user.groups });
        if (!stored.user.groups.includes('influencer')) return;
        const token = await get().viewerIdToken();
        if (!token) return patch({ status: 'anonymous' });
        try {
          const profile = await deps.live.profile.me(token);
          patch({ profile });
          const handle = profile.influencer?.handle;
          patch({ myShows: handle ? await shows.showsByHandle(handle) : [] });
        } catch (error) {
          deps.reportError(error, { where: 'live:host:load' });
          patch({ error: 'live.errors.failed', myShows: get().liveHost.myShows ?? [] });
        }
      },

      hasRole: (role) => get().liveHost.groups.includes(role),

      async searchShowProducts(query) {
        patch({ products: { ...get().liveHost.products, query, status: 'loading' } });
        try {
          const items = await deps.catalog.searchProducts(query);
          if (get().liveHost.products.query === query) patch({ products: { query, status: 'ready', items } });
        } catch (error) {
          deps.warn('[vanity] product search failed', error);
          patch({ products: { ...get().liveHost.products, status: 'error' } });
        }
      },

      async prepareThumbnail(file) {
        const small = await deps.worker.compressToByteCap(file, THUMBNAIL_MAX_BYTES, { maxSide: THUMBNAIL_MAX_SIDE }).catch((error) => {
          deps.warn('[vanity] thumbnail could not be decoded', error);
          return null;
        });
        if (!small) return null;
        return { base64: (await deps.blobToDataUrl(small)).replace(/^data:[^,]*,/, ''), bytes: small.size };
      },

      async checkShowDraft(draft, showId) {
        try {
          await client.checkShow(await caller(), draft, showId);
          return {};
        } catch (error) {
          if (error instanceof HttpError && error.status === 422) return fieldErrorsOf(error);
          throw error; // no verdict: the field stays pending and asks again
        }
      },

      async createShow(draft) {
        const r = await run('create', (who) => client.createShow(who, draft), 'live.host.created');
        if (!r.ok) return null;
        replaceShow(r.value);
        return r.value;
      },

      manageShow(id) {
        patch({ managed: { id, status: 'loading', show: null, stats: null } });
        let stopped = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const refresh = async () => {
          const who = await caller();
          try {
            const show = await shows.show(id);
            if (stopped) return;
            managed({ show, status: 'ready' });
          } catch (error) {
            if (stopped) return;
            if (error instanceof HttpError && error.status === 404) return managed({ status: 'no-such-show' });
            if (get().liveHost.managed.status === 'loading') managed({ status: 'error' });
            deps.warn('[vanity] managed show unavailable', error);
          }
          // Stats and the encoder's status are the host's dashboard: failures only go stale.
          await Promise.all([
            client.stats(who, id).then((stats) => !stopped && managed({ stats }), (e) => deps.warn('[vanity] show stats unavailable', e)),
            client.activeStreamStatus(who).then((stream) => !stopped && patch({ stream }), (e) => deps.warn('[vanity] stream status unavailable', e)),
          ]);
          if (!stopped) timer = setTimeout(() => void refresh(), HOST_REFRESH_MS);
        };
        void refresh();
        return () => {
          stopped = true;
          clearTimeout(timer);
        };
      },

      async updateShow(p) {
        const r = await run('update', (who) => client.updateShow(who, managedId(), p), 'live.host.saved');
        if (r.ok) replaceShow(r.value);
        return r.ok;
      },
      async cancelShow() {
        const r = await run('cancel', (who) => client.cancelShow(who, managedId()), 'live.host.cancelled');
        if (r.ok) replaceShow(r.value);
        return r.ok;
      },
      async endShow() {
        const r = await run('end', (who) => client.endShow(who, managedId()), 'live.host.ended');
        if (r.ok) replaceShow(r.value);
        return r.ok;
      },
      async revealStreamKey() {
        const r = await run('stream-key', (who) => client.streamKey(who));
        if (r.ok) patch({ streamKey: r.value });
      },
      async resetStreamKey() {
        const r = await run('stream-key-reset', (who) => client.resetStreamKey(who), 'live.host.keyReset');
        if (r.ok) patch({ streamKey: r.value });
      },
      async setActiveVariant(productId, variantId, feature) {
        const r = await run(`active-${variantId}`, (who) => client.setActiveVariant(who, managedId(), { productId, variantId, feature }));
        if (r.ok) replaceShow(r.value);
      },
      async setFeaturedLink(link) {
        const r = await run('featured-link', (who) => client.setFeaturedLink(who, managedId(), link), 'live.host.saved');
        if (r.ok) replaceShow(r.value);
        return r.ok;
      },
      async clearFeaturedItem() {
        const r = await run('clear-featured', (who) => client.clearFeaturedItem(who, managedId()));
        if (r.ok) replaceShow(r.value);
      },
      async debugPurchase(buyer, variantId, quantity) {
        return (await run('purchase', (who) => client.debugPurchase(who, managedId(), buyer, { variantId, quantity }), 'live.host.purchaseSent')).ok;
      },
      async checkBio(bio) {
        try {
          await client.setBio(await caller(), bio, true);
          return null;
        } catch (error) {
          if (error instanceof HttpError && error.status === 422) return fieldErrorsOf(error).bio ?? '';
          throw error;
        }
      },
      async saveBio(bio) {
        const r = await run('bio', (who) => client.setBio(who, bio), 'live.host.saved');
        if (r.ok && r.value) patch({ profile: r.value });
        return r.ok;
      },
      async pinMessage(showId, messageId) {
        await run(`pin-${messageId}`, (who) => client.pinMessage(who, showId, messageId));
      },
      async unpinMessage(showId) {
        await run('unpin', (who) => client.unpinMessage(who, showId));
      },
      async muteAuthor(showId, author, mute) {
        const target = author.displayName ? { displayName: author.displayName } : author.handle ? { handle: author.handle } : null;
        if (!target) return;
        await run(`mute-${author.handle ?? `${author.displayName?.baseName}#${author.displayName?.sequenceId}`}`, (who) => (mute ? client.mute(who, showId, target) : client.unmute(who, showId, target)), mute ? 'live.host.muted' : 'live.host.unmuted');
      },
      async deleteHandle(handle) {
        return (
          await run(
            'delete-handle',
            async (who) => {
              requireRole(who.groups, 'admin');
              // The admin names the handle; the call needs its owner's id.
              const profile = await shows.profileByHandle(handle.trim()).catch((e: unknown) => {
                if (e instanceof HttpError && e.status === 404) return null;
                throw e;
              });
              if (!profile?.userId) throw new HttpError(new Response(null, { status: 422 }), { errors: [{ field: 'handle', message: 'No such handle' }] });
              await client.deleteHandle(who, profile.userId, handle);
            },
            'live.host.handleDeleted',
          )
        ).ok;
      },
      async sendTestEmail(template, to) {
        return (await run('test-email', (who) => client.sendTestEmail(who, template, to), 'live.host.emailSent')).ok;
      },
      async sendShowTestEmail(showId, template) {
        return (await run('show-test-email', (who) => client.sendShowTestEmail(who, showId, template), 'live.host.emailSent')).ok;
      },
      clearHostMessages() {
        patch({ error: null, roleError: null, fieldErrors: {}, notice: null });
      },
    };
  };

export function installLiveHostSlice(store: AppStore, deps: AppDeps): void {
  installSlice(store, 'loadHost', createLiveHostSlice(deps));
}
