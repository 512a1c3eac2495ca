export const tryOnStyles = /* css */ `
:host { margin: 1rem 0; }
button { display: inline-flex; align-items: center; justify-content: center; gap: 0.4em;
  min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent);
  font-size: 0.95rem; font-weight: 600; cursor: pointer; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button.primary, .open { background: var(--_accent); color: var(--_accent-contrast); }
button.link { min-height: 0; padding: 0; border: 0; background: none; text-decoration: underline; font-weight: 400; }
.intro { border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); padding: 1.5rem; background: var(--_surface); text-align: center; }
.intro h2 { margin: 0 0 0.5rem; font-size: 1.4rem; }
.intro p { margin: 0 0 0.75rem; }
.actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0.75rem 0; }
.privacy, .asking, .hint-inline { font-size: 0.8125rem; color: var(--_muted); margin: 0.5rem 0 0; }
.asking { color: var(--_text); font-weight: 600; }
.notice { color: var(--_error); }

dialog.vto { width: min(960px, 100vw - 2rem); max-width: none; max-height: calc(100dvh - 2rem); padding: 0; border: 0;
  border-radius: var(--_panel-radius); background: var(--_surface); color: var(--_text); overflow: auto;
  box-shadow: 0 20px 60px rgb(0 0 0 / 0.35); font-family: var(--vanity-font, inherit); }
dialog.vto::backdrop { background: rgb(20 14 12 / 0.6); }
.bar { position: sticky; top: 0; z-index: 3; display: flex; align-items: center; gap: 0.75rem; padding: 0.6rem 0.75rem;
  background: var(--_surface); border-bottom: 1px solid rgb(0 0 0 / 0.08); }
.thumb { flex: none; width: 44px; height: 44px; min-height: 0; padding: 0; border-radius: 8px; overflow: hidden; border: 1px solid rgb(0 0 0 / 0.12); background: #f4eee9; display: inline-flex; }
.thumb img { width: 100%; height: 100%; object-fit: cover; }
.title { flex: 1; margin: 0; font-size: 1rem; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.shade-name { font-weight: 400; color: var(--_muted); }
.bar-actions { display: flex; gap: 0.4rem; }
.bar-actions button { padding: 0.4em 0.9em; }
.menu { position: absolute; top: calc(100% - 0.25rem); right: 0.75rem; z-index: 4; display: grid; min-width: 14rem; padding: 0.35rem;
  background: var(--_surface); border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; box-shadow: 0 10px 30px rgb(0 0 0 / 0.18); }
.menu button { justify-content: flex-start; min-height: 40px; border: 0; border-radius: 6px; background: none; color: var(--_text); font-weight: 500; padding: 0.4em 0.8em; }
.menu button:hover, .menu button:focus-visible { background: rgb(0 0 0 / 0.06); }
.menu [aria-checked="true"]::after { content: "✓"; margin-left: auto; }

.stage { position: relative; display: grid; place-items: center; width: min(920px, 100%, (100dvh - 16rem) * 1.15); margin: 0 auto;
  aspect-ratio: 1.15; max-height: 800px; background: #f4eee9; overflow: hidden; }
.stage[data-layout="mobile"] { aspect-ratio: 0.9; width: min(100%, max(18rem, (100dvh - 14rem) * 0.9)); }
.stage.advice { aspect-ratio: auto; width: 100%; min-height: 240px; }
canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
canvas[hidden] { display: none; }
.panel { position: relative; z-index: 1; padding: 1.5rem; text-align: center; max-width: 30rem; }
.panel .title { font-weight: 600; font-size: 1.1rem; margin: 0 0 0.75rem; }
.error p { color: var(--_error); margin: 0; line-height: 1.4; }
.spinner { display: inline-block; width: 28px; height: 28px; border-radius: 50%; border: 3px solid rgb(0 0 0 / 0.12); border-top-color: var(--_accent); animation: spin 0.9s linear infinite; }
.scan { display: block; width: 160px; height: 4px; margin: 0 auto 0.75rem; border-radius: 2px; background: linear-gradient(90deg, transparent, var(--_accent), transparent); animation: scan 1.2s ease-in-out infinite alternate; }
.rotate { display: inline-block; width: 28px; height: 44px; border: 3px solid var(--_accent); border-radius: 6px; margin-bottom: 0.5rem; }
@keyframes spin { to { transform: rotate(360deg); } }
@keyframes scan { from { transform: translateX(-40px); } to { transform: translateX(40px); } }
.hint { position: absolute; z-index: 2; bottom: 0.75rem; left: 0.75rem; right: 0.75rem; margin: 0; padding: 0.5rem 0.75rem; border-radius: 8px; background: rgb(0 0 0 / 0.65); color: #fff; font-size: 0.875rem; }
.countdown { position: absolute; inset: 0; z-index: 2; display: grid; place-items: center; pointer-events: none; }
.countdown span[aria-hidden] { font-size: clamp(4rem, 18vw, 9rem); font-weight: 700; color: #fff; text-shadow: 0 4px 24px rgb(0 0 0 / 0.5); }
.flash { position: absolute; inset: 0; z-index: 3; background: #fff; pointer-events: none; animation: flash 0.45s ease-out forwards; }
@keyframes flash { from { opacity: 1; } to { opacity: 0; } }
.scanning-overlay { position: absolute; inset: 0; z-index: 2; display: grid; place-content: center; gap: 0.75rem; justify-items: center;
  background: linear-gradient(180deg, rgb(255 255 255 / 0) 0%, rgb(255 255 255 / 0.35) 50%, rgb(255 255 255 / 0) 100%); color: #fff;
  font-weight: 600; text-shadow: 0 1px 6px rgb(0 0 0 / 0.6); }
.scanning-overlay .scan { width: 60%; background: linear-gradient(90deg, transparent, #fff, transparent); }
.suggestion { margin: 0.75rem 1rem 0; padding: 0.75rem 1rem; border-radius: 10px; background: #f4eee9; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.suggestion p { margin: 0; flex: 1 1 14rem; }
.suggestion .advice { display: block; font-size: 0.85rem; color: var(--_muted); margin-top: 0.2rem; }
.suggestion.failed p { color: var(--_error); }
.toast { position: absolute; z-index: 3; top: 0.75rem; left: 50%; transform: translateX(-50%); display: flex; gap: 0.5rem; align-items: center;
  max-width: calc(100% - 1.5rem); padding: 0.4rem 0.5rem 0.4rem 0.9rem; border-radius: 10px; background: rgb(0 0 0 / 0.78); color: #fff; font-size: 0.875rem; }
.toast button { min-height: 32px; padding: 0 0.6em; border: 0; background: none; color: #fff; }
.captured { position: absolute; z-index: 4; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.25rem;
  padding: 0.75rem; background: rgb(20 14 12 / 0.92); color: #fff; }
dialog .captured { top: 61px; }
.captured img { max-width: 100%; max-height: calc(100% - 7rem); border-radius: 8px; object-fit: contain; -webkit-touch-callout: default; }
.captured .hint-inline { color: #eee; }
.captured .actions { margin: 0.5rem 0 0; }
.captured button { border-color: #fff; background: transparent; color: #fff; }
.captured button.primary { background: #fff; color: #1f1a17; }

.controls { display: grid; gap: 0.85rem; padding: 0.85rem 1rem 1rem; }
.products { display: flex; gap: 0.5rem; overflow-x: auto; padding-bottom: 0.25rem; }
.product { flex: none; min-height: 0; padding: 0.25rem 0.75rem 0.25rem 0.25rem; border-radius: 10px; border: 1px solid rgb(0 0 0 / 0.12); background: var(--_surface); color: var(--_text); font-weight: 500; font-size: 0.85rem; }
.product img { width: 36px; height: 36px; border-radius: 6px; object-fit: cover; }
.product[aria-pressed="true"] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem 0.75rem; align-items: center; min-width: 0; }
legend { font-weight: 600; font-size: 0.875rem; margin-bottom: 0.35rem; padding: 0; }
.shade { position: relative; cursor: pointer; }
.shade input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.shade img, .shade .chip { display: block; width: 34px; height: 34px; border-radius: 50%; }
.shade input:checked + img, .shade input:checked + .chip { outline: 2px solid var(--_text); outline-offset: 2px; }
.shade input:focus-visible + img, .shade input:focus-visible + .chip { outline: 3px solid var(--_focus); outline-offset: 2px; }
.choice label { display: inline-flex; align-items: center; gap: 0.3rem; font-size: 0.9rem; cursor: pointer; }
.slider { display: grid; gap: 0.25rem; font-size: 0.875rem; max-width: 28rem; }
.slider span:first-child { font-weight: 600; }
.slider input { width: 100%; accent-color: var(--_accent); margin: 0; min-height: 28px; }
.ticks { display: flex; justify-content: space-between; color: var(--_muted); font-size: 0.75rem; }
.bag { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.bag-status:empty { display: none; }
.bag-status a { color: inherit; }
.bag .notice { flex-basis: 100%; margin: 0; }
@media (max-width: 749px) {
  dialog.vto { width: 100vw; max-height: 100dvh; height: 100dvh; border-radius: 0; margin: 0; }
  .bar-actions button { padding: 0.4em 0.7em; }
}
@media (prefers-reduced-motion: reduce) { .spinner, .scan { animation: none; } .flash { animation-duration: 0.01s; } }
`;
