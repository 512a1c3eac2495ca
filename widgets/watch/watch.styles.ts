import { DESKTOP_WIDTH, MOBILE_WIDTH, WIDER_THAN_MOBILE } from '../../shared/react/breakpoints';
import { showChatStyles } from '../../shared/live-ui/show-chat.styles';
import { bundlePartsStyles } from '../../shared/react/bundle-parts.styles';

export const watchStyles = /* css */ `
:host { display: block; margin: 16px 0 32px; }
/* Phone: the video first, its title, then the chat, then what there is to buy. The theme decides how wide the
   widget is, so the layout follows the widget's width, not the window's. */
.show { display: grid; gap: 16px 24px; grid-template-columns: minmax(0, 1fr); align-items: start;
  grid-template-areas: 'video' 'head' 'side' 'main'; }
.video-slot { grid-area: video; min-width: 0; }
.show-header { grid-area: head; min-width: 0; }
.side { grid-area: side; min-width: 0; }
.main { grid-area: main; min-width: 0; }
.show-header h2 { margin-top: 0; }
/* Tablet and desktop: the chat beside the video, all the way down. */
@container ${WIDER_THAN_MOBILE} {
  .show { grid-template-columns: minmax(0, 1fr) 296px; grid-template-rows: auto auto 1fr;
    grid-template-areas: 'video side' 'head side' 'main side'; }
  .side { position: sticky; top: 16px; }
}
@container ${DESKTOP_WIDTH} { .show { grid-template-columns: minmax(0, 1fr) 360px; } }
/* On a phone the chat shows its latest few messages, so the products stay a thumb's scroll away. */
@container ${MOBILE_WIDTH} {
  .side .messages { height: 208px; }
  /* A landscape show fills a portrait stage on a phone held upright (4:5, cropped at the sides like the live apps;
     full screen shows it whole). On a wider phone layout the stage stops growing at 540 px, so the crop stays mild. */
  .stage[data-shape='landscape'] { aspect-ratio: auto; height: min(125cqi, max(56.25cqi, 540px), 75vh); height: min(125cqi, max(56.25cqi, 540px), 75svh); }
  .stage[data-shape='landscape'] .video { object-fit: cover; }
}
h2 { font-size: 25.6px; margin: 16px 0 8px; line-height: 1.25; }
h3 { font-size: 17.6px; margin: 24px 0 12px; }
.state { margin: 12px 0 0; }
.badge { display: inline-block; padding: 0.3em 0.8em; border-radius: 999px; background: #f4eee9; color: #1a1a1a; font-weight: 700; font-size: 14px; font-variant-numeric: tabular-nums; }
.badge[data-tone='live'] { background: #c8102e; color: #fff; letter-spacing: 0.04em; text-transform: uppercase; }
.badge[data-tone='waiting'] { background: #fff4dc; color: #6b4400; }
.badge.viewers { background: rgb(0 0 0 / 0.6); color: #fff; }
/* The stage takes the show's own shape (set from the video once known; 16:9 before), never taller than 75% of
   the screen: a portrait show fills a phone, a landscape one stays whole. It is a size container, so the
   reactions lay out by its height. Until the player covers it, it shows the show's picture the runtime found in
   the show's early record (--vanity-show-poster, set on the placeholder: bootstrap/early-poster.ts), as the
   snippet's box did before the widget rendered, so the picture stays put through the takeover. */
.stage { position: relative; container: stage / size; width: 100%; aspect-ratio: var(--show-aspect, 16 / 9); max-height: 75vh; max-height: 75svh;
  border-radius: var(--_panel-radius); overflow: hidden; background: #111 var(--vanity-show-poster, none) center / cover no-repeat; }
.video { display: block; width: 100%; height: 100%; object-fit: contain; background: #111 center / cover no-repeat; }
.badges { position: absolute; top: 12px; inset-inline-start: 12px; display: flex; flex-wrap: wrap; gap: 6px; pointer-events: none; }
.countdown { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; padding: 9.6px 19.2px; border-radius: 12px; background: rgb(0 0 0 / 0.65); color: #fff; text-align: center; font-size: clamp(17.6px, 5cqi, 28.8px); white-space: nowrap; font-weight: 700; font-variant-numeric: tabular-nums; }
.overlay-text { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; max-width: 80%; padding: 9.6px 16px; border-radius: 8px; background: rgb(0 0 0 / 0.7); color: #fff; text-align: center; }
/* Over the video: light on dark glass, whatever the merchant's accent. */
/* Frosted glass with a hairline ring, so a button shows on a dark frame as well as a light one. */
.stage button { margin: 0; border: none; color: #fff; background: rgb(0 0 0 / 0.4); box-shadow: inset 0 0 0 1px rgb(255 255 255 / 0.3);
  backdrop-filter: blur(8px); font-weight: 600; }
.stage button:hover { background: rgb(0 0 0 / 0.7); }
.stage button:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
.stage .unmute { position: absolute; inset: 0; margin: auto; width: fit-content; height: fit-content; max-width: calc(100% - 24px);
  display: inline-flex; gap: 8px; min-height: 48px; padding: 8px 20px; border-radius: 999px; font-size: 16px;
  backdrop-filter: blur(6px); box-shadow: 0 4px 16px rgb(0 0 0 / 0.25); }
/* Our own controls for a live show: always there (a phone has no hover), 44 px targets, on a soft gradient. */
.player-bar { position: absolute; inset-inline: 0; bottom: 0; display: flex; gap: 4px; align-items: center; padding: 24px 8px 8px;
  background: linear-gradient(to top, rgb(0 0 0 / 0.55), transparent); }
.stage .player-button { width: 44px; height: 44px; min-height: 44px; padding: 0; border-radius: 50%; background: transparent; box-shadow: none; backdrop-filter: none; }
.stage .player-button:hover { background: rgb(255 255 255 / 0.15); }
.player-button.end { margin-inline-start: auto; }
.seek { flex: 1; min-width: 64px; height: 44px; margin: 0 4px; accent-color: #fff; cursor: pointer; }
.clock { color: #fff; font-size: 14px; font-variant-numeric: tabular-nums; white-space: nowrap; text-shadow: 0 1px 2px rgb(0 0 0 / 0.6); }
.seek + .clock + .player-button.end { margin-inline-start: 0; }
/* Reactions sit above the control bar on the end side: two by two on a short (landscape, phone) stage, one column
   where the stage is tall enough, so none is ever cut off. */
.reactions { position: absolute; inset-inline-end: 10px; bottom: 68px; display: grid; grid-template-columns: repeat(2, 44px); gap: 6px; }
@container stage (min-height: 340px) { .reactions { grid-template-columns: 44px; } }
.stage .reaction { width: 44px; height: 44px; min-height: 44px; min-width: 44px; padding: 0; border-radius: 50%; }
.floating { position: absolute; inset-inline-end: 10px; bottom: 68px; width: 96px; height: calc(100% - 120px); pointer-events: none; overflow: hidden; }
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
.eyebrow { display: block; font-size: 14px; font-weight: 700; letter-spacing: 0.04em; text-transform: uppercase; color: var(--_accent); margin: 0 0 3.2px; }
.discounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.discount { padding: 14.4px 16px; border: 1px dashed var(--_accent); border-radius: 12px; }
.discount p { margin: 0 0 5.6px; }
.code { font-weight: 700; font-family: ui-monospace, monospace; letter-spacing: 0.04em; }
.featured ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(256px, 1fr)); }
/* A strip of cards the thumb swipes through, each stopping at the start; the next card peeks in. */
.carousel .track { display: grid; grid-auto-flow: column; grid-auto-columns: min(272px, 78%); grid-template-columns: none; gap: 12px;
  overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; scroll-behavior: smooth; padding: 2px 2px 12px; }
.carousel .track > li { scroll-snap-align: start; display: flex; }
.featured:not(.carousel) .product { max-width: 320px; }
.bag { margin: 20px 0; }
.bag-lines { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.bag-line { display: grid; grid-template-columns: 1fr 80px auto auto; gap: 12px; align-items: center; }
.bag-line input { font: inherit; width: 100%; min-height: 40px; padding: 4.8px 8px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); }
.bag-total { font-weight: 600; margin: 9.6px 0 0; }
.confirm { margin-top: 9.6px; padding: 12px 16px; border-radius: 12px; background: #f4eee9; }
.confirm p { margin: 0; }
.carousel-buttons { display: flex; gap: 8px; justify-content: flex-end; }
.product { display: flex; flex-direction: column; gap: 12px; width: 100%; padding: 12px; border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); background: var(--_surface); }
.product.on-now { border-color: var(--_accent); box-shadow: 0 0 0 1px var(--_accent); }
.product img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; border-radius: 8px; object-fit: contain; background: #f4eee9; flex: none; }
.product > div { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.product p { margin: 0 0 4.8px; }
.card-actions { margin-top: auto; padding-top: 8px; display: grid; gap: 8px; }
.card-actions button { width: 100%; margin: 0; }
.price s { opacity: 0.6; }
.deal { font-size: 14px; color: var(--_accent); }
.name { font-weight: 600; }
.picker { min-width: 0; margin: 4px 0 8px; padding: 0; border: 0; }
.picker legend { padding: 0; margin-bottom: 4px; font-size: 14px; }
.picked { font-weight: 600; }
.choices { display: flex; flex-wrap: wrap; gap: 4px; }
/* A native radio, transparent, over its swatch: one tab stop per group, arrow keys, and the whole 44 px is the target. */
.choice { position: relative; display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; cursor: pointer; }
.choice input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.chip { width: 32px; height: 32px; border-radius: 50%; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15); }
.choice input:checked + .chip { box-shadow: 0 0 0 2px var(--_surface), 0 0 0 4px var(--_accent); }
.word { padding: 8px 14px; border-radius: 999px; border: 1px solid rgb(0 0 0 / 0.25); font-size: 14px; line-height: 1.3; }
.choice input:checked + .word { border-color: var(--_accent); background: var(--_accent); color: var(--_accent-contrast); }
.choice input:focus-visible + .chip, .choice input:focus-visible + .word { outline: 2px solid var(--_focus); outline-offset: 4px; }
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
