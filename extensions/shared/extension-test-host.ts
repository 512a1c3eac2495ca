import { createExtensionApi, type UiSandboxData } from '../../test-harness/shopify-extensions/runtime/extension-api';
import { definePolarisElements } from '../../test-harness/shopify-extensions/runtime/polaris-elements';

/**
 * Renders a UI extension in the test's document as the local store's stand-in runtime does: the API object Shopify
 * documents for its target (createExtensionApi), set as the `shopify` global before the extension's module loads
 * (its '@shopify/ui-extensions/preact' import hands the runtime Preact's Signal then), and the Polaris elements.
 */
export async function renderExtension(
  load: () => Promise<{ default: () => unknown }>,
  target: string,
  order: { attributes: Array<{ key: string; value: string }>; language?: string; translations: Record<string, unknown> },
) {
  document.body.replaceChildren();
  definePolarisElements();
  const data: UiSandboxData = {
    handle: 'test',
    target,
    apiVersion: '2026-07',
    surface: target.startsWith('customer-account.') ? 'customer-account' : 'checkout',
    language: order.language ?? 'en',
    translations: order.translations,
    shop: { id: '60123456', name: 'Aurelle', storefrontUrl: 'https://aurelle.example', myshopifyDomain: 'aurelle-beauty.myshopify.com' },
    currency: 'USD',
    attributes: order.attributes,
    order: { id: '5550001002', name: '#1002', confirmationNumber: 'ABC123XYZ', processedAt: '2026-11-28T10:00:00.000Z' },
  };
  const navigated: string[] = [];
  const host = createExtensionApi(data, { navigate: (url) => void navigated.push(url) });
  Object.defineProperty(globalThis, 'shopify', { value: host.api, configurable: true });
  const module = await load();
  (host.api.extend as (t: string, f: () => unknown) => void)(target, module.default);
  await host.run();
  return { api: host.api, navigated };
}

/** The link an s-button with href renders (in its shadow root), as a person and a role locator find it. */
export function buttonLink(root: ParentNode = document.body): HTMLAnchorElement | null {
  return root.querySelector('s-button')?.shadowRoot?.querySelector('a') ?? null;
}
