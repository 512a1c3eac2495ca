import { registerMessages } from '../../shared/i18n';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installLiveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { installLiveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { LiveProfile } from './LiveProfile';
import { liveProfileStyles } from './live-profile.styles';

registerMessages('en', { ...enLive, ...enHost });

export const mount = defineWidget('live-profile', LiveProfile, liveProfileStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  // Show cards ask the show slice for thumbnails.
  installLiveShowSlice(store, deps);
  installLiveViewerSlice(store, deps);
  // Admin tools live on the profile page.
  installLiveHostSlice(store, deps);
});
