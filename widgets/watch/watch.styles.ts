export const watchStyles = /* css */ `
:host { margin: 1rem 0 2rem; }
.show { max-width: 46rem; }
h2 { font-size: 1.6rem; margin: 0.25rem 0 0.5rem; }
.state { margin: 0; }
.badge { display: inline-block; padding: 0.3em 0.8em; border-radius: 999px; background: #f4eee9; font-weight: 700; font-variant-numeric: tabular-nums; }
.badge.live { background: #c8102e; color: #fff; }
.host a { color: inherit; font-weight: 600; }
.when, .description { line-height: 1.5; }
.notice { padding: 0.75rem 1rem; border-radius: 8px; background: #f4eee9; }
.notice a { color: inherit; }
.featured h3 { font-size: 1.1rem; margin: 1.5rem 0 0.75rem; }
.featured ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); }
.product { display: flex; gap: 0.9rem; padding: 0.9rem; border: 1px solid rgb(0 0 0 / 0.1); border-radius: 12px; background: var(--_surface); }
.product img { border-radius: 8px; object-fit: cover; background: #f4eee9; flex: none; }
.product p { margin: 0 0 0.3rem; }
.name { font-weight: 600; }
.picker { display: grid; gap: 0.2rem; font-size: 0.85rem; margin: 0.4rem 0; }
.picker select { font: inherit; min-height: 40px; padding: 0.3rem 0.5rem; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); background: #fff; }
button { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 0.5em 1.2em; margin-top: 0.4rem; border-radius: var(--_radius);
  border: 1px solid var(--_accent); background: var(--_accent); color: var(--_accent-contrast); font: inherit; font-weight: 600; cursor: pointer; }
button:disabled { opacity: 0.45; cursor: not-allowed; }
.bag-status { font-size: 0.85rem; }
.bag-status:empty { display: none; }
.error { color: var(--_error); font-size: 0.875rem; }
`;
