import { defineWidget } from '../../shared/react/widget-host';
import { TryOnLabel } from './TryOnLabel';
import { tryOnLabelStyles } from './try-on-label.styles';

export const mount = defineWidget('try-on-label', TryOnLabel, tryOnLabelStyles);
