import { sameOriginPath } from '../../../routes/same-origin';
import type { DisplayName, FeaturedLinkRequest, Show, ShowDraft, ShowPatch } from '../../../api/live-shopping/live-types';
import { HttpError } from '../../../http';
import { fieldErrorsOf, type LiveHostKit } from './live-host-kit';
import type { FieldErrors } from './live-host-slice';

/** A 1280 px JPEG under 300 KB is sharp on every screen and well inside the backend's 500 KB. */
export const THUMBNAIL_MAX_BYTES = 300_000;
export const THUMBNAIL_MAX_SIDE = 1280;

/** How often the manage page reads the show's stats and the encoder's status. */
export const HOST_REFRESH_MS = 5_000;

/** A host's shows: making one, the manage page (stream key, featured products, test purchase), ending it. */
export interface ShowActions {
  searchProducts(query: string): Promise<void>;
  /** A show thumbnail compressed in the worker (spec 2 §5); null when the file is not a usable picture. */
  prepareThumbnail(file: Blob): Promise<{ base64: string; bytes: number } | null>;
  /** The backend's verdict on draft fields (its validate call, which changes nothing): the first message per field. */
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
}

export function createShowActions({
  deps,
  get,
  patch,
  managed,
  managedId,
  caller,
  run,
  replaceShow,
  showChanges,
}: LiveHostKit): ShowActions {
  const { host: client, show: shows } = deps.live;

  return {
    async searchProducts(query) {
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
        // The encoder's status lands with the show, so its status word is right from the first paint.
        const stream = client.activeStreamStatus(who).then(
          (answer) => answer ?? null,
          (e: unknown) => {
            deps.warn('[vanity] stream status unavailable', e);
            return undefined;
          },
        );
        const changesBefore = showChanges();
        try {
          const show = await shows.show(id);
          const known = await stream;
          if (stopped) return;
          if (known !== undefined) patch({ stream: known });
          // The host changed the show (featured, ended...) while this read was under way: theirs is the newer one,
          // and the next refresh reads it back.
          managed(showChanges() === changesBefore ? { show, status: 'ready' } : { status: 'ready' });
        } catch (error) {
          if (stopped) return;
          const known = await stream;
          if (known !== undefined) patch({ stream: known });
          if (error instanceof HttpError && error.status === 404) return managed({ status: 'no-such-show' });
          if (get().liveHost.managed.status === 'loading') managed({ status: 'error' });
          deps.warn('[vanity] managed show unavailable', error);
        }
        // Stats and the encoder's status are the host's dashboard: failures only go stale.
        await client.stats(who, id).then(
          (stats) => !stopped && managed({ stats }),
          (e) => deps.warn('[vanity] show stats unavailable', e),
        );
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
      // A person typed it: only a page of this store is featured (no open redirects), sent as its path.
      const url = sameOriginPath(link.url, new URL(deps.location.href()).origin);
      if (!url) {
        patch({
          busy: null,
          lastAction: 'featured-link',
          error: 'live.host.errors.invalid',
          fieldErrors: { url: get().session.t('live.host.link.offStore') },
          notice: null,
        });
        return false;
      }
      const r = await run('featured-link', (who) => client.setFeaturedLink(who, managedId(), { ...link, url }), 'live.host.saved');
      if (r.ok) replaceShow(r.value);
      return r.ok;
    },
    async clearFeaturedItem() {
      const r = await run('clear-featured', (who) => client.clearFeaturedItem(who, managedId()));
      if (r.ok) replaceShow(r.value);
    },
    async debugPurchase(buyer, variantId, quantity) {
      return (
        await run('purchase', (who) => client.debugPurchase(who, managedId(), buyer, { variantId, quantity }), 'live.host.purchaseSent')
      ).ok;
    },
  };
}
