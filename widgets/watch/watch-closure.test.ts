// @vitest-environment node
import { staticSources } from '../../shared/static-sources.test-helpers';

/**
 * The source files the watch chunk needs before it can mount: its static import closure, split as the build
 * splits it (what the runtime preloads and every viewer downloads). Code imported on demand is not in it.
 */
describe('what the watch page downloads before it mounts (its byte goal, bytes.watch)', () => {
  it('not the try-on’s looks or state, nor the host’s moderation code: only the shades "Try it on" offers', async () => {
    const sources = [...(await staticSources(['widgets/watch/watch.chunk.tsx']))];
    // The closure is real: the widget, its player and the catalogue rule it asks.
    expect(sources).toEqual(
      expect.arrayContaining(['widgets/watch/Watch.tsx', 'shared/live/show-player.ts', 'shared/catalog/product-rules.ts']),
    );
    expect(sources.filter((s) => s.startsWith('shared/try-on/') || s.startsWith('shared/store/slices/try-on/'))).toEqual([]);
    expect(sources.filter((s) => s.startsWith('shared/store/slices/live-host/'))).toEqual([]);
  });

  it('not what drives hls.js: it comes with hls.js, where the browser cannot play the show itself', async () => {
    const sources = await staticSources(['widgets/watch/watch.chunk.tsx']);
    expect(sources.has('shared/live/playlist-prefetch.ts')).toBe(true);
    expect(sources.has('shared/live/hls-player.ts')).toBe(false);
    expect(sources.has('shared/live/reusing-playlist-loader.ts')).toBe(false);
  });

  it('not the cart client, which downloads on the first cart call', async () => {
    const sources = await staticSources(['widgets/watch/watch.chunk.tsx']);
    expect(sources.has('shared/store/slices/cart-slice.ts')).toBe(true);
    expect(sources.has('shared/api/cart/cart-client.ts')).toBe(false);
  });

  it('the watched show’s slice, not the listing’s and channel’s', async () => {
    const sources = await staticSources(['widgets/watch/watch.chunk.tsx']);
    expect(sources.has('shared/store/slices/live-show-slice.ts')).toBe(true);
    expect(sources.has('shared/store/slices/live-lists-slice.ts')).toBe(false);
  });

  it('its own texts, not those of the listing, channel and profile pages', async () => {
    const sources = await staticSources(['widgets/watch/watch.chunk.tsx']);
    expect(sources.has('shared/i18n/en-live.ts')).toBe(true);
    expect(sources.has('shared/i18n/en-live-pages.ts')).toBe(false);
    // The display-name check's messages come with the chat's first check.
    expect(sources.has('shared/i18n/en-display-name.ts')).toBe(false);
  });
});
