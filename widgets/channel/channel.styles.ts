import { MOBILE_WIDTH } from '../../shared/react/breakpoints';
import { showCardStyles } from '../../shared/react/ShowCard';

export const channelStyles = /* css */ `
:host { margin: 16px 0 40px; }
.channel { display: grid; gap: 40px; }
.channel-header { display: flex; gap: 28px; align-items: center; padding: 28px; border-radius: var(--_panel-radius); background: linear-gradient(120deg, rgb(255 255 255 / 0.9), rgb(246 227 220 / 0.7)); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.06); }
.channel-header > div { display: grid; gap: 6px; justify-items: start; min-inline-size: 0; }
.avatar { width: 120px; height: 120px; border-radius: 50%; object-fit: cover; flex: none; box-shadow: 0 0 0 4px #ffffff, 0 6px 20px -8px rgb(31 26 23 / 0.45); }
.avatar.initial { display: inline-grid; place-items: center; background: var(--_accent); color: var(--_accent-contrast); font-size: 44px; font-weight: 600; }
h2 { font-size: 30px; font-weight: 600; line-height: 1.2; margin: 0; }
h3 { font-size: 22px; font-weight: 600; line-height: 1.3; margin: 0 0 16px; }
.handle { margin: 0; color: var(--_muted); }
.bio { margin: 4px 0 8px; line-height: 1.5; max-width: 576px; }
.since { margin: -8px 0 16px; color: var(--_muted); }
.empty { color: var(--_muted); }
.empty:empty { display: none; }
.empty-state { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px 24px; padding: 24px; border-radius: var(--_panel-radius); background: rgb(255 255 255 / 0.7); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); max-inline-size: 760px; }
.empty-state p { margin: 0; flex: 1 1 280px; }
.notice { padding: 16px 20px; border-radius: var(--_panel-radius); background: #f4eee9; }
.notice a { color: inherit; text-underline-offset: 3px; }
.error { color: var(--_error); font-size: 14px; }
section > button, section > .error { margin-block-start: 20px; }
button, .button-link { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.4em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: transparent; color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; }
button.on { background: var(--_accent); color: var(--_accent-contrast); }
button:disabled { opacity: 0.45; cursor: not-allowed; }
button:focus-visible, .button-link:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
@container ${MOBILE_WIDTH} { .channel-header { flex-direction: column; text-align: center; padding: 24px 16px; } .channel-header > div { justify-items: center; } .bio { margin-inline: auto; } }
${showCardStyles}
`;
