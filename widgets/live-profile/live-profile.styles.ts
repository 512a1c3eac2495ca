import { showCardStyles } from '../../shared/react/ShowCard';
import { confirmButtonStyles } from '../../shared/react/ConfirmButton';

export const liveProfileStyles = /* css */ `
:host { margin: 16px 0 40px; }
h2 { font-size: 22px; font-weight: 600; line-height: 1.3; margin: 32px 0 16px; }
/* One line of tabs at any width: a phone scrolls it sideways rather than breaking the underline across rows. */
.tabs { list-style: none; display: flex; gap: 4px; margin: 0; padding: 0; border-bottom: 1px solid rgb(0 0 0 / 0.12); overflow-x: auto; scrollbar-width: none; }
.tabs a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 14px; white-space: nowrap; color: inherit; text-decoration: none; border-bottom: 3px solid transparent; font-weight: 600; }
.tabs a[aria-current='page'] { border-bottom-color: var(--_accent); color: var(--_accent); }
.tabs a:focus-visible, .host-row a:focus-visible, .button-link:focus-visible, button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.hosts { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; max-width: 640px; }
.host-row { display: flex; align-items: center; justify-content: space-between; gap: 16px; padding: 12px 16px; border-radius: var(--_panel-radius); background: var(--_surface); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); }
.host-row a { display: inline-flex; align-items: center; gap: 12px; color: inherit; text-decoration: none; }
.avatar { width: 56px; height: 56px; border-radius: 50%; object-fit: cover; flex: none; }
.avatar.large { width: 96px; height: 96px; }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-weight: 700; font-size: 20.8px; }
.avatar.large.initial { font-size: 40px; }
.muted, .empty { color: var(--_muted); }
.empty-state { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px 24px; padding: 24px; border-radius: var(--_panel-radius); background: rgb(255 255 255 / 0.7); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); max-inline-size: 760px; }
.empty-state p { margin: 0; flex: 1 1 280px; }
.empty-state strong { display: block; margin-block-end: 4px; color: var(--_text); }
.button-link.primary { background: var(--_accent); color: var(--_accent-contrast); }
.display-name { font-size: 17.6px; font-weight: 600; margin: 0 0 8px; }
.picture-row { display: flex; gap: 20px; align-items: center; }
.notice { padding: 12px 16px; border-radius: 8px; background: #f4eee9; margin: 16px 0; }
.error { color: var(--_error); font-size: 14px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, .button-link { display: inline-flex; align-items: center; min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.small { min-height: 36px; padding: 0.3em 0.9em; font-size: 14.4px; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
.admin { display: grid; gap: 16px; max-width: 576px; }
.panel { padding: 16px 17.6px; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; background: var(--_surface); display: grid; gap: 8px; }
.panel h3 { margin: 0; font-size: 16.8px; }
.field { display: grid; gap: 4.8px; }
.field input, .field select { font: inherit; min-height: 40px; padding: 6.4px 9.6px; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); background: #fff; }
[aria-invalid='true'] { border-color: var(--_error); }
.muted:empty, .error:empty { display: none; }
${showCardStyles}
${confirmButtonStyles}
`;
