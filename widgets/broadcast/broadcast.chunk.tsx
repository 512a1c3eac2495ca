import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enDisplayNameErrors } from '../../shared/i18n/en-display-name';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { enLivePages } from '../../shared/i18n/en-live-pages';
import { defineWidget } from '../../shared/react/widget-host';
import { Broadcast } from './Broadcast';
import { broadcastSlices } from './broadcast-slices';
import { broadcastStyles } from './broadcast.styles';

registerMessages('en', { ...enLive, ...enLivePages, ...enHost, ...enCart, ...enDisplayNameErrors });

export const mount = defineWidget('broadcast', Broadcast, broadcastStyles, broadcastSlices, { container: true });
