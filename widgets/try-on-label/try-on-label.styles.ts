/**
 * Also inlined, minified, in the label snippets' declarative shadow root (server-html.test.ts keeps them equal), so
 * it draws on the base tokens only and carries no copy of the shared controls: it repeats on every card.
 */
export const tryOnLabelStyles = /* css */ `
:host { position: relative; margin-top: var(--_space-2); }
/* A label is as wide as its button, not its card's row: no fill-the-container track (base-styles.ts). */
:host::before { content: none; }
.label { position: relative; display: inline-block; max-width: 100%; }
.icon { width: 1.1em; height: 1.1em; fill: currentColor; flex: none; }
.trigger {
  display: inline-flex; align-items: center; gap: var(--_space-2);
  min-height: 36px; padding: 0 var(--_space-4);
  border: 1px solid var(--_accent); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_accent);
  font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.02em; line-height: 1.2;
  cursor: pointer; transition: background-color var(--_duration) var(--_ease), color var(--_duration) var(--_ease);
}
.trigger:hover, .trigger[aria-expanded="true"] { background: var(--_accent); color: var(--_accent-contrast); }
.trigger:disabled { cursor: progress; opacity: 0.75; }
.menu {
  position: absolute; z-index: 20; top: calc(100% + 6px); inset-inline-start: 0;
  min-width: 232px; max-width: calc(100vw - 24px);
  padding: var(--_space-1); border-radius: var(--_field-radius);
  background: var(--_surface); color: var(--_text);
  box-shadow: var(--_shadow-md);
}
.menu.end { inset-inline: auto 0; }
.menu .item {
  display: flex; width: 100%; align-items: center; gap: var(--_space-3);
  min-height: 44px; padding: var(--_space-2) var(--_space-3);
  border: 0; border-radius: calc(var(--_field-radius) - 4px);
  background: transparent; text-align: start; font-size: 15px; cursor: pointer;
}
.menu .item:hover, .menu .item:focus-visible { background: var(--_surface-raised); }
/* The snippet's server HTML (before the root mounts): a <details> menu of links, in the same box. */
summary.trigger { list-style: none; }
summary.trigger::-webkit-details-marker { display: none; }
a.item { color: inherit; text-decoration: none; }
.privacy { margin: var(--_space-1) var(--_space-3) var(--_space-2); font-size: var(--_text-sm); line-height: 1.35; color: var(--_muted); }
.error {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--_space-1) var(--_space-3);
  margin-top: var(--_space-2); font-size: var(--_text-sm); line-height: 1.35; color: var(--_error);
}
.dismiss {
  padding: 0; border: 0; background: none; color: var(--_text);
  font-size: var(--_text-sm); text-decoration: underline; text-underline-offset: 0.2em; cursor: pointer;
}
`;
