import type { Page } from '@playwright/test';

/**
 * Checks of what a person sees inside every widget's shadow root, whatever the theme around it: text too small to
 * read, and controls another element covers. Both run in the page and return descriptions of the offenders, so a
 * failure names the widget, the element and its text.
 */

/**
 * Runs fn in the page as source text. Under tsx (npm run shots) esbuild wraps named functions in __name(), which the
 * page does not have; this defines it.
 */
function inPage<A, R>(page: Page, fn: (arg: A) => R, arg: A): Promise<R> {
  return page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})(${JSON.stringify(arg)}); })()`) as Promise<R>;
}

/** Visible text under this size (CSS px, computed) is reported. */
export const MIN_TEXT_PX = 14;

/** Every visible text (and form control) in every widget below MIN_TEXT_PX: "widget › tag.class "text" 12px". */
export function smallTexts(page: Page): Promise<string[]> {
  return inPage(
    page,
    (min: number) => {
      const shown = (el: Element) => {
        if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        const r = el.getBoundingClientRect();
        // Visually hidden text (1 px, clipped) is for screen readers.
        return r.width > 1 && r.height > 1;
      };
      const describe = (widget: string, el: Element, text: string) =>
        `${widget} › ${el.localName}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${text.trim().slice(0, 40)}" ${getComputedStyle(el).fontSize}`;
      const out: string[] = [];
      const walk = (root: ShadowRoot, widget: string) => {
        const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = texts.nextNode(); n; n = texts.nextNode()) {
          const el = n.parentElement;
          if (!el || !n.textContent?.trim() || ['style', 'script', 'option', 'template'].includes(el.localName) || !shown(el)) continue;
          if (parseFloat(getComputedStyle(el).fontSize) < min) out.push(describe(widget, el, n.textContent));
        }
        for (const el of root.querySelectorAll('*')) {
          // A checkbox or radio shows no text (its value is "on"); a text field shows what the person types.
          const boxes = ['checkbox', 'radio', 'range', 'color', 'file', 'hidden'];
          if (
            ['input', 'select', 'textarea'].includes(el.localName) &&
            !boxes.includes((el as HTMLInputElement).type) &&
            shown(el) &&
            parseFloat(getComputedStyle(el).fontSize) < min
          ) {
            out.push(describe(widget, el, (el as HTMLInputElement).value || el.getAttribute('placeholder') || ''));
          }
          if (el.shadowRoot) walk(el.shadowRoot, widget);
        }
      };
      for (const host of document.querySelectorAll('[data-vanity-widget]')) {
        if (host.shadowRoot) walk(host.shadowRoot, host.getAttribute('data-vanity-widget')!);
      }
      return [...new Set(out)];
    },
    MIN_TEXT_PX,
  );
}

/**
 * Every visible control in a widget that another element covers: scrolled to the middle of the viewport, the
 * element at its centre (looked up through shadow roots) is neither the control nor inside it. With a modal open,
 * only its controls count (the page behind is covered on purpose), and an open menu or listbox may cover what lies
 * under it.
 */
