/**
 * The design tokens' picture for the README: every colour, the type, spacing and radius scales, the shadows, and
 * the shared controls, drawn in headless Chromium from the real stylesheets (base-styles.ts + controls.styles.ts)
 * inside a shadow root, as a widget gets them. Writes docs/design-tokens.png.
 *
 *   npm run tokens:sheet
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { baseStyles } from '../shared/react/base-styles';
import { controlStyles } from '../shared/react/controls.styles';
import { designTokens } from '../shared/react/design-tokens';
import { launchChromium } from './try-on-driver';

const OUT = 'docs/design-tokens.png';

const sheetStyles = /* css */ `
:host { padding: 32px 36px; background: var(--_surface); font-family: "Helvetica Neue", Arial, system-ui, sans-serif; }
h1 { margin: 0 0 4px; font-size: var(--_text-xl); font-weight: 400; }
.lead { margin: 0 0 24px; color: var(--_muted); font-size: var(--_text-sm); }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 32px; }
section { display: grid; gap: 12px; align-content: start; }
h2 { margin: 8px 0 0; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; }
.colours { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; }
.colour { display: grid; gap: 4px; font-size: var(--_text-sm); }
.colour span:first-child { height: 40px; border-radius: var(--_field-radius); box-shadow: inset 0 0 0 1px var(--_line); }
.colour code { color: var(--_muted); font-size: 14px; }
.space { display: flex; align-items: end; gap: 14px; font-size: var(--_text-sm); color: var(--_muted); }
.space span { display: grid; justify-items: center; gap: 4px; }
.space i { display: block; background: var(--_accent); border-radius: 2px; }
.radii span, .shadows span { display: grid; place-items: center; width: 88px; height: 56px; background: var(--_surface-raised); font-size: var(--_text-sm); color: var(--_muted); }
.shadows span { background: var(--_surface); border-radius: var(--_field-radius); }
.card p { margin: 4px 0 0; color: var(--_muted); font-size: var(--_text-sm); }
`;

/** The sheet's markup: class names are the shared controls' (controls.styles.ts). */
function markup(): string {
  const colours = designTokens
    .filter((t) => t.kind === 'colour')
    .map(
      (t) =>
        `<div class="colour"><span style="background: var(${t.internal})"></span><b>${t.name.slice(9)}</b><code>${t.fallback}</code></div>`,
    )
    .join('');
  const type = designTokens
    .filter((t) => t.kind === 'type')
    .map(
      (t) =>
        `<div style="font-size: var(${t.internal}); line-height: 1.2">${t.name.slice(9)} · ${t.fallback} · Velvet Matte Lipstick</div>`,
    )
    .join('');
  const space = [1, 2, 3, 4, 5, 6]
    .map((n) => `<span><i style="width: var(--_space-${n}); height: var(--_space-${n})"></i>${n}</span>`)
    .join('');
  const swatch = (c: string, checked = false) =>
    `<label class="swatch"><input type="radio" name="s"${checked ? ' checked' : ''}><span class="chip" style="background: ${c}"></span></label>`;
  return `
<h1>Vanity design tokens</h1>
<p class="lead">The --vanity-* defaults and the shared controls every widget adopts (controls.styles.ts).</p>
<div class="cols">
  <section>
    <h2 class="eyebrow">Colours</h2>
    <div class="colours">${colours}</div>
    <h2 class="eyebrow">Type scale</h2>
    ${type}
    <h2 class="eyebrow">Spacing (--vanity-space × scale)</h2>
    <div class="space">${space}</div>
    <h2 class="eyebrow">Radii and shadows</h2>
    <div class="row radii">
      <span style="border-radius: var(--_radius)">radius</span>
      <span style="border-radius: var(--_panel-radius)">panel</span>
      <span style="border-radius: var(--_field-radius)">field</span>
    </div>
    <div class="row shadows">
      <span style="box-shadow: var(--_shadow-sm)">shadow-sm</span>
      <span style="box-shadow: var(--_shadow-md)">shadow-md</span>
      <span style="box-shadow: var(--_shadow-lg)">shadow-lg</span>
    </div>
  </section>
  <section>
    <h2 class="eyebrow">Buttons and links</h2>
    <div class="row">
      <button class="primary">Add to bag</button><button>Choose photo</button><button class="link">Dismiss</button>
      <button class="icon" aria-label="Options"><svg viewBox="0 0 24 24"><circle cx="6" cy="12" r="1.6"/><circle cx="12" cy="12" r="1.6"/><circle cx="18" cy="12" r="1.6"/></svg></button>
    </div>
    <div class="row">
      <button class="danger">End the show</button><button class="small">Small</button><button class="primary" disabled>Sold out</button><a href="#">A link</a>
    </div>
    <h2 class="eyebrow">Fields</h2>
    <div class="field"><label for="e">Email</label><input id="e" placeholder="you@example.com"></div>
    <div class="field"><label for="p">Password</label><input id="p" type="password" value="secret" aria-invalid="true"><span class="hint error-text">At least 8 characters</span></div>
    <div class="row"><select><option>Classic Red</option></select><label class="check"><input type="checkbox" checked> Keep me signed in</label></div>
    <h2 class="eyebrow">Swatches, segmented, choices, slider</h2>
    <div class="swatches">${swatch('#a4505c', true)}${swatch('#8e2f2c')}${swatch('#c98f7e')}${swatch('#7c2446')}${swatch('#e0654f')}</div>
    <div class="segmented"><label><input type="radio" name="l" checked>Duet</label><label><input type="radio" name="l">Satin</label><label><input type="radio" name="l">Shimmer</label></div>
    <div class="choices"><label class="choice"><input type="radio" name="u" checked> Neutral</label><label class="choice"><input type="radio" name="u"> Warm</label></div>
    <input type="range" min="0" max="2" value="1" aria-label="Coverage">
    <h2 class="eyebrow">Card and badges</h2>
    <div class="card"><div class="row"><span class="badge live">Live</span><span class="badge">Replay</span><span class="badge accent">New</span><span class="badge success">In stock</span></div><p>Cards hold panels; badges mark state.</p></div>
  </section>
</div>`;
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await page.setContent('<!doctype html><html><body style="margin: 0"><div id="host"></div></body></html>');
  await page.evaluate(
    ([css, html]) => {
      const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
      shadow.innerHTML = `<style>${css}</style>${html}`;
    },
    [baseStyles + controlStyles + sheetStyles, markup()] as const,
  );
  const png = await page.locator('#host').screenshot();
  // A palette PNG: flat colours and text compress far below the README's 150 KB budget.
  const small = await sharp(png).png({ palette: true, colours: 128, compressionLevel: 9 }).toBuffer();
  mkdirSync('docs', { recursive: true });
  writeFileSync(OUT, small);
  console.log(`${OUT}: ${Math.round(small.length / 1024)} KB`);
} finally {
  await browser.close();
}
