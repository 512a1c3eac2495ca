import { Builder, Capabilities, type WebDriver, type WebElement } from 'selenium-webdriver';
import { expect } from 'vitest';
import { ACCEPTED_CONSENT } from '../consent';
import { DRIVER_PORT, STORE_ORIGIN } from './ports';

/**
 * One WebKitGTK session (MiniBrowser, the driver's browser) and the few steps the lane takes in it, as a shopper
 * would: find a control by its role and accessible name (inside the widgets' shadow roots), click it, type into it,
 * wait for what the page shows. WebDriver has no role locators, so `FIND` below computes the role and the name the
 * way the page's markup gives them (explicit role and aria-label/labelledby first, then the element's own).
 */
export async function openWebKit(): Promise<WebDriver> {
  const caps = new Capabilities();
  caps.set('browserName', 'MiniBrowser');
  // The store's CDN is https with a certificate made on this machine (test-harness/server/local-certificate.ts):
  // Chromium trusts it by key (e2e/chromium-args.ts), WebDriver's browser by this standard capability.
  caps.set('acceptInsecureCerts', true);
  caps.set('webkitgtk:browserOptions', {
    // WebKit's own mock camera (a generated test pattern, no face), granted without a prompt under automation.
    args: ['--automation', '--enable-media-stream=true', '--enable-mock-capture-devices=true'],
  });
  const driver = await new Builder().usingServer(`http://127.0.0.1:${DRIVER_PORT}`).withCapabilities(caps).build();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  // A shopper who accepted the store's cookie banner, as in Playwright's tests (e2e/consent.ts).
  await driver.get(`${STORE_ORIGIN}/pages/about`);
  const { name, value } = ACCEPTED_CONSENT.cookies[0]!;
  await driver.manage().addCookie({ name, value, path: '/', sameSite: 'Lax' });
  return driver;
}

export type Name = string | RegExp;
/**
 * Where to look: a widget (its `data-vanity-widget`), the open dialog, or the whole page; `within` narrows it to a
 * container of that role and name (a featured product's article).
 */
export type Scope = { widget: string; within?: { role: string; name: Name } } | 'dialog' | 'page';

/** The page's side of the locators: arguments[0] what to find, returns the first visible match or null. */
const FIND = `
const [query] = arguments;
const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
function* walk(root) {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* walk(el.shadowRoot);
  }
}
const implicitRole = (el) => {
  const tag = el.localName;
  if (tag === 'button') return 'button';
  if (tag === 'a' && el.hasAttribute('href')) return 'link';
  if (/^h[1-6]$/.test(tag)) return 'heading';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'dialog') return 'dialog';
  if (tag === 'img') return 'img';
  if (tag === 'article') return 'article';
  if (tag === 'fieldset') return 'group';
  if (tag === 'li') return 'listitem';
  if (tag === 'ul' || tag === 'ol') return 'list';
  if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
  if (tag === 'input') {
    const type = el.type;
    if (type === 'checkbox' || type === 'radio') return type;
    if (type === 'range') return 'slider';
    if (type === 'submit' || type === 'button') return 'button';
    if (['text', 'email', 'password', 'search', 'tel', 'url'].includes(type)) return 'textbox';
  }
  return null;
};
const nameOf = (el) => {
  const label = el.getAttribute('aria-label');
  if (label) return norm(label);
  const by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(/\\s+/).map((id) => el.getRootNode().getElementById?.(id)?.textContent ?? '').join(' '));
  if (el.labels && el.labels.length) return norm([...el.labels].map((l) => l.textContent).join(' '));
  if (el.alt) return norm(el.alt);
  if (el.localName === 'fieldset') return norm(el.querySelector('legend')?.textContent);
  return norm(el.textContent);
};
const matches = (value, want) => (want.re ? new RegExp(want.re, want.flags).test(value) : value === want.text);
function scopeRoots() {
  if (query.scope === 'page') return [document];
  const hosts = query.scope === 'dialog'
    ? [...walk(document)].filter((el) => (el.getAttribute('role') || implicitRole(el)) === 'dialog' && visible(el))
    : [...document.querySelectorAll('[data-vanity-widget="' + query.scope.widget + '"]')];
  const roots = hosts.map((h) => h.shadowRoot || h);
  if (!query.within) return roots;
  // Inside a container of the scope (a featured product's article), found by its own role and name.
  for (const root of roots)
    for (const el of walk(root))
      if ((el.getAttribute('role') || implicitRole(el)) === query.within.role && matches(nameOf(el), query.within.name)) return [el];
  return [];
}
const found = (el) => (query.file ? [...walk(el.getRootNode())].find((i) => i.localName === 'input' && i.type === 'file') ?? null : el);
for (const root of scopeRoots()) {
  for (const el of walk(root)) {
    if (!visible(el)) continue;
    if (query.role) {
      if ((el.getAttribute('role') || implicitRole(el)) === query.role && matches(nameOf(el), query.name)) return found(el);
    } else if ([...el.childNodes].some((n) => n.nodeType === 3 && matches(norm(el.textContent), query.name))) {
      return found(el);
    }
  }
}
return null;
`;

