import { MOBILE_MEDIA } from '../../shared/react/breakpoints';
export const accountStyles = /* css */ `
:host { margin: 16px 0 32px; }
/* flow-root: a screen's first margin stays inside, so the box starts at the same place whichever screen shows (the
   sign-in check's one-line status, then the form, moved it by a paragraph's margin: a layout shift). */
.account { max-width: 448px; display: flow-root; }
h2 { font-size: 22.4px; margin: 0 0 16px; }
.screen > p { line-height: 1.5; }
form { display: grid; gap: 14.4px; margin-bottom: 16px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
@media ${MOBILE_MEDIA} { .row { grid-template-columns: 1fr; } }
.field { display: grid; gap: 4.8px; }
.field label { font-weight: 600; font-size: 14.4px; }
.field input { font: inherit; padding: 10.4px 12px; min-height: 44px; border: 1px solid rgb(0 0 0 / 0.3); border-radius: 8px; background: #fff; color: var(--_text); }
.field input[aria-invalid="true"] { border-color: var(--_error); }
.field-error { color: var(--_error); font-size: 14px; margin: 0; }
.rules { list-style: none; margin: 3.2px 0 0; padding: 0; display: grid; gap: 1.6px; font-size: 14px; color: var(--_muted); }
.rules li[data-met="true"] { color: #1d6b35; }
.check { display: flex; align-items: center; gap: 8px; font-size: 14.4px; cursor: pointer; }
.check input { width: 17.6px; height: 17.6px; accent-color: var(--_accent); margin: 0; }
.check.small { font-size: 14px; margin-top: 4.8px; color: var(--_muted); }
button, .button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.3em; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.primary, .button.primary { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.5; cursor: not-allowed; }
button.link { min-height: 0; padding: 0; border: 0; background: none; text-decoration: underline; font-weight: 500; color: inherit; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; }
.message { padding: 12px 16px; border-radius: 8px; background: #fbeceb; color: var(--_error); }
.message p { margin: 0 0 5.6px; }
.message a, .message button.link { color: var(--_text); }
.message-link { margin: -6.4px 0 0; }
.banner { padding: 12px 16px; border-radius: 8px; background: #e8f3ea; color: #1d4f2a; }
.tabs { display: flex; gap: 4px; margin-bottom: 16px; border-bottom: 1px solid rgb(0 0 0 / 0.15); }
.tabs button { border: 0; border-radius: 0; background: none; color: var(--_muted); border-bottom: 2px solid transparent; }
.tabs button[aria-selected="true"] { color: var(--_text); border-bottom-color: var(--_accent); }
.small { font-size: 14px; color: var(--_muted); }
.counter[data-over="true"] { color: var(--_error); font-weight: 600; }
.social { display: grid; gap: 8px; margin: 8px 0 16px; }
.social p { margin: 0; }
/* Provider buttons as the providers ask: their mark beside the text, on a neutral button. */
.social button { gap: 12px; border-color: rgb(0 0 0 / 0.2); color: var(--_text); }
.social .logo { flex: none; width: 20px; height: 20px; }
.legal { line-height: 1.5; }
.legal a { color: var(--_text); }
.preferences { margin: 24px 0 0; padding: 16px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 10px; }
.preferences legend { font-weight: 600; padding: 0 4px; }
.preferences p { margin: 6.4px 0 0; }
a { color: inherit; }
`;
