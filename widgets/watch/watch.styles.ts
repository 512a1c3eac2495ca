import { DESKTOP_WIDTH, WIDER_THAN_MOBILE } from '../../shared/react/breakpoints';
import { showChatStyles } from '../../shared/live-ui/show-chat.styles';
import { bundlePartsStyles } from '../../shared/react/bundle-parts.styles';

export const watchStyles = /* css */ `
:host { display: block; margin: 16px 0 32px; container-type: inline-size; }
.show { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); align-items: start; }
/* The theme decides how wide the widget is, so the layout follows the widget's width, not the window's. */
/* Tablet: the chat beside the show, narrower; desktop: wider. */
@container ${WIDER_THAN_MOBILE} {
  .show { grid-template-columns: minmax(0, 1fr) 288px; }
  .side { position: sticky; top: 16px; }
}
@container ${DESKTOP_WIDTH} { .show { grid-template-columns: minmax(0, 1fr) 352px; } }
h2 { font-size: 25.6px; margin: 16px 0 8px; line-height: 1.25; }
h3 { font-size: 17.6px; margin: 24px 0 12px; }
.state { margin: 12px 0 0; }
.badge { display: inline-block; padding: 0.3em 0.8em; border-radius: 999px; background: #f4eee9; color: #1a1a1a; font-weight: 700; font-size: 14px; font-variant-numeric: tabular-nums; }
.badge.live { background: #c8102e; color: #fff; letter-spacing: 0.04em; text-transform: uppercase; }
.badge.viewers { background: rgb(0 0 0 / 0.6); color: #fff; }
.stage { position: relative; border-radius: 12px; overflow: hidden; background: #111; aspect-ratio: 16 / 9; }
.video { display: block; width: 100%; height: 100%; object-fit: contain; background: #111 center / cover no-repeat; }
.badges { position: absolute; top: 12px; inset-inline-start: 12px; display: flex; gap: 6.4px; pointer-events: none; }
.countdown { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; padding: 9.6px 19.2px; border-radius: 12px; background: rgb(0 0 0 / 0.65); color: #fff; text-align: center; font-size: clamp(17.6px, 5cqi, 28.8px); white-space: nowrap; font-weight: 700; font-variant-numeric: tabular-nums; }
.overlay-text { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; max-width: 80%; padding: 9.6px 16px; border-radius: 8px; background: rgb(0 0 0 / 0.7); color: #fff; text-align: center; }
.reactions { position: absolute; inset-inline-end: 9.6px; bottom: 57.6px; display: flex; flex-direction: column; gap: 5.6px; }
.reaction { min-height: 44px; min-width: 44px; margin: 0; padding: 0; border-radius: 50%; border: none; background: rgb(0 0 0 / 0.5); }
.reaction:hover { background: rgb(0 0 0 / 0.7); }
.floating { position: absolute; inset-inline-end: 57.6px; bottom: 57.6px; width: 96px; height: 60%; pointer-events: none; overflow: hidden; }
.float { position: absolute; bottom: 0; animation: vanity-float 2.4s ease-out forwards; }
@keyframes vanity-float { from { transform: translateY(0); opacity: 1; } to { transform: translateY(-224px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) { .floating { display: none; } }
.host { margin: 4px 0 12px; }
.host a { display: inline-flex; align-items: center; gap: 9.6px; color: inherit; font-weight: 600; text-decoration: none; }
.host a:hover span:last-child, .host a:focus-visible span:last-child { text-decoration: underline; }
.avatar { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; flex: none; }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-weight: 700; }
.when, .description { line-height: 1.5; }
.notice { padding: 12px 16px; border-radius: 8px; background: #f4eee9; }
.notice a { color: inherit; }
.actions { margin: 8px 0 16px; }
.action-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.action-row button { margin-top: 0; }
.share-result { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 9.6px 0 0; font-size: 14.4px; }
.share-result input { font: inherit; min-width: min(100%, 352px); padding: 6.4px 8px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); }
.reminder { margin-top: 16px; display: grid; gap: 5.6px; max-width: 480px; }
.reminder input { font: inherit; flex: 1 1 192px; min-height: 44px; padding: 6.4px 9.6px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); }
.remind { margin-top: 16px; }
.reminder-done { margin-top: 16px; font-weight: 600; }
.offers { margin: 16px 0; }
.featured-link { padding: 12px 16px; border-radius: 12px; background: #f4eee9; }
.featured-link a { color: inherit; font-weight: 600; }
.eyebrow { display: block; font-size: 14px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: var(--_accent); margin: 0 0 3.2px; }
.discounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.discount { padding: 14.4px 16px; border: 1px dashed var(--_accent); border-radius: 12px; }
.discount p { margin: 0 0 5.6px; }
.code { font-weight: 700; font-family: ui-monospace, monospace; letter-spacing: 0.04em; }
.featured ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(256px, 1fr)); }
.carousel .track { display: grid; grid-auto-flow: column; grid-auto-columns: minmax(256px, 80%); grid-template-columns: none; overflow-x: auto; scroll-snap-type: x mandatory; scroll-behavior: smooth; padding-bottom: 6.4px; }
.carousel .track > li { scroll-snap-align: start; }
.bag { margin: 20px 0; }
.bag-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.bag-line { display: grid; grid-template-columns: 1fr 80px auto auto; gap: 12px; align-items: center; }
.bag-line input { font: inherit; width: 100%; min-height: 40px; padding: 4.8px 8px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); }
.bag-total { font-weight: 600; margin: 9.6px 0 0; }
.confirm { margin-top: 9.6px; padding: 12px 16px; border-radius: 12px; background: #f4eee9; }
.confirm p { margin: 0; }
.carousel-buttons { display: flex; gap: 8px; justify-content: flex-end; }
.product { display: flex; gap: 14.4px; padding: 14.4px; border: 1px solid rgb(0 0 0 / 0.1); border-radius: 12px; background: var(--_surface); }
.product.on-now { border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent); }
.product img { border-radius: 8px; object-fit: cover; background: #f4eee9; flex: none; }
.product > div { flex: 1; min-width: 0; }
.product p { margin: 0 0 4.8px; }
.price s { opacity: 0.6; }
.deal { font-size: 14px; color: var(--_accent); }
.name { font-weight: 600; }
.picker { display: grid; gap: 3.2px; font-size: 14px; margin: 6.4px 0; }
.picker select { font: inherit; min-height: 40px; padding: 4.8px 8px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); background: #fff; }
button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.2em; margin-top: 6.4px; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_accent); color: var(--_accent-contrast); font: inherit; font-weight: 600; cursor: pointer; }
button.secondary { background: transparent; color: var(--_accent); }
button.secondary.on { background: var(--_accent); color: var(--_accent-contrast); }
button.link { min-height: 0; padding: 0; margin: 0; border: none; background: none; color: inherit; text-decoration: underline; font-weight: 400; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button:focus-visible, a:focus-visible, textarea:focus-visible, input:focus-visible, select:focus-visible, .messages:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.bag-status { font-size: 14px; }
.bag-status:empty, .error:empty { display: none; }
.error { color: var(--_error); font-size: 14px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
${showChatStyles}
${bundlePartsStyles}
`;
