import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { defineWidget } from '../../shared/react/widget-host';
import { TryOn } from './TryOn';
import { tryOnSlices } from './try-on-slices';
import { tryOnStyles } from './try-on.styles';

registerMessages('en', { ...enTryOn, ...enShade, ...enCart });

export const mount = defineWidget('try-on', TryOn, tryOnStyles, tryOnSlices);
