import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installCatalogSlice } from '../../shared/store/slices/catalog-slice';
import { installLiveChatSlice } from '../../shared/store/slices/live-chat-slice';
import { installLiveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { installLiveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { Broadcast } from './Broadcast';
import { broadcastStyles } from './broadcast.styles';

registerMessages('en', { ...enLive, ...enHost, ...enCart });

export const mount = defineWidget('broadcast', Broadcast, broadcastStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  installCatalogSlice(store, deps);
  installLiveShowSlice(store, deps);
  installLiveViewerSlice(store, deps);
  installLiveChatSlice(store, deps);
  installLiveHostSlice(store, deps);
});
