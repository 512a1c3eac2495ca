import type { SeedProduct, SeedVariant } from './catalogue';

/** Product photography for the local store: a packshot drawn in the variant's own colour. */
export function productArt(product: SeedProduct, chosen: SeedVariant | undefined): string {
  // The product's own image shows its first shade.
  const variant = chosen ?? product.variants[0];
  const hex = variant?.colorHex ?? '#C98F7E';
  const second = variant?.swatch?.split(',')[1] ?? '#E3C9A0';
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
    mascara: `<rect x="262" y="110" width="76" height="190" rx="10" fill="${gold}"/><rect x="250" y="300" width="100" height="260" rx="14" fill="#1d1a19"/>`,
    foundation: `<rect x="265" y="130" width="70" height="70" rx="8" fill="#1d1a19"/><rect x="210" y="200" width="180" height="340" rx="28" fill="${hex}"/>
      <rect x="230" y="220" width="30" height="300" rx="15" fill="#fff" opacity=".25"/><rect x="240" y="380" width="120" height="8" rx="4" fill="#1d1a19" opacity=".5"/>`,
    primer: `<rect x="220" y="140" width="160" height="60" rx="10" fill="#d9d4cf"/><rect x="220" y="200" width="160" height="340" rx="20" fill="#f4f1ec" stroke="#d9d4cf" stroke-width="4"/>`,
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
