/**
 * The few Polaris web components Vanity's extensions render, as real elements in the stand-in's sandbox: each
 * renders native markup in its shadow root (a paragraph, a stack, a link or a button), so a person, a screen reader
 * and Playwright's role locators meet them as they would Shopify's. Shopify's own components look different; their
 * roles and behaviour are what matters here. An element Vanity does not use is not defined, and the runtime reports
 * one an extension renders anyway (unknownElements).
 */
const STYLE = `
:host { display: block; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; }
.stack { display: flex; flex-direction: column; gap: 12px; }
p { margin: 0; }
a, button { display: inline-block; box-sizing: border-box; min-block-size: 48px; padding: 12px 20px; border-radius: 6px;
  font: inherit; font-weight: 600; text-align: center; text-decoration: none; cursor: pointer;
  border: 1px solid #1f1f1f; background: #fff; color: #1f1f1f; }
.primary { background: #1f1f1f; color: #fff; }
a:focus-visible, button:focus-visible { outline: 2px solid #005bd3; outline-offset: 2px; }
`;

abstract class PolarisElement extends HTMLElement {
  protected readonly root = this.attachShadow({ mode: 'open' });
  connectedCallback() {
    this.render();
  }
  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }
  protected abstract markup(): string;
  protected render() {
    this.root.innerHTML = `<style>${STYLE}</style>${this.markup()}`;
  }
}

/** A property Preact sets (it sets a custom element's property when the element has one), kept as the attribute. */
function reflect(cls: typeof HTMLElement, names: string[]) {
  for (const name of names)
    Object.defineProperty(cls.prototype, name, {
      get(this: HTMLElement) {
        return this.getAttribute(name) ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (value === undefined || value === null || value === false) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

class SStack extends PolarisElement {
  protected markup() {
    return '<div class="stack"><slot></slot></div>';
  }
}

class SParagraph extends PolarisElement {
  protected markup() {
    return '<p><slot></slot></p>';
  }
}

class SText extends PolarisElement {
  protected markup() {
    return '<span><slot></slot></span>';
  }
}

/**
 * s-button: with `href` a link that navigates the page the extension sits on (Shopify opens it there unless
 * target="_blank"), else a button whose click reaches the element's own listeners.
 */
class SButton extends PolarisElement {
  static observedAttributes = ['href', 'variant', 'disabled', 'target'];
  protected markup() {
    const href = this.getAttribute('href');
    const cls = this.getAttribute('variant') === 'primary' ? 'primary' : '';
    if (href && !this.hasAttribute('disabled')) {
      const target = this.getAttribute('target') === '_blank' ? '_blank' : '_top';
      return `<a class="${cls}" href="${escapeAttr(href)}" target="${target}"><slot></slot></a>`;
    }
    return `<button class="${cls}" type="button"${this.hasAttribute('disabled') ? ' disabled' : ''}><slot></slot></button>`;
  }
}
reflect(SButton, ['href', 'variant', 'target']);

export const POLARIS_ELEMENTS: Record<string, CustomElementConstructor> = {
  's-stack': SStack,
  's-paragraph': SParagraph,
  's-text': SText,
  's-button': SButton,
};

export function definePolarisElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, element] of Object.entries(POLARIS_ELEMENTS)) if (!registry.get(name)) registry.define(name, element);
}

/** Elements an extension rendered that the stand-in does not define (Shopify would render them; here they'd be inert). */
export function unknownElements(root: ParentNode): string[] {
  return [...new Set([...root.querySelectorAll('*')].map((el) => el.localName))].filter(
    (name) => name.startsWith('s-') && !Object.hasOwn(POLARIS_ELEMENTS, name),
  );
}
