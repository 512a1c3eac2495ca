import { MOBILE_MEDIA } from '../../shared/react/breakpoints';
import { showCardStyles } from '../../shared/react/ShowCard';

export const channelStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
.channel-header { display: flex; gap: 1.25rem; align-items: flex-start; margin-bottom: 1.5rem; }
.avatar { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; flex: none; }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-size: 2.5rem; font-weight: 700; }
h2 { font-size: 1.6rem; margin: 0; }
h3 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
.handle { margin: 0.1rem 0 0.5rem; opacity: 0.75; }
.bio { margin: 0 0 0.75rem; line-height: 1.5; max-width: 36rem; }
.empty { color: var(--_muted); }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; }
.notice a { color: inherit; }
.error { color: var(--_error); font-size: 0.875rem; }
button { min-height: 44px; padding: 0.5em 1.4em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
button.on { background: var(--_accent); color: var(--_accent-contrast); }
button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
@media ${MOBILE_MEDIA} { .channel-header { flex-direction: column; align-items: center; text-align: center; } .bio { margin-inline: auto; } }
${showCardStyles}
`;
