/** Also inlined, minified, in the label snippets' declarative shadow root (server-html.test.ts keeps them equal). */
export const tryOnLabelStyles = /* css */ `
:host { position: relative; margin-top: 8px; }
.label { position: relative; display: inline-block; max-width: 100%; }
.icon { width: 1.1em; height: 1.1em; fill: currentColor; flex: none; }
.trigger {
  display: inline-flex; align-items: center; gap: 0.4em;
  min-height: 36px; padding: 0.35em 0.9em;
  border: 1px solid var(--_accent); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_accent);
  font-size: 14px; font-weight: 600; letter-spacing: 0.02em; line-height: 1.2;
  cursor: pointer; transition: background-color 120ms, color 120ms;
}
.trigger:hover, .trigger[aria-expanded="true"] { background: var(--_accent); color: var(--_accent-contrast); }
.trigger:disabled { cursor: progress; opacity: 0.75; }
.menu {
  position: absolute; z-index: 20; top: calc(100% + 6px); inset-inline-start: 0;
  min-width: 216px; max-width: calc(100vw - 24px);
  padding: 5.6px; border-radius: var(--_panel-radius);
  background: var(--_surface); color: var(--_text);
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.16), 0 0 0 1px rgb(0 0 0 / 0.06);
}
.menu.end { inset-inline: auto 0; }
.menu .item {
  display: flex; width: 100%; align-items: center; gap: 0.6em;
  min-height: 44px; padding: 8px 12px;
  border: 0; border-radius: calc(var(--_panel-radius) - 4px);
  background: transparent; text-align: start; font-size: 15.2px; cursor: pointer;
}
.menu .item:hover, .menu .item:focus-visible { background: rgb(0 0 0 / 0.06); }
/* The snippet's server HTML (before the root mounts): a <details> menu of links, in the same box. */
summary.trigger { list-style: none; }
summary.trigger::-webkit-details-marker { display: none; }
a.item { color: inherit; text-decoration: none; }
.privacy { margin: 4px 12px 6.4px; font-size: 14px; color: var(--_muted); }
.error {
  display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px;
  margin-top: 6.4px; font-size: 14px; line-height: 1.35; color: var(--_error);
}
.dismiss {
  padding: 0; border: 0; background: none; color: var(--_text);
  font-size: 14px; text-decoration: underline; cursor: pointer;
}
`;
