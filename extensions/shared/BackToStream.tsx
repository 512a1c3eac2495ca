/** @jsxImportSource preact */
import { showFromAttributes, watchPath } from '../../shared/live/show-cart-attribute';

interface Props {
  /** The order's attributes: the show rides there from the cart (`_vanity_show`). */
  attributes: ReadonlyArray<{ key: string; value: string }> | undefined;
  /** The store's own address (Shop.storefrontUrl): the order status page is not on the storefront's origin. */
  storefrontUrl: string | undefined;
  translate: (key: string) => string;
}

/**
 * Spec 2's back-to-stream button (the order page helper of spec 1 §2): the sentence and the primary button leading
 * to the show the order was bought from, with its share code. Nothing at all for an order without a show.
 */
export function BackToStream({ attributes, storefrontUrl, translate }: Props) {
  const show = showFromAttributes(attributes);
  if (!show) return null;
  const href = `${storefrontUrl ? storefrontUrl.replace(/\/+$/, '') : ''}${watchPath(show)}`;
  return (
    <s-stack gap="base">
      <s-paragraph>{translate('backToStreamText')}</s-paragraph>
      <s-button variant="primary" href={href}>
        {translate('backToStream')}
      </s-button>
    </s-stack>
  );
}
