import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { defineWidget } from '../../shared/react/widget-host';
import { ShadeFinderResults } from './ShadeFinderResults';
import { shadeFinderResultsSlices } from './shade-finder-results-slices';
import { shadeFinderResultsStyles } from './shade-finder-results.styles';

// Bag texts are the try-on's.
registerMessages('en', { ...enTryOn, ...enShade, ...enCart });

export const mount = defineWidget('shade-finder-results', ShadeFinderResults, shadeFinderResultsStyles, shadeFinderResultsSlices);
