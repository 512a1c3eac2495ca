import { register } from '@shopify/web-pixels-extension';
import { startVanityPixel } from './vanity-pixel';

declare const __VANITY_COMMIT__: string;

register((api) => startVanityPixel(api, __VANITY_COMMIT__));
