export const shadeFinderResultsStyles = /* css */ `
:host { margin: 24px 0; }
button, .button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; min-height: 44px; padding: 0.5em 1.2em;
  border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent);
  font-size: 15.2px; font-weight: 600; cursor: pointer; text-decoration: none; }
button.primary, .button.primary { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button.link { min-height: 0; padding: 0; border: 0; background: none; color: inherit; text-decoration: underline; font-weight: 500; }
.results { max-width: 640px; margin: 0; padding: 24px; border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); background: var(--_surface); }
h2 { font-size: 22.4px; margin: 0 0 4px; }
.match { margin: 0 0 16px; color: var(--_muted); }
.why { margin: 0 0 20px; padding: 12px 16px; border-radius: 8px; background: rgb(0 0 0 / 0.035); }
.why p { margin: 0 0 4px; }
.why .how { margin: 8px 0 0; font-size: 14px; color: var(--_muted); }
.eyebrow { font-size: 14px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--_muted); }
.hero { display: flex; align-items: center; gap: 20px; margin-bottom: 20px; }
.hero p { margin: 0 0 3.2px; }
.shade { font-size: 20.8px; font-weight: 700; }
.secondary { color: var(--_muted); }
.price { font-weight: 600; }
.hero .link { min-height: 44px; text-align: start; }
.swatch { display: inline-block; width: 32px; height: 32px; border-radius: 50%; box-shadow: inset 0 -4px 8px rgb(0 0 0 / 0.12); flex: none; }
.swatch.big { width: 96px; height: 96px; }
fieldset { border: 0; margin: 0 0 16px; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; min-width: 0; }
legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
.neighbour { position: relative; display: inline-flex; align-items: center; gap: 8px; padding: 6.4px 12px 6.4px 6.4px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 999px; cursor: pointer; font-size: 14.4px; }
.neighbour input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.neighbour:has(input:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.neighbour:has(input:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.bag-status:empty { display: none; }
.error { color: var(--_error); }
.answers { margin: 16px 0; }
.answers summary { cursor: pointer; font-weight: 600; }
a { color: inherit; }
`;
