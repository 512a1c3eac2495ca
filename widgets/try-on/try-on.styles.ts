import { MOBILE_MEDIA } from '../../shared/react/breakpoints';
import { bundlePartsStyles } from '../../shared/react/bundle-parts.styles';

export const tryOnStyles = /* css */ `
/* Buttons, fields, swatches, sliders and the look's segmented radios are the shared controls (controls.styles.ts). */
:host { margin: var(--_space-4) 0; }
/* The product page's "Try it on" is its primary action. */
button.open { background: var(--_accent); color: var(--_accent-contrast); min-width: 12em; }
.intro { padding: var(--_space-6) var(--_space-5); border-radius: var(--_panel-radius); background: var(--_surface-raised); text-align: center; }
.intro h2 { margin: 0 0 var(--_space-2); font-size: var(--_text-xl); font-weight: 400; line-height: 1.2; }
.intro p { margin: 0 0 var(--_space-3); }
.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--_space-2) var(--_space-3); margin: var(--_space-4) 0; }
.privacy, .asking, .hint-inline { font-size: var(--_text-sm); color: var(--_muted); margin: var(--_space-2) 0 0; }
.opt-in { display: flex; align-items: flex-start; gap: var(--_space-2); margin: var(--_space-3) 0 0; font-size: var(--_text-sm); color: var(--_muted); cursor: pointer; }
.asking { color: var(--_text); font-weight: 600; }
.notice { color: var(--_error); }
.load-failed .notice { margin: 0 0 var(--_space-2); }

/* The dialog sets its own size in px: a theme's small root font (Dawn's html { font-size: 62.5% }) must not shrink it. Inside, em. */
dialog.vto { --side: 360px; --gap: 32px; --sheet-min: 270px;
  font-size: max(16px, 16px); line-height: 1.4; max-width: calc(100vw - var(--gap)); max-height: calc(100dvh - var(--gap));
  padding: 0; border: 0; border-radius: var(--_panel-radius); background: var(--_surface); color: var(--_text); overflow: hidden;
  box-shadow: var(--_shadow-lg); font-family: var(--vanity-font, inherit); }
/* Desktop: the view on the left, the bar and the controls in a column beside it. */
dialog.vto[open] { display: grid; grid-template-columns: auto var(--side); grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas: "view bar" "view sheet"; }
/* The page behind is dimmed, not blurred: a backdrop-filter there is redone with every camera frame the dialog draws
   (a quarter of a software-composited browser's CPU during a live try-on), for a blur no one reads under the dim. */
dialog.vto::backdrop { background: rgb(20 14 12 / 0.62); }
.bar { grid-area: bar; position: relative; z-index: 3; display: flex; align-items: flex-start; gap: 0.75em; padding: 1em 1em 0.9em 1.25em;
  background: var(--_surface); border-bottom: 1px solid var(--_line); }
.thumb { flex: none; width: 44px; height: 44px; min-height: 0; padding: 0; border-radius: var(--_field-radius); overflow: hidden; border: 1px solid var(--_line); background: var(--_surface-raised); display: inline-flex; }
.thumb img { width: 100%; height: 100%; object-fit: cover; }
.bar .title { flex: 1; min-width: 0; margin: 0; display: grid; gap: 0.1em; align-self: center; font-size: var(--_text-md); font-weight: 600; line-height: 1.25; letter-spacing: 0.01em; }
/* The product name may clamp to two lines; the shade has its own line and is never cut. */
.product-name { display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.title .shade-name { font-weight: 400; font-size: var(--_text-sm); color: var(--_muted); overflow-wrap: anywhere; }
.bar-actions { display: flex; gap: var(--_space-2); flex: none; }
button.close svg { fill: none; stroke: currentColor; stroke-width: 1.8; stroke-linecap: round; }
.menu { position: absolute; top: calc(100% - 0.25em); inset-inline-end: 0.75em; z-index: 4; display: grid; min-width: 14em; padding: var(--_space-1);
  background: var(--_surface); border: 1px solid var(--_line); border-radius: var(--_field-radius); box-shadow: var(--_shadow-md); }
.menu button { justify-content: flex-start; min-height: 44px; border: 0; border-radius: calc(var(--_field-radius) - 4px); background: none; color: var(--_text); font-weight: 500; padding: 0 var(--_space-3); }
.menu button:hover, .menu button:focus-visible { background: var(--_surface-raised); }
.menu [aria-checked="true"]::after { content: "✓"; margin-inline-start: auto; }

/* The view keeps the canvas's aspect (spec 1 §9: 1.15 on a desktop, 0.9 on a phone) and is as tall as the window allows. */
.stage { grid-area: view; position: relative; display: grid; place-items: center; aspect-ratio: 1.15; width: auto;
  height: min(800px, 100dvh - var(--gap), (100vw - var(--gap) - var(--side)) / 1.15); background: var(--_surface-raised); overflow: hidden; }
.stage.advice { aspect-ratio: auto; min-height: 240px; }
canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
/* The live camera is a mirror; what is saved or shared is not (the canvas's pixels are not flipped). */
canvas.mirrored { transform: scaleX(-1); }
canvas[hidden] { display: none; }
.panel { position: relative; z-index: 1; padding: 1.5em; text-align: center; max-width: 30em; }
.panel .title { font-weight: 600; font-size: var(--_text-lg); margin: 0 0 var(--_space-3); }
.error p { color: var(--_error); margin: 0; line-height: 1.4; }
.spinner { display: inline-block; width: 28px; height: 28px; border-radius: 50%; border: 3px solid var(--_line); border-top-color: var(--_accent); animation: spin 0.9s linear infinite; }
.scan { display: block; width: 160px; height: 4px; margin: 0 auto 0.75em; border-radius: 2px; background: linear-gradient(90deg, transparent, var(--_accent), transparent); animation: scan 1.2s ease-in-out infinite alternate; }
.progress { display: flex; align-items: center; gap: 0.75em; width: min(16em, 70vw); margin: 0 auto 0.75em; }
.progress .track { flex: 1; height: 4px; border-radius: 2px; background: var(--_line); overflow: hidden; }
.progress .track span { display: block; height: 100%; border-radius: inherit; background: var(--_accent); transition: width 0.2s ease-out; }
.progress .percent { min-width: 5.5em; text-align: end; font-size: var(--_text-sm); font-variant-numeric: tabular-nums; color: var(--_muted); }
.rotate { display: inline-block; width: 28px; height: 44px; border: 3px solid var(--_accent); border-radius: 6px; margin-bottom: 0.5em; }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes scan { from { transform: translateX(-40px); } to { transform: translateX(40px); } }
.hint { position: absolute; z-index: 2; bottom: 0.75em; inset-inline: 0.75em; margin: 0; padding: var(--_space-2) var(--_space-3); border-radius: var(--_field-radius); background: rgb(0 0 0 / 0.65); color: #fff; font-size: var(--_text-sm); }
/* Before/after: an invisible range over the whole view (drag anywhere, arrows, Home/End), a drawn line and handle at --at. */
.compare { position: absolute; inset: 0; z-index: 1; }
.compare-input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: ew-resize; touch-action: none; -webkit-appearance: none; appearance: none; background: transparent; }
.compare-input::-webkit-slider-runnable-track { height: 100%; background: transparent; }
.compare-input::-webkit-slider-thumb { -webkit-appearance: none; width: 1px; height: 100%; }
.compare-input::-moz-range-thumb { width: 1px; height: 100%; border: 0; }
.compare-line { position: absolute; top: 0; bottom: 0; left: var(--at); width: 2px; margin-left: -1px; background: #fff; pointer-events: none;
  box-shadow: 0 0 0 0.5px rgb(0 0 0 / 0.2), 0 0 14px rgb(0 0 0 / 0.3); }
.compare-handle { position: absolute; top: 50%; left: 50%; display: grid; place-items: center; width: 44px; height: 44px; transform: translate(-50%, -50%);
  border-radius: 50%; background: rgb(255 255 255 / 0.94); color: var(--_text); box-shadow: var(--_shadow-md); }
.compare-handle svg { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.compare-input:focus-visible ~ .compare-line .compare-handle { outline: 3px solid var(--_focus); outline-offset: 2px; }
.compare-tag { position: absolute; top: 0.85em; padding: 0.3em 0.8em; border-radius: 999px; background: rgb(20 14 12 / 0.55); color: #fff; pointer-events: none;
  font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.1em; text-transform: uppercase; white-space: nowrap; backdrop-filter: blur(6px); }
.compare-tag.left { right: calc(100% - var(--at) + 0.85em); }
.compare-tag.right { left: calc(var(--at) + 0.85em); }
.countdown { position: absolute; inset: 0; z-index: 2; display: grid; place-items: center; pointer-events: none; }
.countdown span[aria-hidden] { font-size: clamp(4em, 18vw, 9em); font-weight: 700; color: #fff; text-shadow: 0 4px 24px rgb(0 0 0 / 0.5); }
.flash { position: absolute; inset: 0; z-index: 3; background: #fff; pointer-events: none; animation: flash 0.45s ease-out forwards; }
@keyframes flash { from { opacity: 1; } to { opacity: 0; } }
.scanning-overlay { position: absolute; inset: 0; z-index: 2; pointer-events: none; display: grid; place-content: center; gap: 0.75em; justify-items: center;
  background: linear-gradient(180deg, rgb(255 255 255 / 0) 0%, rgb(255 255 255 / 0.35) 50%, rgb(255 255 255 / 0) 100%); color: #fff;
  font-weight: 600; text-shadow: 0 1px 6px rgb(0 0 0 / 0.6); }
.scanning-overlay .scan { width: 60%; background: linear-gradient(90deg, transparent, #fff, transparent); }
.suggestion { margin: var(--_space-4) var(--_space-5) 0; padding: var(--_space-3) var(--_space-4); border-radius: var(--_field-radius); background: var(--_surface-raised); display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2) var(--_space-4); }
.suggestion p { margin: 0; flex: 1 1 14em; }
.suggestion .advice { display: block; font-size: var(--_text-sm); color: var(--_muted); margin-top: 0.2em; }
.suggestion.failed p { color: var(--_error); }
.toast { position: absolute; z-index: 3; top: 0.75em; left: 50%; transform: translateX(-50%); display: flex; gap: 0.5em; align-items: center;
  max-width: calc(100% - 1.5em); padding: 0.4em 0.5em 0.4em 0.9em; border-radius: var(--_field-radius); background: rgb(0 0 0 / 0.78); color: #fff; font-size: var(--_text-sm); }
.toast button { min-height: 36px; padding: 0 0.6em; border: 0; background: none; color: #fff; }
.captured { grid-area: view; position: relative; z-index: 4; min-height: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.25em;
  padding: 0.75em; background: rgb(20 14 12 / 0.92); color: #fff; }
.captured img { max-width: 100%; max-height: calc(100% - 7em); border-radius: 8px; object-fit: contain; -webkit-touch-callout: default; }
.captured .hint-inline { color: rgb(255 255 255 / 0.85); }
.captured .actions { margin: 0.5em 0 0; }
.captured button { border-color: #fff; background: transparent; color: #fff; }
.captured button:hover:not(:disabled) { background: rgb(255 255 255 / 0.12); }
.captured button.primary, .captured button.primary:hover:not(:disabled) { background: #fff; color: var(--_text); }

/* The controls scroll within their column (or sheet) if they must; Add to bag stays pinned at its foot. */
.sheet { grid-area: sheet; min-height: 0; overflow-y: auto; overscroll-behavior: contain; display: flex; flex-direction: column; background: var(--_surface); }
.sheet:empty { display: none; }
.controls { flex: 1 0 auto; display: flex; flex-direction: column; gap: var(--_space-5); padding: var(--_space-4) var(--_space-5) 0; }
.products { display: flex; gap: var(--_space-2); overflow-x: auto; padding: 2px 2px var(--_space-1); scrollbar-width: thin; }
.product { flex: none; gap: var(--_space-2); padding: var(--_space-1) var(--_space-3) var(--_space-1) var(--_space-1); border-radius: var(--_field-radius); border-color: var(--_line); color: var(--_text); font-weight: 500; font-size: var(--_text-sm); letter-spacing: normal; }
.product img { width: 36px; height: 36px; border-radius: calc(var(--_field-radius) - 4px); object-fit: cover; }
.product[aria-pressed="true"] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
legend, .slider > span:first-child { font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_muted); padding: 0; margin-bottom: var(--_space-3); }
legend .shade-name, .slider strong { text-transform: none; letter-spacing: 0.01em; font-size: var(--_text-md); font-weight: 600; color: var(--_text); }
.slider { display: grid; gap: var(--_space-2); }
.slider > span:first-child { margin: 0; }
.ticks { display: flex; justify-content: space-between; color: var(--_muted); font-size: var(--_text-sm); }
.bag { position: sticky; bottom: 0; margin-top: auto; display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2) var(--_space-4); padding: var(--_space-4) 0 var(--_space-5);
  background: linear-gradient(rgb(255 255 255 / 0), var(--_surface) var(--_space-4)); }
.bag > button.primary { flex: 1 1 100%; min-height: 52px; font-size: var(--_text-md); }
.bag-status { font-size: var(--_text-sm); }
.bag-status:empty { display: none; }
.bag .notice { flex-basis: 100%; margin: 0; font-size: var(--_text-sm); }

/* Phone, upright: the bar, the view across the width, then a bottom sheet over the view's foot with the controls. */
@media ${MOBILE_MEDIA} {
  dialog.vto { --gap: 0px; width: 100vw; height: 100dvh; max-height: 100dvh; border-radius: 0; margin: 0; }
  dialog.vto[open] { grid-template-columns: 100%; grid-template-rows: auto auto minmax(0, 1fr); grid-template-areas: "bar" "view" "sheet"; }
  .bar { padding: 0.6em 0.75em; align-items: center; }
  .stage { aspect-ratio: 0.9; height: auto; width: min(100%, (100dvh - 76px - var(--sheet-min)) * 0.9); justify-self: center; }
  .stage.advice { width: 100%; }
  .captured { padding-bottom: 1.75em; }
  .sheet { position: relative; z-index: 2; margin-top: -18px; border-radius: 18px 18px 0 0; box-shadow: 0 -6px 24px rgb(20 14 12 / 0.14); }
  .sheet::before { content: ""; flex: none; display: block; width: 36px; height: 4px; margin: 8px auto 0; border-radius: 2px; background: rgb(0 0 0 / 0.16); }
  .controls { gap: var(--_space-4); padding: var(--_space-2) var(--_space-4) 0; }
  .shades { flex-wrap: nowrap; overflow-x: auto; padding: 6px; margin: -6px -6px 0; scrollbar-width: none; }
  .swatch { flex: none; }
  .bag { padding: 0.6em 0 max(0.85em, env(safe-area-inset-bottom)); }
  .hint { bottom: calc(0.75em + 18px); }
}
/* Phone, sideways (after the portrait advice): the desktop arrangement, at the phone's aspect. */
@media ${MOBILE_MEDIA} and (orientation: landscape) {
  dialog.vto[open] { grid-template-columns: auto minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); grid-template-areas: "view bar" "view sheet"; }
  .stage { height: 100dvh; width: auto; }
  .stage.advice { width: min(30em, 55vw); }
  .sheet { margin-top: 0; border-radius: 0; box-shadow: none; }
  .sheet::before { display: none; }
  .hint { bottom: 0.75em; }
}
@media (prefers-reduced-motion: reduce) { .spinner, .scan { animation: none; } .progress .track span { transition: none; } .flash { animation-duration: 0.01s; } }
${bundlePartsStyles}
`;
