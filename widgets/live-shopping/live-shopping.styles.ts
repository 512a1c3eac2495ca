import { showCardStyles } from '../../shared/react/ShowCard';

export const liveShoppingStyles = /* css */ `
:host { margin: 16px 0 40px; }
.list { display: grid; gap: 40px; }
h2 { font-size: 22px; font-weight: 600; line-height: 1.3; margin: 0 0 16px; }
.empty { margin: 0; padding: 20px 24px; border-radius: var(--_panel-radius); background: rgb(255 255 255 / 0.7); box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.08); color: var(--_muted); max-inline-size: 640px; }
.notice { padding: 16px 20px; border-radius: var(--_panel-radius); background: #f4eee9; }
.notice p { margin: 0 0 12px; }
button { min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
${showCardStyles}
`;
