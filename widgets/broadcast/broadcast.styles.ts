import { DESKTOP_WIDTH, MOBILE_WIDTH, WIDER_THAN_MOBILE } from '../../shared/react/breakpoints';
import { showChatStyles } from '../../shared/live-ui/show-chat.styles';
import { confirmButtonStyles } from '../../shared/react/ConfirmButton';
import { showStatusStyles } from '../../shared/react/ShowStatusBadge';

export const broadcastStyles = /* css */ `
:host { display: block; margin: 16px 0 32px; }
h2 { font-size: 20px; font-weight: 600; line-height: 1.3; margin: 0 0 12px; }
h3 { font-size: 18px; font-weight: 600; line-height: 1.3; margin: 0 0 12px; }
a { color: var(--_accent); text-decoration: underline; text-decoration-thickness: 1px; text-underline-offset: 3px; }
a:hover { text-decoration-thickness: 2px; }
.row-between { display: flex; justify-content: space-between; align-items: center; gap: 16px; flex-wrap: wrap; }
.dashboard, .manage { display: grid; gap: 24px; }
.section-head { display: flex; justify-content: space-between; align-items: center; gap: 12px 16px; flex-wrap: wrap; margin-block-end: 16px; }
.section-head h2 { margin: 0; }
.back { justify-self: start; }
.manage { gap: 20px; }
.manage-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 16px; flex-wrap: wrap; }
.manage-title { display: grid; gap: 6px; justify-items: start; min-inline-size: 0; }
.manage-title h2 { font-size: 26px; margin: 0; }
/* A phone: the stream, then the chat, then the other panels. Wider: the chat in its own column beside them, from the top. */
.manage-grid { display: grid; gap: 20px; grid-template-columns: minmax(0, 1fr); align-items: start; }
.manage-first, .manage-rest { display: grid; gap: 20px; }
@container ${WIDER_THAN_MOBILE} {
  .manage-grid { grid-template-columns: minmax(0, 1fr) 288px; grid-template-rows: auto 1fr; grid-template-areas: 'first chat' 'rest chat'; }
  .manage-first { grid-area: first; }
  .manage-rest { grid-area: rest; }
  .manage-chat { grid-area: chat; position: sticky; top: 16px; }
  .manage-grid.no-stream { grid-template-rows: auto; grid-template-areas: 'rest chat'; }
}
@container ${DESKTOP_WIDTH} { .manage-grid { grid-template-columns: minmax(0, 1fr) 352px; } }
.panel, .show-form { padding: 16px 17.6px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; background: var(--_surface); }
.show-form { display: grid; gap: 14.4px; margin: 0 0 20px; }
.field { display: grid; gap: 4.8px; margin-bottom: 9.6px; }
.field input, .field textarea, .field select, .products input[type='search'], .inline input { font: inherit; padding: 7.2px 9.6px; min-height: 40px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); background: #fff; box-sizing: border-box; max-width: 100%; }
.field textarea { resize: vertical; }
[aria-invalid='true'] { border-color: var(--_error) !important; }
label, .label, legend { font-weight: 600; font-size: 15.2px; }
.counter, .hint { font-size: 14px; color: var(--_muted); }
.counter[data-over='true'] { color: var(--_error); font-weight: 700; }
.error { color: var(--_error); font-size: 14px; }
.error:empty, .hint:empty { display: none; }
.muted { color: var(--_muted); }
fieldset { border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; padding: 12px 14.4px; margin: 0; display: grid; gap: 8px; }
.variants { border: none; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.variants legend { font-weight: 400; font-size: 14px; margin-bottom: 4px; }
.check { display: inline-flex; align-items: center; gap: 6.4px; font-weight: 400; min-height: 32px; }
.inline { display: grid; gap: 4px; font-weight: 400; font-size: 14.4px; max-width: 320px; }
.inline-radios { display: flex; flex-wrap: wrap; gap: 8px 20px; }
.picked { padding: 9.6px 12px; border-radius: 8px; background: #f7f3ef; display: grid; gap: 6.4px; }
.field > button { justify-self: start; }
.host-products { list-style: none; margin: 0 0 12px; padding: 0; }
.results { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.results li, .host-products li { display: flex; justify-content: space-between; align-items: center; gap: 12px; flex-wrap: wrap; padding: 4px 0; border-bottom: 1px solid rgb(0 0 0 / 0.06); }
.show-list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: max-content max-content minmax(0, 1fr) max-content max-content; gap: 8px 16px; }
/* Every row on the list's columns (subgrid), so statuses, titles, dates and links line up. */
.show-list li { grid-column: 1 / -1; display: grid; grid-template-columns: subgrid; grid-template-areas: 'thumb status title when manage'; align-items: center; padding: 10px 16px 10px 10px; border: 1px solid rgb(0 0 0 / 0.1); border-radius: var(--_panel-radius); background: var(--_surface); }
.show-list .status { grid-area: status; }
.row-thumb { grid-area: thumb; display: block; inline-size: 96px; aspect-ratio: 16 / 9; border-radius: 8px; overflow: hidden; background: linear-gradient(135deg, #f6e3dc 0%, #e4b7b0 48%, #9a5b68 100%); }
.row-thumb img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.show-title { grid-area: title; font-weight: 600; min-inline-size: 0; overflow-wrap: anywhere; }
.show-when { grid-area: when; color: var(--_muted); font-variant-numeric: tabular-nums; }
.show-list .button-link { grid-area: manage; }
/* A phone: the status and title on one line, when and the manage link on the next. */
@container ${MOBILE_WIDTH} { .show-list { grid-template-columns: minmax(0, 1fr); } .show-list li { grid-template-columns: 96px minmax(0, 1fr) auto; grid-template-areas: 'thumb status status' 'thumb title title' 'when when manage'; gap: 6px 12px; } }
.empty-state { display: grid; gap: 8px; justify-items: start; padding: 28px; border-radius: var(--_panel-radius); background: var(--_surface); border: 1px dashed rgb(0 0 0 / 0.2); }
.empty-state h3, .empty-state p { margin: 0; }
.empty-state p { color: var(--_muted); max-inline-size: 560px; margin-block-end: 8px; }
.tag { display: inline-block; margin-inline-start: 6.4px; padding: 0 7.2px; border-radius: 4px; background: var(--_accent); color: var(--_accent-contrast); font-size: 14px; font-weight: 600; }
.key { display: grid; grid-template-columns: auto 1fr; gap: 4.8px 14.4px; margin: 0 0 12px; }
.key dt { font-weight: 600; }
.key dd { margin: 0; overflow-wrap: anywhere; }
.panel > .actions { margin-block-start: 4px; }
.stream { display: flex; align-items: baseline; gap: 8px; margin: 16px 0 0; font-weight: 600; }
.stream::before { content: ''; flex: none; inline-size: 8px; block-size: 8px; border-radius: 50%; background: #c58a00; transform: translateY(-1px); }
.stream.live { color: #1b7f3b; }
.stream.live::before { background: currentColor; }
.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(144px, 1fr)); gap: 9.6px; margin: 0; }
.stats div { padding: 8px 9.6px; border-radius: 8px; background: #f7f3ef; }
.stats dt { font-size: 14px; color: var(--_muted); }
.stats dd { margin: 0; font-size: 20.8px; font-weight: 700; font-variant-numeric: tabular-nums; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.picture-row { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; margin-top: 12px; }
.avatar { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; }
.notice { padding: 12px 16px; border-radius: 8px; background: #f4eee9; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, a.button, a.button-link { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_accent); color: var(--_accent-contrast); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.secondary, a.button-link { background: transparent; color: var(--_accent); }
a.button-link.small { min-height: 36px; padding: 0.2em 1em; font-size: 14px; }
button.secondary[aria-pressed='true'] { background: var(--_accent); color: var(--_accent-contrast); }
button.small { min-height: 34px; padding: 0.2em 0.8em; font-size: 14px; }
button.link { min-height: 0; padding: 0; border: none; background: none; color: inherit; text-decoration: underline; font-weight: 400; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button:focus-visible, a:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
${showStatusStyles}
${showChatStyles}
/* The chat's own counter rule comes later in this sheet: the host's forms keep their 14 px. */
.panel .counter, .show-form .counter { font-size: 14px; }
${confirmButtonStyles}
`;
