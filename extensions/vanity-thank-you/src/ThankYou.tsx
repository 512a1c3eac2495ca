/** @jsxImportSource preact */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { BackToStream } from '../../shared/BackToStream';

/**
 * purchase.thank-you.block.render: the show the cart carried is now the order's (`shopify.attributes`, which on the
 * thank-you page are the order's), and the button leads back to it on the storefront.
 */
export default async function extension() {
  render(<ThankYou />, document.body);
}

function ThankYou() {
  // A Preact signal once '@shopify/ui-extensions/preact' has handed Shopify the Signal class: reading it subscribes.
  return (
    <BackToStream attributes={shopify.attributes.value} storefrontUrl={shopify.shop.storefrontUrl} translate={shopify.i18n.translate} />
  );
}
