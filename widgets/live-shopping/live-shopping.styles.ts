export const liveShoppingStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.75rem; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); }
a { display: grid; gap: 0.25rem; padding: 1rem; border: 1px solid rgb(0 0 0 / 0.1); border-radius: 12px; background: var(--_surface); color: inherit; text-decoration: none; min-height: 44px; }
a:hover .title { text-decoration: underline; }
.when { font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--_muted); }
.title { font-weight: 600; font-size: 1.05rem; }
.host { color: var(--_muted); font-size: 0.9rem; }
.empty { color: var(--_muted); }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; }
button { min-height: 44px; padding: 0.5em 1.2em; border-radius: var(--_radius); border: 1px solid var(--_accent); background: var(--_surface); color: var(--_accent); font: inherit; font-weight: 600; cursor: pointer; }
`;
