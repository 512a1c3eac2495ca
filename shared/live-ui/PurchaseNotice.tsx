import { memo } from 'react';
import { useChatStore } from './chat-store';
import { authorName } from './chat-author';
import { isolateText } from '../live/chat-rules';

/**
 * "Ana just bought 2 × Satin Lip Color, Cinnamon": the latest purchase in the show,
 * named from the catalogue when the product has loaded (a page without the
 * catalogue names only the buyer). Not during a replay.
 */
export const PurchaseNotice = memo(function PurchaseNotice({ replay }: { replay: boolean }) {
  const t = useChatStore((s) => s.session.t);
  const purchase = useChatStore((s) => s.liveChat.purchase);
  const byId = useChatStore((s) => s.catalog.byId);
  let text = '';
  if (purchase && !replay) {
    const p = purchase.purchase;
    const product = byId?.[p.productId];
    const variant = product?.variants.find((v) => v.id === p.variantId);
    const what = product ? (variant && product.variants.length > 1 ? `${product.name}, ${variant.name}` : product.name) : '';
    text = t('live.purchaseNotice', {
      name: isolateText(authorName({ displayName: p.displayName, handle: null, role: 'viewer' })),
      quantity: p.quantity,
      product: what,
    });
  }
  return (
    <p className="notice-line" role="status">
      {text}
    </p>
  );
});
