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
`;
