import { defineWidget } from '../../shared/react/widget-host';
import { TryOn } from './TryOn';
import { tryOnStyles } from './try-on.styles';

export const mount = defineWidget('try-on', TryOn, tryOnStyles);
