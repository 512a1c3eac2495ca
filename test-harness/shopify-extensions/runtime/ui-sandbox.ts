import { createExtensionApi, type UiSandboxData } from './extension-api';
import { CHANNEL, type SandboxMessage } from './messages';
import { definePolarisElements, unknownElements } from './polaris-elements';

/**
 * The UI extension sandbox (one iframe per extension block, opaque origin as Shopify's worker is): the API from the
 * host's data, the Polaris elements, then the extension's own bundle, whose entry calls `shopify.extend`; then its
 * target renders into this document's body. The block's height goes to the host page, which shows nothing for an
 * extension that rendered nothing.
 */
const say = (message: { type: 'size'; height: number } | { type: 'failed'; message: string }) =>
  parent.postMessage({ channel: CHANNEL, ...message } satisfies SandboxMessage, '*');
const data = JSON.parse(document.getElementById('shopify-extension-data')!.textContent!) as UiSandboxData & { script: string };

definePolarisElements();
// A link or navigate() leaves the page the block sits on, as Shopify's do (the sandbox may, on a click).
const { api, navigation, run } = createExtensionApi(data, { navigate: (url) => window.open(url || location.href, '_top') });
Object.defineProperty(globalThis, 'shopify', { value: api, configurable: true });
if (navigation) Object.defineProperty(globalThis, 'navigation', { value: navigation, configurable: true });

const report = () =>
  say({ type: 'size', height: document.body.children.length ? Math.ceil(document.documentElement.getBoundingClientRect().height) : 0 });

const script = document.createElement('script');
script.src = data.script;
script.onload = async () => {
  try {
    await run();
    new ResizeObserver(report).observe(document.documentElement);
    new MutationObserver(report).observe(document.body, { childList: true, subtree: true });
    report();
    const unknown = unknownElements(document.body);
    if (unknown.length)
      console.error(`[shopify stand-in] ${data.handle} rendered elements this stand-in does not define: ${unknown.join(', ')}`);
  } catch (error) {
    console.error(error);
    say({ type: 'failed', message: String(error) });
  }
};
script.onerror = () => say({ type: 'failed', message: `${data.script} did not load` });
document.head.append(script);
