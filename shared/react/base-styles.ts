/**
 * Shared by every widget's shadow root. Merchants theme widgets through the
 * --vanity-* custom properties, which cross the shadow boundary; each maps to
 * the internal --_* token the widgets' styles read (the table in README.md).
 * The font family inherits from the theme. Everything else a theme sets on its
 * body (Dawn's 62.5% root and letter-spaced 1.5rem body, or a large
 * line-height) would flow into the shadow root, so the host resets it to the
 * widget's own scale, and lengths inside widgets are px or em, never rem. The
 * resets are !important because a theme's rule on the placeholder's tag targets
 * the host itself and, being outside the shadow root, beats a normal :host
 * declaration; merchants theme through the --vanity-* properties instead. So is
 * display: Dawn hides div:empty, and a placeholder is empty (its content is in
 * the shadow root); the hidden attribute still hides a widget.
 */
export const baseStyles = /* css */ `
:host {
  --_accent: var(--vanity-accent, #1d1917);
  --_accent-contrast: var(--vanity-accent-contrast, #ffffff);
  --_surface: var(--vanity-surface, #ffffff);
  --_surface-raised: var(--vanity-surface-raised, #f7f3ef);
  --_text: var(--vanity-text, #1d1917);
  --_muted: var(--vanity-muted, #6b6059);
  --_line: var(--vanity-line, #e6ded7);
  --_line-strong: var(--vanity-line-strong, #8c8079);
  --_error: var(--vanity-error, #a3262a);
  --_success: var(--vanity-success, #2e6b4e);
  --_focus: var(--vanity-focus, #9b3d5a);
  --_radius: var(--vanity-radius, 999px);
  --_panel-radius: var(--vanity-panel-radius, 16px);
  --_field-radius: var(--vanity-field-radius, 10px);
  --_space: var(--vanity-space, 4px);
  --_space-1: var(--_space);
  --_space-2: calc(var(--_space) * 2);
  --_space-3: calc(var(--_space) * 3);
  --_space-4: calc(var(--_space) * 4);
  --_space-5: calc(var(--_space) * 6);
  --_space-6: calc(var(--_space) * 8);
  --_text-sm: var(--vanity-text-sm, 14px);
  --_text-md: var(--vanity-text-md, 16px);
  --_text-lg: var(--vanity-text-lg, 20px);
  --_text-xl: var(--vanity-text-xl, 26px);
  --_shadow-sm: var(--vanity-shadow-sm, 0 1px 2px rgb(29 25 23 / 0.06), 0 2px 8px rgb(29 25 23 / 0.04));
  --_shadow-md: var(--vanity-shadow-md, 0 10px 30px rgb(29 25 23 / 0.12), 0 0 0 1px rgb(29 25 23 / 0.04));
  --_shadow-lg: var(--vanity-shadow-lg, 0 24px 80px rgb(29 25 23 / 0.28));
  --_duration: var(--vanity-duration, 160ms);
  --_ease: var(--vanity-ease, cubic-bezier(0.2, 0.7, 0.2, 1));
  font-family: var(--vanity-font, inherit);
  font-size: 16px !important;
  font-weight: 400 !important;
  font-style: normal !important;
  line-height: 1.5 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-align: start !important;
  text-indent: 0 !important;
  white-space: normal !important;
  color: var(--_text) !important;
}
:host(:not([hidden])) { display: block !important; }
:host([hidden]) { display: none !important; }
/*
 * The width a widget takes: its container's. As a block it fills a container of known width; a container sized
 * by its content (a flex item, a grid item on auto margins, an inline-block, a float, a table cell) asks the widget
 * for its own widths, and this zero-height track answers "up to the screen's width, down to nothing", so the
 * container grows to the room it has and the widget fills it. A percentage (inline-size: 100%) cannot say this: in
 * a container sized by its content it is cyclic and counts as auto. Size containment (container-type) zeroes
 * these widths, so it never goes on the host: a widget with container queries gets an inner container
 * (.vanity-container, widget-host.tsx).
 */
:host::before { content: ''; display: grid; grid-template-columns: minmax(0, 100vw); }
.vanity-container { container-type: inline-size; }
@media (prefers-reduced-motion: reduce) { :host { --_duration: 0.01ms; } }
*, *::before, *::after { box-sizing: border-box; }
/* Weightless, like the shared controls (controls.styles.ts) that set a button's own colour after it. */
:where(button) { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
