import { MOBILE_MEDIA } from '../../shared/react/breakpoints';
export const accountStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
.account { max-width: 28rem; }
h2 { font-size: 1.4rem; margin: 0 0 1rem; }
.screen > p { line-height: 1.5; }
form { display: grid; gap: 0.9rem; margin-bottom: 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
@media ${MOBILE_MEDIA} { .row { grid-template-columns: 1fr; } }
.field { display: grid; gap: 0.3rem; }
.field label { font-weight: 600; font-size: 0.9rem; }
.field input { font: inherit; padding: 0.65rem 0.75rem; min-height: 44px; border: 1px solid rgb(0 0 0 / 0.3); border-radius: 8px; background: #fff; color: var(--_text); }
.field input[aria-invalid="true"] { border-color: var(--_error); }
.field-error { color: var(--_error); font-size: 0.875rem; margin: 0; }
.rules { list-style: none; margin: 0.2rem 0 0; padding: 0; display: grid; gap: 0.1rem; font-size: 0.85rem; color: var(--_muted); }
.rules li[data-met="true"] { color: #1d6b35; }
.check { display: flex; align-items: center; gap: 0.5rem; font-size: 0.9rem; cursor: pointer; }
.check input { width: 1.1rem; height: 1.1rem; accent-color: var(--_accent); margin: 0; }
.check.small { font-size: 0.8rem; margin-top: 0.3rem; color: var(--_muted); }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.3em; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.primary, .button.primary { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.5; cursor: not-allowed; }
button.link { min-height: 0; padding: 0; border: 0; background: none; text-decoration: underline; font-weight: 500; color: inherit; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.message { padding: 0.75rem 1rem; border-radius: 8px; background: #fbeceb; color: var(--_error); }
.message p { margin: 0 0 0.35rem; }
.message a, .message button.link { color: var(--_text); }
.message-link { margin: -0.4rem 0 0; }
.banner { padding: 0.75rem 1rem; border-radius: 8px; background: #e8f3ea; color: #1d4f2a; }
.tabs { display: flex; gap: 0.25rem; margin-bottom: 1rem; border-bottom: 1px solid rgb(0 0 0 / 0.15); }
.tabs button { border: 0; border-radius: 0; background: none; color: var(--_muted); border-bottom: 2px solid transparent; }
.tabs button[aria-selected="true"] { color: var(--_text); border-bottom-color: var(--_accent); }
.small { font-size: 0.8rem; color: var(--_muted); }
.counter[data-over="true"] { color: var(--_error); font-weight: 600; }
.social { display: grid; gap: 0.5rem; margin: 0.5rem 0 1rem; }
.social p { margin: 0; }
.preferences { margin: 1.5rem 0 0; padding: 1rem; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; }
.preferences legend { font-weight: 600; padding: 0 0.25rem; }
.preferences p { margin: 0.4rem 0 0; }
a { color: inherit; }
`;
