import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installLiveShowSlice } from '../../shared/store/slices/live-show-slice';
import { LiveShopping } from './LiveShopping';
import { liveShoppingStyles } from './live-shopping.styles';

registerMessages('en', enLive);

export const mount = defineWidget('live-shopping', LiveShopping, liveShoppingStyles, (ctx) => installLiveShowSlice(getAppStore(ctx), getAppDeps(ctx)));
