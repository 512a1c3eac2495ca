import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installCartSlice } from '../../shared/store/slices/cart-slice';
import { installCatalogSlice } from '../../shared/store/slices/catalog-slice';
import { installLiveChatSlice } from '../../shared/store/slices/live-chat-slice';
import { installLiveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { installLiveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { Watch } from './Watch';
import { watchStyles } from './watch.styles';

registerMessages('en', { ...enLive, ...enCart, ...enHost });

export const mount = defineWidget('watch', Watch, watchStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  installCatalogSlice(store, deps);
  installCartSlice(store, deps);
  installLiveShowSlice(store, deps);
  installLiveViewerSlice(store, deps);
  installLiveChatSlice(store, deps);
  // Moderators and the show's owner moderate from the chat.
  installLiveHostSlice(store, deps);
});
