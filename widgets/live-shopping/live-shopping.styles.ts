import { showCardStyles } from '../../shared/react/ShowCard';

export const liveShoppingStyles = /* css */ `
:host { margin: 16px 0 32px; }
h2 { font-size: 19.2px; margin: 24px 0 12px; }
.empty { color: var(--_muted); }
.notice { padding: 12px 16px; border-radius: 8px; background: #f4eee9; }
button { min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
${showCardStyles}
`;