export function coveredControls(page: Page): Promise<string[]> {
  return inPage(
    page,
    () => {
      const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="button"], [role="radio"], [role="tab"]';
      const all: Element[] = [];
      const modals: Element[] = [];
      const collect = (root: ShadowRoot) => {
        all.push(...root.querySelectorAll(CONTROLS));
        modals.push(...root.querySelectorAll('[aria-modal="true"], dialog:modal'));
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
      };
      for (const host of document.querySelectorAll('[data-vanity-widget]')) if (host.shadowRoot) collect(host.shadowRoot);
      const inside = (outer: Element, el: Element | null): boolean => {
        for (let n: Node | null = el; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === outer) return true;
        return false;
      };
      const topmost = (x: number, y: number) => {
        let hit: Element | null = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit;
      };
      const describe = (el: Element | null) =>
        el
          ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`
          : 'nothing';
      const out: string[] = [];
      const candidates = modals.length ? all.filter((c) => modals.some((m) => inside(m, c))) : all;
      for (const control of candidates) {
        if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        let r = control.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) continue;
        control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        // A link that wraps has a box per line: the centre of the first is on the link, that of the whole may not be.
        r = control.getClientRects()[0] ?? control.getBoundingClientRect();
        const hit = topmost(r.left + r.width / 2, r.top + r.height / 2);
        if (hit && inside(control, hit)) continue;
        // A control inside a <label> is reached through it; an open popup covers what lies under it on purpose.
        if (hit?.closest('label') && inside(hit.closest('label')!, control)) continue;
        if (hit?.closest('[role="menu"], [role="listbox"]') && !inside(hit.closest('[role="menu"], [role="listbox"]')!, control)) continue;
        out.push(`${describe(control)} covered by ${describe(hit)}`);
      }
      window.scrollTo(0, 0);
      return out;
    },
    undefined,
  );
}

/** Widgets whose designed width is their content's (the try-on label is a button on a product card). */
export const CONTENT_WIDTH_WIDGETS = ['try-on-label'];

/**
 * Every widget narrower than the space its container allows: "watch 106 px of 1160 px". The space is measured,
 * not assumed: with the widget hidden, a probe block whose text could fill any width (and could also wrap to one
 * word) takes the widget's place, so every container that sizes itself to its content (a flex item, a grid item
 * on auto margins, an inline-block, a float) grows as far as it would for a full-width block, and the probe's width
 * is what the widget should have had.
 */
export function narrowWidgets(page: Page): Promise<string[]> {
  return inPage(
    page,
    (contentWidth: string[]) => {
      const out: string[] = [];
      for (const host of document.querySelectorAll<HTMLElement>('[data-vanity-widget]')) {
        const name = host.getAttribute('data-vanity-widget')!;
        if (!host.shadowRoot || host.hidden || contentWidth.includes(name) || !host.checkVisibility()) continue;
        const width = host.getBoundingClientRect().width;
        const probe = document.createElement('div');
        probe.style.cssText = 'display:block;height:0;overflow:hidden;margin:0;padding:0;border:0';
        probe.textContent = 'space '.repeat(400);
        // After the host: a theme's :last-child rule (a sidebar's) then places the probe where the host was.
        host.hidden = true;
        host.after(probe);
        const space = probe.getBoundingClientRect().width;
        probe.remove();
        host.hidden = false;
        if (width < space - 1) out.push(`${name} ${Math.round(width)} px of ${Math.round(space)} px`);
      }
      return out;
    },
    CONTENT_WIDTH_WIDGETS,
  );
}

/**
 * Every visible text of two words or more in a widget that shows one word per line, the sign of a widget
 * squeezed to its longest word: "watch › h1 "Satin lips, three ways" 4 words on 4 lines".
 */
export function wordPerLine(page: Page): Promise<string[]> {
  return inPage(
    page,
    () => {
      const out: string[] = [];
      const walk = (root: ShadowRoot, widget: string) => {
        const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let n = texts.nextNode(); n; n = texts.nextNode()) {
          const el = n.parentElement;
          const text = n.textContent ?? '';
          if (!el || ['style', 'script', 'option', 'template'].includes(el.localName)) continue;
          if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
          const box = el.getBoundingClientRect();
          // Visually hidden text (1 px, clipped) is for screen readers.
          if (box.width <= 1 || box.height <= 1) continue;
          const tops = new Set<number>();
          let words = 0;
          let wordsWidth = 0;
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(n, m.index);
            range.setEnd(n, m.index + m[0].length);
            const first = range.getClientRects()[0];
            if (!first) continue;
            words++;
            wordsWidth += first.width;
            tops.add(Math.round(first.top));
          }
          // A short phrase that starts near the end of a wide line ("… our Privacy Policy") wraps a word per line
          // and is fine; a squeezed box is narrower than its words laid side by side.
          let block: Element | null = el;
          while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
          const blockWidth = block?.getBoundingClientRect().width ?? 0;
          if (words >= 2 && tops.size >= words && wordsWidth > blockWidth) {
            out.push(`${widget} › ${el.localName} "${text.trim().slice(0, 40)}" ${words} words on ${tops.size} lines`);
          }
        }
        for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot, widget);
      };
      for (const host of document.querySelectorAll('[data-vanity-widget]')) {
        if (host.shadowRoot) walk(host.shadowRoot, host.getAttribute('data-vanity-widget')!);
      }
      return [...new Set(out)];
    },
    undefined,
  );
}
