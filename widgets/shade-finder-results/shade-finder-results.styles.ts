export const shadeFinderResultsStyles = /* css */ `
:host { margin: 1.5rem 0; }
button, .button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; min-height: 44px; padding: 0.5em 1.2em;
  border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent);
  font-size: 0.95rem; font-weight: 600; cursor: pointer; text-decoration: none; }
button.primary, .button.primary { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button.link { min-height: 0; padding: 0; border: 0; background: none; color: inherit; text-decoration: underline; font-weight: 500; }
.results { max-width: 40rem; margin: 0 auto; padding: 1.5rem; border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); background: var(--_surface); }
h2 { font-size: 1.4rem; margin: 0 0 0.25rem; }
.match { margin: 0 0 1rem; color: var(--_muted); }
.hero { display: flex; align-items: center; gap: 1.25rem; margin-bottom: 1.25rem; }
.hero p { margin: 0 0 0.2rem; }
.shade { font-size: 1.3rem; font-weight: 700; }
.secondary { color: var(--_muted); }
.price { font-weight: 600; }
.swatch { display: inline-block; width: 32px; height: 32px; border-radius: 50%; box-shadow: inset 0 -4px 8px rgb(0 0 0 / 0.12); flex: none; }
.swatch.big { width: 96px; height: 96px; }
fieldset { border: 0; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; min-width: 0; }
legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
.neighbour { position: relative; display: inline-flex; align-items: center; gap: 0.5rem; padding: 0.4rem 0.75rem 0.4rem 0.4rem; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 999px; cursor: pointer; font-size: 0.9rem; }
.neighbour input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.neighbour:has(input:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.neighbour:has(input:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.5rem 0; }
.bag-status:empty { display: none; }
.error { color: var(--_error); }
.answers { margin: 1rem 0; }
.answers summary { cursor: pointer; font-weight: 600; }
a { color: inherit; }
`;
