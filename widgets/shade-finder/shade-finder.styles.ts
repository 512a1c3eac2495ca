/** The finder's steps; its buttons, radio and checkbox rows are the shared controls (controls.styles.ts). */
export const shadeFinderStyles = /* css */ `
:host { margin: var(--_space-5) 0; }
.finder { max-width: 640px; margin: 0; padding: var(--_space-6) var(--_space-5); border: 1px solid var(--_line); border-radius: var(--_panel-radius); background: var(--_surface); box-shadow: var(--_shadow-sm); }
h2 { font-size: var(--_text-lg); font-weight: 600; line-height: 1.3; margin: 0 0 var(--_space-4); outline: none; }
.step { border: 0; margin: 0; padding: 0; min-width: 0; }
legend { padding: 0; }
.progress { display: grid; gap: var(--_space-2); margin: 0 0 var(--_space-5); font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_muted); }
.progress .bar { display: block; height: 3px; border-radius: 2px; background: var(--_line); overflow: hidden; }
.progress .bar span { display: block; height: 100%; background: var(--_accent); transition: width var(--_duration) var(--_ease); }
/* The skin pictures: radio cards, a chip over the name. */
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(128px, 1fr)); gap: var(--_space-3); }
.card { position: relative; display: grid; justify-items: center; gap: var(--_space-2); padding: var(--_space-4) var(--_space-2); border-radius: var(--_field-radius); box-shadow: none;
  font-size: var(--_text-sm); font-weight: 600; text-align: center; cursor: pointer; transition: border-color var(--_duration) var(--_ease), background-color var(--_duration) var(--_ease); }
.card:hover { border-color: var(--_line-strong); }
.card input { position: absolute; opacity: 0; inset: 0; width: 100%; height: 100%; margin: 0; cursor: pointer; }
.card:has(input:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_surface-raised); }
.card:has(input:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.skin { width: 56px; height: 56px; border-radius: 50%; box-shadow: inset 0 -6px 12px rgb(0 0 0 / 0.12); }
.nav { display: flex; justify-content: space-between; align-items: center; gap: var(--_space-3); margin-top: var(--_space-5); }
.actions { display: flex; flex-wrap: wrap; gap: var(--_space-2); margin: var(--_space-4) 0; }
.camera { border-radius: var(--_field-radius); overflow: hidden; background: var(--_text); aspect-ratio: 3 / 4; max-height: 60vh; margin: 0 auto; }
.camera[hidden] { display: none; }
.camera video { width: 100%; height: 100%; object-fit: cover; transform: scaleX(-1); display: block; }
.analysing { display: grid; justify-items: center; gap: var(--_space-3); padding: var(--_space-5) 0; font-weight: 600; }
.scan { display: block; width: 160px; height: 4px; border-radius: 2px; background: linear-gradient(90deg, transparent, var(--_accent), transparent); animation: scan 1.2s ease-in-out infinite alternate; }
@keyframes scan { from { transform: translateX(-40px); } to { transform: translateX(40px); } }
@media (prefers-reduced-motion: reduce) { .scan { animation: none; } }
.review { margin: var(--_space-4) 0; padding: var(--_space-4); border-radius: var(--_field-radius); background: var(--_surface-raised); }
.review p { margin: 0 0 var(--_space-1); }
.review .title { font-weight: 700; }
.review.error p { color: var(--_error); }
.error { color: var(--_error); }
.privacy, .how-to { font-size: var(--_text-sm); color: var(--_muted); margin: var(--_space-3) 0 0; }
.how-to { color: var(--_text); background: var(--_surface-raised); padding: var(--_space-3); border-radius: var(--_field-radius); }
`;
