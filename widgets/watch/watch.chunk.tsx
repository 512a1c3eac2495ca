import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enDisplayNameErrors } from '../../shared/i18n/en-display-name';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { Watch } from './Watch';
import { watchSlices } from './watch-slices';
import { watchStyles } from './watch.styles';

registerMessages('en', { ...enLive, ...enCart, ...enHost, ...enDisplayNameErrors });

export const mount = defineWidget('watch', Watch, watchStyles, watchSlices);
