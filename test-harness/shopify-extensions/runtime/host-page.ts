import { CHANNEL, type HostMessage, type SandboxMessage } from './messages';

/**
 * Shopify's own script on the stand-in's checkout, thank-you and order status pages (no theme's, no app's): it sizes
 * each extension block to what its sandbox rendered (none at all when it rendered nothing), and answers a web
 * pixel's calls on the storefront's storage and cookies.
 */
const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe[data-shopify-sandbox]')];

function storageCall(message: Extract<SandboxMessage, { type: 'storage' }>): unknown {
  if (message.area === 'cookie') {
    const [name = '', value] = message.args;
    if (message.op === 'set') {
      document.cookie = value ? `${name}=${value}; path=/; SameSite=Lax` : name;
      return document.cookie;
    }
    if (!name) return document.cookie;
    return document.cookie.match(new RegExp(`(?:^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`))?.[1] ?? '';
  }
  const store = message.area === 'local' ? localStorage : sessionStorage;
  const [a = '', b = ''] = message.args;
  switch (message.op) {
    case 'getItem':
      return store.getItem(a);
    case 'setItem':
      return store.setItem(a, b);
    case 'removeItem':
      return store.removeItem(a);
    case 'key':
      return store.key(Number(a));
    case 'length':
      return store.length;
    case 'clear':
      return store.clear();
    default:
      return null;
  }
}

addEventListener('message', (event: MessageEvent<SandboxMessage>) => {
  const frame = frames().find((f) => f.contentWindow === event.source);
  if (!frame || event.data?.channel !== CHANNEL) return;
  const message = event.data;
  // The block says what its extension did (data-state: rendered, empty or failed), for people debugging and for tests.
  const block = frame.closest<HTMLElement>('[data-extension-block]');
  if (message.type === 'size' && block) {
    // Collapsed, not display: none, so the sandbox keeps its layout and can grow when the extension renders more.
    frame.style.height = `${message.height}px`;
    block.dataset.state = message.height === 0 ? 'empty' : 'rendered';
  } else if (message.type === 'failed' && block) {
    block.dataset.state = 'failed';
    console.error(`[shopify stand-in] ${frame.title}: ${message.message}`);
  } else if (message.type === 'storage' && frame.dataset.shopifySandbox === 'pixel') {
    let value: unknown = null;
    try {
      value = storageCall(message) ?? null;
    } catch {
      value = null;
    }
    const answer: HostMessage = { channel: CHANNEL, type: 'storage-result', id: message.id, value };
    (event.source as Window).postMessage(answer, '*');
  }
});
