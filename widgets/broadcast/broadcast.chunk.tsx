import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { browserViewerSession, liveClientFor } from '../../shared/store/live-client';
import { installCatalogSlice } from '../../shared/store/slices/catalog-slice';
import { installLiveChatSlice } from '../../shared/store/slices/live-chat-slice';
import { installLiveHostSlice } from '../../shared/store/slices/live-host-slice';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { installLiveViewerSlice } from '../../shared/store/slices/live-viewer-slice';
import { Broadcast } from './Broadcast';
import { broadcastStyles } from './broadcast.styles';

registerMessages('en', { ...enLive, ...enHost, ...enCart });

export const mount = defineWidget('broadcast', Broadcast, broadcastStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  const live = liveClientFor(deps);
  const session = browserViewerSession(deps);
  installCatalogSlice(store, deps);
  installLiveShowSlice(store, deps);
  installLiveViewerSlice(store, deps, live, session);
  installLiveChatSlice(store, deps, live.chat);
  installLiveHostSlice(store, deps, live.host, live.show, session, (token) => live.profile.me(token));
});
