import type { SeedProduct, SeedVariant } from './catalogue';

/** Product photography for the local store: a packshot drawn in the variant's own colour. */
export function productArt(product: SeedProduct, chosen: SeedVariant | undefined): string {
  // The product's own image shows its first shade.
  const variant = chosen ?? product.variants[0];
  const hex = variant?.colorHex ?? '#C98F7E';
  const second = variant?.secondColorHex ?? '#E3C9A0';
  const gold = '#C9A96E';
  const body = {
    lipstick: `<rect x="215" y="330" width="170" height="230" rx="10" fill="#1d1a19"/><rect x="225" y="300" width="150" height="40" rx="6" fill="${gold}"/>
      <path d="M240 300 V190 Q240 150 300 120 L360 150 V300 Z" fill="${hex}"/><path d="M345 160 L360 150 V300 H345 Z" fill="#000" opacity=".12"/>`,
    gloss: `<rect x="255" y="120" width="90" height="60" rx="8" fill="#1d1a19"/><rect x="240" y="180" width="120" height="380" rx="40" fill="${hex}" opacity=".85"/>
      <rect x="258" y="200" width="22" height="330" rx="11" fill="#fff" opacity=".35"/>`,
    duet: `<rect x="140" y="190" width="320" height="220" rx="24" fill="#1d1a19"/><circle cx="230" cy="300" r="70" fill="${hex}"/>
      <circle cx="370" cy="300" r="70" fill="${second}"/><circle cx="350" cy="280" r="30" fill="#fff" opacity=".25"/>`,
    pencil: `<rect x="120" y="285" width="300" height="30" rx="6" fill="#1d1a19" transform="rotate(-20 300 300)"/>
      <path d="M420 250 L470 235 L425 280 Z" fill="${hex}" transform="rotate(-20 300 300)"/><rect x="90" y="283" width="40" height="34" rx="6" fill="${gold}" transform="rotate(-20 300 300)"/>`,
    foundation: `<rect x="265" y="130" width="70" height="70" rx="8" fill="#1d1a19"/><rect x="210" y="200" width="180" height="340" rx="28" fill="${hex}"/>
      <rect x="230" y="220" width="30" height="300" rx="15" fill="#fff" opacity=".25"/><rect x="240" y="380" width="120" height="8" rx="4" fill="#1d1a19" opacity=".5"/>`,
    set: `<rect x="130" y="230" width="340" height="300" rx="12" fill="#1d1a19"/><rect x="130" y="200" width="340" height="60" rx="10" fill="#2b2624"/>
      <rect x="280" y="200" width="40" height="330" fill="${gold}"/><path d="M300 200 q-60 -80 -90 -20 q40 20 90 20 q60 -80 90 -20 q-40 20 -90 20" fill="${gold}"/>`,
  }[product.art];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${escape(product.title)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7efe9"/><stop offset="1" stop-color="#eadcd2"/></linearGradient></defs>
  <rect width="600" height="600" fill="url(#bg)"/><ellipse cx="300" cy="565" rx="200" ry="18" fill="#000" opacity=".08"/>${body}</svg>`;
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** A variant's swatch: its colour as a pan, textured by finish (the swatch/texture source of spec 1 §3). */
export function swatchArt(variant: SeedVariant): string {
  const hex = variant.colorHex ?? '#C98F7E';
  const finish = variant.finish ?? 'satin';
  const defs = `<radialGradient id="sheen" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff" stop-opacity="${finish === 'matte' ? 0.05 : finish === 'gloss' ? 0.55 : 0.28}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const sparkles =
    finish === 'shimmer' || finish === 'duet'
      ? Array.from({ length: 28 }, (_, i) => {
          const a = (i * 137.5 * Math.PI) / 180;
          const r = 10 + ((i * 53) % 34);
          return `<circle cx="${(50 + r * Math.cos(a)).toFixed(1)}" cy="${(50 + r * Math.sin(a)).toFixed(1)}" r="${0.8 + (i % 3) * 0.5}" fill="#fff" opacity="0.7"/>`;
        }).join('')
      : '';
  const body =
    finish === 'duet' && variant.secondColorHex
      ? `<path d="M50 4 A46 46 0 0 0 50 96 Z" fill="${hex}"/><path d="M50 4 A46 46 0 0 1 50 96 Z" fill="${variant.secondColorHex}"/>`
      : `<circle cx="50" cy="50" r="46" fill="${hex}"/>`;
  const gloss =
    finish === 'gloss' ? '<ellipse cx="36" cy="30" rx="16" ry="8" fill="#fff" opacity="0.6" transform="rotate(-30 36 30)"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><defs>${defs}</defs>${body}<circle cx="50" cy="50" r="46" fill="url(#sheen)"/>${sparkles}${gloss}<circle cx="50" cy="50" r="46" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="2"/></svg>`;
}