const wire = (name: Name) => (typeof name === 'string' ? { text: name } : { re: name.source, flags: name.flags });
const describe = (what: string, name: Name, scope: Scope) =>
  `${what} "${String(name)}" in ${typeof scope === 'string' ? `the ${scope}` : `the ${scope.widget} widget`}`;

export class Shopper {
  constructor(readonly driver: WebDriver) {}

  async goto(path: string) {
    await this.driver.get(`${STORE_ORIGIN}${path}`);
  }

  /** The first visible element of this role and accessible name, or null (not waited for). */
  query(role: string | null, name: Name, scope: Scope = 'page', file = false): Promise<WebElement | null> {
    const where = typeof scope === 'string' ? scope : { widget: scope.widget };
    const within = typeof scope !== 'string' && scope.within ? { role: scope.within.role, name: wire(scope.within.name) } : null;
    return this.driver.executeScript<WebElement | null>(FIND, { role, name: wire(name), scope: where, within, file });
  }

  /**
   * Chooses a file as the shopper's file picker would: WebDriver types its path into the hidden file input beside
   * the control that opens the picker (a native picker cannot be driven), which fires the same change event.
   */
  async chooseFile(role: string, name: Name, file: string, scope: Scope = 'page') {
    let input: WebElement | null = null;
    await expect
      .poll(async () => (input = await this.query(role, name, scope, true)), {
        message: `waiting for the file input by ${describe(role, name, scope)}`,
      })
      .not.toBeNull();
    await input!.sendKeys(file);
  }

  /** Waits until the element is shown, and returns it. */
  async get(role: string, name: Name, scope: Scope = 'page'): Promise<WebElement> {
    let found: WebElement | null = null;
    await expect
      .poll(async () => (found = await this.query(role, name, scope)), { message: `waiting for ${describe(role, name, scope)}` })
      .not.toBeNull();
    return found!;
  }

  /** Waits until a visible element whose own text (a text node of its own, and all its text) matches. */
  async text(text: Name, scope: Scope = 'page', timeout?: number): Promise<void> {
    await expect
      .poll(() => this.query(null, text, scope), {
        message: `waiting for ${describe('text', text, scope)}`,
        ...(timeout ? { timeout } : {}),
      })
      .not.toBeNull();
  }

  /** Waits until no visible element of this role and name (null: no visible text) is left. */
  async gone(role: string | null, name: Name, scope: Scope = 'page'): Promise<void> {
    await expect
      .poll(() => this.query(role, name, scope), { message: `waiting for ${describe(role ?? 'text', name, scope)} to go` })
      .toBeNull();
  }

  /**
   * Clicks the control; a radio or checkbox through its label, as a shopper clicks a swatch or its words. Waits until
   * it is enabled, as Playwright's click does: WebDriver's click on a disabled control (a form still checking, a chat
   * still joining) does nothing, and the step would stall further on.
   */
  async click(role: string, name: Name, scope: Scope = 'page') {
    let control: WebElement | null = null;
    await expect
      .poll(
        async () => {
          control = await this.query(role, name, scope);
          // Rendered again between the two calls: look it up again.
          return control !== null && (await control.isEnabled().catch(() => false));
        },
        { message: `waiting for ${describe(role, name, scope)} to be enabled` },
      )
      .toBe(true);
    const target =
      role === 'radio' || role === 'checkbox'
        ? await this.driver.executeScript<WebElement>('return arguments[0].labels?.[0] ?? arguments[0]', control!)
        : control!;
    await target.click();
  }

  async fill(role: string, name: Name, value: string, scope: Scope = 'page') {
    const field = await this.get(role, name, scope);
    await field.clear();
    await field.sendKeys(value);
  }

  /** The page's script, run with `args`. */
  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.driver.executeScript<T>(script, ...args);
  }

  /** Waits for the page to reach `path` (and query), as the address bar shows it. */
  async at(path: RegExp) {
    const address = async () => {
      const url = new URL(await this.driver.getCurrentUrl());
      return url.pathname + url.search;
    };
    await expect.poll(address).toMatch(path);
  }
}

/** What the error-report sink received from the lane's store (the harness's log, as e2e/harness.ts reads it). */
export async function errorReports(): Promise<unknown[]> {
  const response = await fetch(`${STORE_ORIGIN}/__harness/events?format=json&kind=error`);
  if (!response.ok) throw new Error(`The local store's log answered ${response.status}`);
  return ((await response.json()) as Array<{ body: unknown }>).map((e) => e.body);
}
