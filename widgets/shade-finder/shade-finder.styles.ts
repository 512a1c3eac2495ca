export const shadeFinderStyles = /* css */ `
:host { margin: 24px 0; }
button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em; min-height: 44px; padding: 0.5em 1.2em;
  border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font-size: 15.2px; font-weight: 600; cursor: pointer; }
button.primary { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button.link { min-height: 0; padding: 0.25em 0; border: 0; background: none; text-decoration: underline; font-weight: 500; }
.finder { max-width: 640px; margin: 0 auto; padding: 24px; border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); background: var(--_surface); }
h2 { font-size: 21.6px; margin: 0 0 16px; outline: none; }
.step { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; }
.progress { display: grid; gap: 6.4px; margin: 0 0 16px; font-size: 14px; color: var(--_muted); }
.progress .bar { display: block; height: 4px; border-radius: 2px; background: rgb(0 0 0 / 0.08); overflow: hidden; }
.progress .bar span { display: block; height: 100%; background: var(--_accent); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 12px; }
.card { position: relative; display: grid; justify-items: center; gap: 8px; padding: 13.6px 8px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; cursor: pointer; font-weight: 500; }
.card input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.card:has(input:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.card:has(input:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.skin { width: 56px; height: 56px; border-radius: 50%; box-shadow: inset 0 -6px 12px rgb(0 0 0 / 0.12); }
.list { display: grid; gap: 8px; }
.option { display: flex; align-items: center; gap: 9.6px; min-height: 44px; padding: 8px 13.6px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; cursor: pointer; }
.option:has(input:checked) { border-color: var(--_accent); }
.option input { width: 17.6px; height: 17.6px; accent-color: var(--_accent); margin: 0; }
.nav { display: flex; justify-content: space-between; align-items: center; gap: 12px; margin-top: 20px; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0; }
.camera { border-radius: 12px; overflow: hidden; background: #1f1a17; aspect-ratio: 3 / 4; max-height: 60vh; margin: 0 auto; }
.camera[hidden] { display: none; }
.camera video { width: 100%; height: 100%; object-fit: cover; transform: scaleX(-1); display: block; }
.analysing { display: grid; justify-items: center; gap: 12px; padding: 24px 0; font-weight: 600; }
.scan { display: block; width: 160px; height: 4px; border-radius: 2px; background: linear-gradient(90deg, transparent, var(--_accent), transparent); animation: scan 1.2s ease-in-out infinite alternate; }
@keyframes scan { from { transform: translateX(-40px); } to { transform: translateX(40px); } }
@media (prefers-reduced-motion: reduce) { .scan { animation: none; } }
.review { margin: 16px 0; padding: 16px; border-radius: 10px; background: #f4eee9; }
.review p { margin: 0 0 5.6px; }
.review .title { font-weight: 700; }
.review.error p { color: var(--_error); }
.error { color: var(--_error); }
.privacy, .how-to { font-size: 14px; color: var(--_muted); margin: 12px 0 0; }
.how-to { color: var(--_text); background: #f4eee9; padding: 12px; border-radius: 8px; }
`;
