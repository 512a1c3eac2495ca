import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The element that has focus, looking through shadow roots (widgets live in one). */
export function deepActive(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot ? (deepActive(active.shadowRoot) ?? active) : active;
}

/**
 * Keeps Tab and Shift+Tab inside an open panel and calls onEscape on Escape.
 * Focus moves into the panel when it opens (to `initial`, else its first
 * control) and back to where it was when it closes; when nothing had focus
 * (a panel the page opened by itself, e.g. from ?vto=), to `returnTo`.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: (() => void) | null,
  initial?: RefObject<HTMLElement | null>,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  // The latest handler, without re-running the effect (and moving focus) on every render.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const panel = ref.current;
    if (!active || !panel) return;
    const before = deepActive();
    const focusables = () => focusablesIn(panel);
    const now = deepActive();
    // Something inside already took focus (an autofocus control): leave it there.
    if (!(now && now !== panel && panel.contains(now))) (initial?.current ?? focusables()[0] ?? panel).focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && escape.current) {
        e.preventDefault();
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const list = focusables();
      if (list.length === 0) return void e.preventDefault();
      const current = deepActive();
      // A radio that is not its group's Tab stop (focused by a click) counts as the group's stop.
      const i = list.findIndex((el) => el === current || sameRadioGroup(el, current));
      const next = e.shiftKey ? (i <= 0 ? list.length - 1 : i - 1) : i === -1 || i === list.length - 1 ? 0 : i + 1;
      e.preventDefault();
      list[next]!.focus();
    };
    panel.addEventListener('keydown', onKey);
    return () => {
      panel.removeEventListener('keydown', onKey);
      const opener = before instanceof HTMLElement && before.isConnected && before !== document.body ? before : null;
      (opener ?? returnTo?.current)?.focus({ preventScroll: true });
    };
  }, [active, ref, initial, returnTo]);
}

export function focusablesIn(panel: HTMLElement): HTMLElement[] {
  const all = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
  // A radio group is one Tab stop, as the browser makes it: its checked radio, else its first (arrows move within it).
  return all.filter((el) => {
    if (!isNamedRadio(el)) return true;
    const group = all.filter((other) => sameRadioGroup(el, other)) as HTMLInputElement[];
    return el === (group.find((r) => r.checked) ?? group[0]);
  });
}

function isNamedRadio(el: Element | null): el is HTMLInputElement {
  return el instanceof HTMLInputElement && el.type === 'radio' && !!el.name;
}

function sameRadioGroup(a: Element, b: Element | null): boolean {
  return isNamedRadio(a) && isNamedRadio(b) && a.name === b.name && a.form === b.form;
}

/** Puts focus back inside a panel when the control that had it went away (a status change). */
export function keepFocusInside(panel: HTMLElement | null, preferred?: HTMLElement | null): void {
  if (!panel) return;
  const now = deepActive();
  if (now && now !== panel && panel.contains(now)) return;
  (preferred ?? focusablesIn(panel)[0] ?? panel).focus({ preventScroll: true });
}
