import { registerMessages } from '../../shared/i18n';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { defineWidget } from '../../shared/react/widget-host';
import { ShadeFinder } from './ShadeFinder';
import { shadeFinderSlices } from './shade-finder-slices';
import { shadeFinderStyles } from './shade-finder.styles';

// Camera messages are the try-on's (spec 1 §8).
registerMessages('en', { ...enTryOn, ...enShade });

export const mount = defineWidget('shade-finder', ShadeFinder, shadeFinderStyles, shadeFinderSlices);
