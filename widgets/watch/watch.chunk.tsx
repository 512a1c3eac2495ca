import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { Watch } from './Watch';
import { watchSlices } from './watch-slices';
import { watchStyles } from './watch.styles';

// The display-name check's messages come with the chat's first check (chat-name-slice.ts).
registerMessages('en', { ...enLive, ...enCart });

export const mount = defineWidget('watch', Watch, watchStyles, watchSlices, { container: true });
