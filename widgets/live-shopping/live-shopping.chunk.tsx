import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { enLivePages } from '../../shared/i18n/en-live-pages';
import { defineWidget } from '../../shared/react/widget-host';
import { LiveShopping } from './LiveShopping';
import { liveShoppingSlices } from './live-shopping-slices';
import { liveShoppingStyles } from './live-shopping.styles';

registerMessages('en', { ...enLive, ...enLivePages });

export const mount = defineWidget('live-shopping', LiveShopping, liveShoppingStyles, liveShoppingSlices, { container: true });
