import { showCardStyles } from '../../shared/react/ShowCard';
import { confirmButtonStyles } from '../../shared/react/ConfirmButton';

export const liveProfileStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
.tabs { list-style: none; display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0; padding: 0; border-bottom: 1px solid rgb(0 0 0 / 0.12); }
.tabs a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 1rem; color: inherit; text-decoration: none; border-bottom: 3px solid transparent; font-weight: 600; }
.tabs a[aria-current='page'] { border-bottom-color: var(--_accent); color: var(--_accent); }
.tabs a:focus-visible, .host-row a:focus-visible, .button-link:focus-visible, button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
.hosts { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; max-width: 36rem; }
.host-row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; }
.host-row a { display: inline-flex; align-items: center; gap: 0.75rem; color: inherit; text-decoration: none; }
.avatar { width: 48px; height: 48px; border-radius: 50%; object-fit: cover; flex: none; }
.avatar.large { width: 96px; height: 96px; }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-weight: 700; font-size: 1.3rem; }
.avatar.large.initial { font-size: 2.5rem; }
.muted, .empty { color: var(--_muted); }
.display-name { font-size: 1.1rem; font-weight: 600; margin: 0 0 0.5rem; }
.picture-row { display: flex; gap: 1.25rem; align-items: center; }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; margin: 1rem 0; }
.error { color: var(--_error); font-size: 0.875rem; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
button, .button-link { display: inline-flex; align-items: center; min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.small { min-height: 36px; padding: 0.3em 0.9em; margin-top: 0.4rem; font-size: 0.9rem; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
.admin { display: grid; gap: 1rem; max-width: 36rem; }
.panel { padding: 1rem 1.1rem; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; background: var(--_surface); display: grid; gap: 0.5rem; }
.panel h3 { margin: 0; font-size: 1.05rem; }
.field { display: grid; gap: 0.3rem; }
.field input, .field select { font: inherit; min-height: 40px; padding: 0.4rem 0.6rem; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); background: #fff; }
[aria-invalid='true'] { border-color: var(--_error); }
.muted:empty, .error:empty { display: none; }
${showCardStyles}
${confirmButtonStyles}
`;
