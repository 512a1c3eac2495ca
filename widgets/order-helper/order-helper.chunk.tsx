import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { OrderHelper } from './OrderHelper';

registerMessages('en', enLive);

/** The link is the shared primary button (controls.styles.ts). */
const styles = /* css */ `
p { margin: var(--_space-4) 0 var(--_space-2); }
`;

/** A React root on the order page (the base slices), mounted on idle or intent: the page stays light until then. */
export const mount = defineWidget('order-helper', OrderHelper, styles);
