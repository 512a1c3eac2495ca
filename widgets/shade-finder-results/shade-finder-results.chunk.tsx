import { registerMessages } from '../../shared/i18n';
import { enCart } from '../../shared/i18n/en-cart';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installCartSlice } from '../../shared/store/slices/cart-slice';
import { installCatalogSlice } from '../../shared/store/slices/catalog-slice';
import { installShadeSlice } from '../../shared/store/slices/shade-slice';
import { ShadeFinderResults } from './ShadeFinderResults';
import { shadeFinderResultsStyles } from './shade-finder-results.styles';

// Bag texts are the try-on's.
registerMessages('en', { ...enTryOn, ...enShade, ...enCart });

export const mount = defineWidget('shade-finder-results', ShadeFinderResults, shadeFinderResultsStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  installCatalogSlice(store, deps);
  installCartSlice(store, deps);
  installShadeSlice(store, deps);
});
