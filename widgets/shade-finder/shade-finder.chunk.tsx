import { registerMessages } from '../../shared/i18n';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { defineWidget } from '../../shared/react/widget-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installCatalogSlice } from '../../shared/store/slices/catalog-slice';
import { installShadeSlice } from '../../shared/store/slices/shade-slice';
import { ShadeFinder } from './ShadeFinder';
import { shadeFinderStyles } from './shade-finder.styles';

// Camera messages are the try-on's (spec 1 §8).
registerMessages('en', { ...enTryOn, ...enShade });

export const mount = defineWidget('shade-finder', ShadeFinder, shadeFinderStyles, (ctx) => {
  const store = getAppStore(ctx);
  const deps = getAppDeps(ctx);
  installCatalogSlice(store, deps);
  installShadeSlice(store, deps);
});
