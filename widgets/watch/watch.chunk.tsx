import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { Watch } from './Watch';
import { watchStyles } from './watch.styles';

registerMessages('en', enLive);

export const mount = defineWidget('watch', Watch, watchStyles, (ctx) => installLiveShowSlice(getAppStore(ctx), getAppDeps(ctx)));
