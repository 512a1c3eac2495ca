/** The set's contents under a bundle's price; each widget that sells bundles adds them to its stylesheet. Its select is the shared one. */
export const bundlePartsStyles = /* css */ `
.bundle { box-sizing: border-box; flex-basis: 100%; margin: var(--_space-2) 0 var(--_space-3); padding: var(--_space-3) var(--_space-4); border-radius: var(--_field-radius); background: var(--_surface-raised); font-size: var(--_text-sm); }
.bundle-title { margin: 0 0 var(--_space-2); font-size: var(--_text-sm); font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--_muted); }
.bundle ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--_space-2); }
.bundle li { display: flex; align-items: center; gap: var(--_space-3); }
.bundle li img { flex: none; width: 40px; height: 40px; border-radius: calc(var(--_field-radius) - 4px); object-fit: cover; background: var(--_surface); }
.bundle-part { display: flex; flex-direction: column; align-items: flex-start; gap: 2px; min-width: 0; flex: 1; }
.bundle-name { font-weight: 600; line-height: 1.3; }
.bundle-shade { color: var(--_muted); }
.bundle select { min-height: 40px; font-size: var(--_text-sm); }
.bundle-out { color: var(--_error); }
.bundle-note { margin: 0; color: var(--_muted); }
`;
