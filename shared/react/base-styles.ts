/**
 * Shared by every widget's shadow root. Merchants theme widgets through these
 * custom properties, which cross the shadow boundary; the font family inherits
 * from the theme. Everything else a theme sets on its body (Dawn's 62.5% root
 * and letter-spaced 1.5rem body, or a large line-height) would flow into the
 * shadow root, so the host resets it to the widget's own scale, and lengths
 * inside widgets are px or em, never rem. The resets are !important because a
 * theme's rule on the placeholder's tag targets the host itself and, being
 * outside the shadow root, beats a normal :host declaration; merchants theme
 * through the --vanity-* properties instead. So is display: Dawn hides
 * div:empty, and a placeholder is empty (its content is in the shadow root);
 * the hidden attribute still hides a widget.
 */
export const baseStyles = /* css */ `
:host {
  --_accent: var(--vanity-accent, #1f1a17);
  --_accent-contrast: var(--vanity-accent-contrast, #ffffff);
  --_surface: var(--vanity-surface, #ffffff);
  --_text: var(--vanity-text, #1f1a17);
  --_muted: var(--vanity-muted, #5f5550);
  --_error: var(--vanity-error, #a4161a);
  --_radius: var(--vanity-radius, 999px);
  --_panel-radius: var(--vanity-panel-radius, 12px);
  --_focus: var(--vanity-focus, #2563eb);
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
*, *::before, *::after { box-sizing: border-box; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
