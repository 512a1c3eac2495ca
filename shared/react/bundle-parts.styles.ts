/** The set's contents under a bundle's price; each widget that sells bundles adds them to its stylesheet. */
export const bundlePartsStyles = /* css */ `
.bundle { box-sizing: border-box; flex-basis: 100%; margin: 0.5em 0 0.75em; padding: 0.7em 0.8em; border-radius: 10px; background: rgb(0 0 0 / 0.035); font-size: 0.875em; }
.bundle-title { margin: 0 0 0.5em; font-size: 1em; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: rgb(0 0 0 / 0.62); }
.bundle ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.55em; }
.bundle li { display: flex; align-items: center; gap: 0.65em; }
.bundle li img { flex: none; width: 2.5em; height: 2.5em; border-radius: 6px; object-fit: cover; background: #f4eee9; }
.bundle-part { display: flex; flex-direction: column; align-items: flex-start; gap: 0.15em; min-width: 0; flex: 1; }
.bundle-name { font-weight: 600; line-height: 1.3; }
.bundle-shade { color: rgb(0 0 0 / 0.68); }
.bundle select { font: inherit; min-height: 36px; max-width: 100%; padding: 0.25em 0.5em; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.3); background: #fff; color: inherit; }
.bundle-out { color: #9b1c1c; font-size: 0.92em; }
.bundle-note { margin: 0; color: rgb(0 0 0 / 0.68); }
`;
