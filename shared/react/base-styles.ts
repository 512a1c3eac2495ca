/**
 * Shared by every widget's shadow root. Merchants theme widgets through these
 * custom properties, which cross the shadow boundary; fonts inherit from the theme.
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
  color: var(--_text);
  display: block;
}
*, *::before, *::after { box-sizing: border-box; }
button { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
`;
