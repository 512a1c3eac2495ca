import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enDisplayNameErrors } from '../../shared/i18n/en-display-name';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { Watch } from './Watch';
import { watchSlices } from './watch-slices';
import { watchStyles } from './watch.styles';

registerMessages('en', { ...enLive, ...enCart, ...enDisplayNameErrors });

export const mount = defineWidget('watch', Watch, watchStyles, watchSlices);
