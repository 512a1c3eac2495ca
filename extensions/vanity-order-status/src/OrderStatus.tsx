/** @jsxImportSource preact */
import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { BackToStream } from '../../shared/BackToStream';

/**
 * customer-account.order-status.block.render: the order's attributes carry the show its cart was bought from. This
 * page is on Shopify's customer accounts origin, not the storefront's, so the show cannot come from the storefront's
 * storage, and the link names the storefront in full.
 */
export default async function extension() {
  render(<OrderStatus />, document.body);
}

function OrderStatus() {
  // A Preact signal once '@shopify/ui-extensions/preact' has handed Shopify the Signal class: reading it subscribes.
  return (
    <BackToStream attributes={shopify.attributes.value} storefrontUrl={shopify.shop.storefrontUrl} translate={shopify.i18n.translate} />
  );
}
