import { showCardStyles } from '../../shared/react/ShowCard';

export const liveShoppingStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
.empty { color: var(--_muted); }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; }
button { min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
${showCardStyles}
`;
