import { MOBILE_MEDIA } from '../../shared/react/breakpoints';
import { showCardStyles } from '../../shared/react/ShowCard';

export const channelStyles = /* css */ `
:host { margin: 16px 0 32px; }
.channel-header { display: flex; gap: 20px; align-items: flex-start; margin-bottom: 24px; }
.avatar { width: 96px; height: 96px; border-radius: 50%; object-fit: cover; flex: none; }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-size: 40px; font-weight: 700; }
h2 { font-size: 25.6px; margin: 0; }
h3 { font-size: 19.2px; margin: 24px 0 12px; }
.handle { margin: 1.6px 0 8px; opacity: 0.75; }
.bio { margin: 0 0 12px; line-height: 1.5; max-width: 576px; }
.empty { color: var(--_muted); }
.notice { padding: 12px 16px; border-radius: 8px; background: #f4eee9; }
.notice a { color: inherit; }
.error { color: var(--_error); font-size: 14px; }
button { min-height: 44px; padding: 0.5em 1.4em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
button.on { background: var(--_accent); color: var(--_accent-contrast); }
button:focus-visible { outline: 2px solid var(--_accent); outline-offset: 2px; }
@media ${MOBILE_MEDIA} { .channel-header { flex-direction: column; align-items: center; text-align: center; } .bio { margin-inline: auto; } }
${showCardStyles}
`;
