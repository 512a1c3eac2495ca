import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { defineWidget } from '../../shared/react/widget-host';
import { OrderHelper } from './OrderHelper';

registerMessages('en', enLive);

const styles = /* css */ `
p { margin: 16px 0 8px; }
a { display: inline-flex; align-items: center; min-height: 44px; padding: 0.5em 1.3em; border-radius: var(--_radius);
  background: var(--_accent); color: var(--_accent-contrast); font-weight: 600; text-decoration: none; }
a:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
`;

/** A React root on the order page (the base slices), mounted on idle or intent: the page stays light until then. */
export const mount = defineWidget('order-helper', OrderHelper, styles);
