import { defineWidget } from '../../shared/react/widget-host';
import { TryOnLabel } from './TryOnLabel';
import { tryOnLabelSlices } from './try-on-label-slices';
import { tryOnLabelStyles } from './try-on-label.styles';

/**
 * A React root shared by every label of the page (the session, and the try-on's entry). Its stylesheet is the
 * tokens and its own rules only, the same the server HTML inlines on every card.
 */
export const mount = defineWidget('try-on-label', TryOnLabel, tryOnLabelStyles, tryOnLabelSlices, { controls: false });
