import { defineWidget } from '../../shared/react/widget-host';
import { CheckoutHelper } from './CheckoutHelper';

/** A React root on the checkout pages (the base slices) that renders nothing; mounted on idle or intent. */
export const mount = defineWidget('checkout-helper', CheckoutHelper, '');
