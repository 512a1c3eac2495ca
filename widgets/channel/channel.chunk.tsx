import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { installLiveViewerSlice } from '../../shared/store/slices/live-viewer/live-viewer-slice';
import { Channel } from './Channel';
import { channelStyles } from './channel.styles';

registerMessages('en', enLive);

export const mount = defineWidget('channel', Channel, channelStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  installLiveShowSlice(store, deps);
  installLiveViewerSlice(store, deps);
});
