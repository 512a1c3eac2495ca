export const tryOnStyles = /* css */ `
:host { margin: 1rem 0; }
.open, .panel button, .controls button, .close {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4em;
  min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent);
  font-size: 0.95rem; font-weight: 600; cursor: pointer;
}
.open, .panel .primary { background: var(--_accent); color: var(--_accent-contrast); }
.session { border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); padding: 0.75rem; background: var(--_surface); }
.stage { position: relative; display: grid; place-items: center; min-height: 260px; background: #f4eee9; border-radius: calc(var(--_panel-radius) - 4px); overflow: hidden; }
canvas { display: block; width: 100%; height: auto; max-height: 80vh; object-fit: contain; }
canvas[hidden] { display: none; }
.panel { padding: 1.5rem; text-align: center; max-width: 32rem; }
.panel .title { font-weight: 600; font-size: 1.05rem; margin: 0 0 0.75rem; }
.panel .actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0.75rem 0; }
.privacy, .asking { font-size: 0.8125rem; color: var(--_muted); margin: 0.5rem 0 0; }
.asking { color: var(--_text); font-weight: 600; }
.error p { color: var(--_error); margin: 0; line-height: 1.4; }
.spinner { display: inline-block; width: 28px; height: 28px; border-radius: 50%; border: 3px solid rgb(0 0 0 / 0.12); border-top-color: var(--_accent); animation: spin 0.9s linear infinite; }
@keyframes spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
.hint { position: absolute; bottom: 0.75rem; left: 0.75rem; right: 0.75rem; margin: 0; padding: 0.5rem 0.75rem; border-radius: 8px; background: rgb(0 0 0 / 0.65); color: #fff; font-size: 0.875rem; }
.controls { display: grid; gap: 0.75rem; margin-top: 0.75rem; }
fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem 0.75rem; align-items: center; }
legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 0.35rem; padding: 0; }
.shade { position: relative; cursor: pointer; }
.shade input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.shade img, .shade .chip { display: block; width: 32px; height: 32px; border-radius: 50%; }
.shade input:checked + img, .shade input:checked + .chip { outline: 2px solid var(--_text); outline-offset: 2px; }
.shade input:focus-visible + img, .shade input:focus-visible + .chip { outline: 2px solid var(--_focus); outline-offset: 2px; }
.choice label, .toggle { display: inline-flex; align-items: center; gap: 0.3rem; font-size: 0.9rem; cursor: pointer; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.row input[type="range"] { flex: 1 1 10rem; accent-color: var(--_accent); }
.close { margin-top: 0.75rem; }
.notice { color: var(--_error); }
`;
