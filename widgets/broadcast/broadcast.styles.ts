import { DESKTOP_WIDTH, MOBILE_WIDTH, WIDER_THAN_MOBILE } from '../../shared/react/breakpoints';
import { showChatStyles } from '../../shared/live-ui/show-chat.styles';
import { confirmButtonStyles } from '../../shared/react/ConfirmButton';

export const broadcastStyles = /* css */ `
:host { display: block; margin: 1rem 0 2rem; container-type: inline-size; }
h2 { font-size: 1.2rem; margin: 0 0 0.75rem; }
h3 { font-size: 1.1rem; margin: 0 0 0.75rem; }
.row-between { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.dashboard, .manage { display: grid; gap: 1.5rem; }
.manage-grid { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); align-items: start; }
.manage-grid > div { display: grid; gap: 1.25rem; }
/* Tablet: the host's chat beside the panels, narrower; desktop: wider. */
@container ${WIDER_THAN_MOBILE} { .manage-grid { grid-template-columns: minmax(0, 1fr) 18rem; } .manage-grid aside { position: sticky; top: 1rem; } }
@container ${DESKTOP_WIDTH} { .manage-grid { grid-template-columns: minmax(0, 1fr) 22rem; } }
.panel, .show-form { padding: 1rem 1.1rem; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; background: var(--_surface); }
.show-form { display: grid; gap: 0.9rem; margin: 0 0 1.25rem; }
.field { display: grid; gap: 0.3rem; margin-bottom: 0.6rem; }
.field input, .field textarea, .field select, .products input[type='search'], .inline input { font: inherit; padding: 0.45rem 0.6rem; min-height: 40px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); background: #fff; box-sizing: border-box; max-width: 100%; }
.field textarea { resize: vertical; }
[aria-invalid='true'] { border-color: var(--_error) !important; }
label, .label, legend { font-weight: 600; font-size: 0.95rem; }
.counter, .hint { font-size: 0.85rem; color: var(--_muted); }
.counter[data-over='true'] { color: var(--_error); font-weight: 700; }
.error { color: var(--_error); font-size: 0.875rem; }
.error:empty, .hint:empty { display: none; }
.muted { color: var(--_muted); }
fieldset { border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; padding: 0.75rem 0.9rem; margin: 0; display: grid; gap: 0.5rem; }
.variants { border: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.variants legend { font-weight: 400; font-size: 0.85rem; margin-bottom: 0.25rem; }
.check { display: inline-flex; align-items: center; gap: 0.4rem; font-weight: 400; min-height: 32px; }
.inline { display: grid; gap: 0.25rem; font-weight: 400; font-size: 0.9rem; max-width: 20rem; }
.inline-radios { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; }
.picked { padding: 0.6rem 0.75rem; border-radius: 8px; background: #f7f3ef; display: grid; gap: 0.4rem; }
.field > button { justify-self: start; }
.host-products { list-style: none; margin: 0 0 0.75rem; padding: 0; }
.panel > button + button, .panel > button + .confirm, .panel > .confirm + button { margin-left: 0.5rem; }
.results { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.results li, .host-products li { display: flex; justify-content: space-between; align-items: center; gap: 0.75rem; flex-wrap: wrap; padding: 0.25rem 0; border-bottom: 1px solid rgb(0 0 0 / 0.06); }
.show-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.show-list li { display: grid; grid-template-columns: auto 1fr auto auto; gap: 0.75rem; align-items: center; padding: 0.6rem 0.8rem; border: 1px solid rgb(0 0 0 / 0.1); border-radius: 10px; background: var(--_surface); }
@container ${MOBILE_WIDTH} { .show-list li { grid-template-columns: auto 1fr; } }
.show-title { font-weight: 600; }
.state { display: inline-block; padding: 0.15em 0.7em; border-radius: 999px; background: #f4eee9; font-size: 0.8rem; font-weight: 700; }
.state-RUNNING { background: #c8102e; color: #fff; }
.state-CANCELLED, .state-ENDED { background: #e7e2de; color: #444; }
.tag { display: inline-block; margin-left: 0.4rem; padding: 0 0.45rem; border-radius: 4px; background: var(--_accent); color: var(--_accent-contrast); font-size: 0.75rem; font-weight: 700; }
.key { display: grid; grid-template-columns: auto 1fr; gap: 0.3rem 0.9rem; margin: 0 0 0.75rem; }
.key dt { font-weight: 600; }
.key dd { margin: 0; overflow-wrap: anywhere; }
.stream { margin: 0.75rem 0 0; font-weight: 600; }
.stream.live { color: #1b7f3b; }
.stats { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.6rem; margin: 0; }
.stats div { padding: 0.5rem 0.6rem; border-radius: 8px; background: #f7f3ef; }
.stats dt { font-size: 0.8rem; color: var(--_muted); }
.stats dd { margin: 0; font-size: 1.3rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.picture-row { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; margin-top: 0.75rem; }
.avatar { width: 72px; height: 72px; border-radius: 50%; object-fit: cover; }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, a.button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_accent); color: var(--_accent-contrast); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.secondary { background: transparent; color: var(--_accent); }
button.secondary[aria-pressed='true'] { background: var(--_accent); color: var(--_accent-contrast); }
button.small { min-height: 34px; padding: 0.2em 0.8em; font-size: 0.85rem; }
button.link { min-height: 0; padding: 0; border: none; background: none; color: inherit; text-decoration: underline; font-weight: 400; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button:focus-visible, a:focus-visible, input:focus-visible, textarea:focus-visible, select:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
${showChatStyles}
${confirmButtonStyles}
`;
