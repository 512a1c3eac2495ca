// The extension's API as Shopify CLI types it (the file `shopify app dev` writes): the target's own `shopify` global.
import '@shopify/ui-extensions';

declare module './src/OrderStatus.tsx' {
  const shopify: import('@shopify/ui-extensions/customer-account.order-status.block.render').Api;
  const globalThis: { shopify: typeof shopify };
}
