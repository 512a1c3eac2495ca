/**
 * The local store's catalogue: a small beauty brand, Aurelle, with the
 * metafields Vanity reads (namespace "vanity"). Served by the Storefront
 * stand-in and rendered by the Liquid theme from this one source.
 */
export interface SeedVariant {
  id: number;
  title: string;
  sku: string;
  price: string;
  compareAtPrice?: string;
  quantity: number;
  /** Continue selling when out of stock (currentlyNotInStock). */
  backorder?: boolean;
  options: string[];
  colorName?: string;
  secondaryName?: string;
  colorHex?: string;
  /** The second colour of a duet. */
  secondColorHex?: string;
  /** Drives the generated swatch texture. */
  finish?: 'matte' | 'satin' | 'shimmer' | 'gloss' | 'duet';
  skintone?: number;
  vtoConfig?: unknown;
}

export interface SeedProduct {
  id: number;
  handle: string;
  title: string;
  productType: string;
  vendor: string;
  tags: string[];
  description: string;
  /** The artwork the image generator draws. */
  art: 'lipstick' | 'gloss' | 'duet' | 'pencil' | 'foundation' | 'set';
  options: string[];
  variants: SeedVariant[];
  collections: string[];
  liveshoppingDetails?: unknown;
  bundleHandles?: string[];
  bundleVariants?: string[];
  bundleThreshold?: number;
}

export interface SeedCollection {
  handle: string;
  title: string;
  description: string;
}

let nextVariant = 44010000001;
const v = (p: Omit<SeedVariant, 'id'>): SeedVariant => ({ id: nextVariant++, ...p });
const sku = (prefix: string, name: string) => `AUR-${prefix}-${name.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`;

type Finish = 'matte' | 'satin' | 'shimmer' | 'gloss';
const lipLayer = (finish: Finish, color: string, opacity: number) => ({ category: 'lipstick', finish, color, opacity });
const lipConfig = (finish: Finish, color: string, opacity: number) => ({
  products: [lipLayer(finish, color, opacity)],
  variants: { default: [lipLayer(finish, color, opacity)] },
});

/** [name, description, hex, stock] */
type Shade = [string, string, string, number];

const LIPSTICKS: Array<{
  handle: string;
  title: string;
  finish: Finish;
  opacity: number;
  price: string;
  compareAt?: string;
  prefix: string;
  description: string;
  tags: string[];
  shades: Shade[];
}> = [
  {
    handle: 'velvet-matte-lipstick',
    title: 'Velvet Matte Lipstick',
    finish: 'matte',
    opacity: 0.9,
    price: '26.00',
    prefix: 'VML',
    tags: ['lips', 'lipstick', 'matte', 'vegan', 'bestseller'],
    description: 'A weightless matte that stays soft for eight hours, with shea butter and a blurring powder finish.',
    shades: [
      ['Rosewood', 'Muted berry-rose', '#9E4B55', 14],
      ['Brick Lane', 'Warm brick red', '#8E2A24', 9],
      ['Nude Blush', 'Soft pink nude', '#C98F7E', 22],
      ['Berry Crush', 'Deep cool berry', '#7A1F45', 0],
      ['Coral Rush', 'Bright warm coral', '#E2614F', 31],
      ['Classic Red', 'Blue-based true red', '#B0112B', 40],
    ],
  },
  {
    handle: 'satin-lip-color-lipstick',
    title: 'Satin Lip Color',
    finish: 'satin',
    opacity: 0.8,
    price: '24.00',
    compareAt: '28.00',
    prefix: 'SLC',
    tags: ['lips', 'lipstick', 'satin'],
    description: 'Cushiony satin colour with a soft sheen, built from sheer to full in one swipe.',
    shades: [
      ['Petal', 'Sheer pink petal', '#D98C94', 18],
      ['Mauve Muse', 'Dusty mauve', '#A5676F', 12],
      ['Cinnamon', 'Spiced terracotta', '#A0522D', 25],
      ['Plum Silk', 'Rich plum', '#6E2A4A', 7],
      ['Poppy', 'Orange-red poppy', '#D2372B', 2],
      ['Toffee', 'Caramel nude', '#A86F55', 16],
    ],
  },
  {
    handle: 'cream-lipstick',
    title: 'Cream Lipstick',
    finish: 'satin',
    opacity: 0.85,
    price: '22.00',
    prefix: 'CRL',
    tags: ['lips', 'lipstick', 'cream'],
    description: 'Rich, creamy colour with jojoba oil that glides on in a single stroke.',
    shades: [
      ['Tea Rose', 'Pink-beige rose', '#C57B7E', 20],
      ['Fig', 'Deep brown plum', '#5E2F36', 11],
      ['Apricot', 'Soft peach', '#E39A7A', 3],
      ['Raspberry', 'Bright raspberry', '#B3245A', 19],
      ['Cocoa', 'Chocolate brown', '#6B3E2E', 8],
      ['Scarlet', 'Warm scarlet', '#C21F24', 27],
    ],
  },
  {
    handle: 'liquid-matte-lipstick',
    title: 'Liquid Matte Lipstick',
    finish: 'matte',
    opacity: 0.95,
    price: '24.00',
    prefix: 'LML',
    tags: ['lips', 'lipstick', 'matte', 'long-wear'],
    description: 'Full-coverage liquid colour that dries down to a transfer-resistant matte.',
    shades: [
      ['Sienna', 'Burnt orange-brown', '#9C4A2F', 15],
      ['Orchid', 'Cool pink orchid', '#B4577E', 9],
      ['Merlot', 'Deep wine', '#5A1A2A', 21],
      ['Latte', 'Milky nude', '#B38470', 0],
      ['Fuchsia', 'Electric pink', '#C81E78', 12],
      ['Cherry', 'Deep cherry red', '#8F0F1F', 6],
      ['Taupe Rose', 'Greige rose', '#9A7474', 1],
    ],
  },
  {
    handle: 'sheer-shimmer-lipstick',
    title: 'Sheer Shimmer Lipstick',
    finish: 'shimmer',
    opacity: 0.6,
    price: '22.00',
    prefix: 'SSL',
    tags: ['lips', 'lipstick', 'shimmer'],
    description: 'A sheer wash of colour with fine pearl that catches the light.',
    shades: [
      ['Moonstone', 'Pearly pink', '#D7A3A8', 24],
      ['Bronzed', 'Golden bronze', '#A66A47', 13],
      ['Rose Gold', 'Metallic rose', '#C58A7D', 10],
      ['Berry Glint', 'Berry with gold pearl', '#8C3353', 17],
      ['Copper', 'Copper shimmer', '#B5592F', 2],
      ['Champagne', 'Pale gold', '#E0BFA2', 22],
    ],
  },
  {
    handle: 'glass-gloss-lipstick',
    title: 'Glass Gloss Lipstick',
    finish: 'gloss',
    opacity: 0.55,
    price: '24.00',
    prefix: 'GGL',
    tags: ['lips', 'lipstick', 'gloss'],
    description: 'A lipstick with the shine of a gloss: glassy, juicy colour in a bullet.',
    shades: [
      ['Watermelon', 'Juicy pink-red', '#E0485F', 16],
      ['Peach Glaze', 'Sheer peach', '#EE9D86', 19],
      ['Candied Plum', 'Glossy plum', '#7D2D55', 7],
      ['Honey', 'Golden nude', '#C48A5E', 12],
      ['Rosé', 'Rosy pink', '#D97C8B', 0],
      ['Ruby', 'Clear ruby', '#A3162E', 25],
    ],
  },
  {
    handle: 'hydrating-balm-lipstick',
    title: 'Hydrating Balm Lipstick',
    finish: 'satin',
    opacity: 0.5,
    price: '20.00',
    prefix: 'HBL',
    tags: ['lips', 'lipstick', 'balm'],
    description: 'A tinted balm with hyaluronic acid and a whisper of colour.',
    shades: [
      ['Bare', 'Your-lips-but-better', '#C99084', 30],
      ['Blush', 'Soft pink', '#D98E98', 22],
      ['Berry Tint', 'Sheer berry', '#9B4763', 14],
      ['Coral Kiss', 'Sheer coral', '#E57E6A', 18],
      ['Cocoa Tint', 'Sheer brown', '#8A5344', 3],
      ['Cherry Tint', 'Sheer red', '#B8323E', 11],
    ],
  },
  {
    handle: 'long-wear-lipstick',
    title: 'Long-Wear Lipstick',
    finish: 'matte',
    opacity: 0.9,
    price: '28.00',
    prefix: 'LWL',
    tags: ['lips', 'lipstick', 'matte', 'long-wear'],
    description: 'Sixteen-hour colour that does not dry, fade or feather.',
    shades: [
      ['Ember', 'Smoky red-brown', '#7E2F26', 9],
      ['Dusk', 'Mauve-brown', '#8A5560', 16],
      ['Wildberry', 'Violet berry', '#6D2353', 0],
      ['Sunset', 'Warm orange-red', '#CF4A2F', 20],
      ['Nude Suede', 'Warm beige nude', '#B07D67', 13],
      ['Crimson', 'Deep crimson', '#9A0F24', 2],
    ],
  },
];

const GLOSS: Shade[] = [
  ['Crystal', 'Clear high shine', '#F3D9DC', 50],
  ['Pink Champagne', 'Shimmering pale pink', '#E8AFB2', 33],
  ['Rose Quartz', 'Sheer rose', '#C7727F', 27],
  ['Bronze Glow', 'Golden bronze', '#A86B4C', 0],
  ['Lilac Haze', 'Sheer lilac', '#C8A2C8', 14],
  ['Cherry Pop', 'Sheer cherry', '#C23B4E', 2],
];

const DUETS: Array<[string, string, string, string, number]> = [
  ['Champagne & Cocoa', 'Satin cocoa, shimmer champagne', '#6B4A3A', '#E3C9A0', 20],
  ['Rose Gold & Plum', 'Satin plum, shimmer rose gold', '#5B2B45', '#D9A08B', 15],
  ['Bronze & Olive', 'Satin olive, shimmer bronze', '#5A5A32', '#B07A3D', 11],
  ['Ivory & Taupe', 'Satin taupe, shimmer ivory', '#8A7765', '#F1E6D6', 0],
  ['Copper & Espresso', 'Satin espresso, shimmer copper', '#3F2A22', '#C0713F', 8],
  ['Pearl & Slate', 'Satin slate, shimmer pearl', '#4F5560', '#E8E4E0', 2],
];

const BROWS: Shade[] = [
  ['Blonde', 'For light blonde to golden brows', '#A88B65', 25],
  ['Taupe', 'For ash and light brown brows', '#7D6A58', 30],
  ['Soft Brown', 'For medium brown brows', '#5C4033', 28],
  ['Auburn', 'For red and auburn brows', '#7A4432', 6],
  ['Espresso', 'For dark brown brows', '#3A2A22', 19],
  ['Soft Black', 'For black brows', '#1F1A18', 1],
];

/** 32 foundation shades, fair to deep. Each shade's skintone is its CIELAB lightness L* (0–100), the scale the skin-tone service reports. */
const FOUNDATION_NAMES = [
  'Porcelain',
  'Alabaster',
  'Ivory',
  'Shell',
  'Cream',
  'Linen',
  'Buff',
  'Sand',
  'Natural',
  'Beige',
  'Warm Beige',
  'Nude',
  'Honey',
  'Golden',
  'Caramel',
  'Toffee',
  'Tan',
  'Amber',
  'Almond',
  'Chestnut',
  'Pecan',
  'Cinnamon',
  'Sienna',
  'Bronze',
  'Cacao',
  'Mocha',
  'Chocolate',
  'Truffle',
  'Espresso',
  'Ebony',
  'Onyx',
  'Obsidian',
];
const UNDERTONES = ['Cool', 'Neutral', 'Warm'] as const;

function mix(a: number[], b: number[], t: number) {
  return a.map((x, i) => Math.round(x + (b[i]! - x) * t));
}
const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/** sRGB hex → CIELAB L*. */
export function lightnessOf(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const y = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}

/**
 * A shade's depth in its description uses the shade finder's own words: each of the finder's six skin pictures
 * shows the shade at an even step along the range, and a shade is described by the picture nearest to it, so the
 * result never calls a shade "fair" that the questions called "light".
 */
const DEPTHS = ['Fair', 'Light', 'Medium', 'Tan', 'Deep', 'Rich'] as const;
function depthOf(i: number, count: number): string {
  const pictures = DEPTHS.map((_, k) => Math.round((k / (DEPTHS.length - 1)) * (count - 1)));
  let nearest = 0;
  for (let k = 1; k < pictures.length; k++) if (Math.abs(pictures[k]! - i) < Math.abs(pictures[nearest]! - i)) nearest = k;
  return DEPTHS[nearest]!;
}

const FAIR = [246, 224, 208];
const MID = [200, 150, 108];
const DEEP = [66, 40, 28];
let previousLightness = Infinity;
const foundationShades = FOUNDATION_NAMES.map((name, i) => {
  const t = i / (FOUNDATION_NAMES.length - 1);
  const base = t < 0.5 ? mix(FAIR, MID, t * 2) : mix(MID, DEEP, (t - 0.5) * 2);
  const undertone = UNDERTONES[i % 3]!;
  // Undertone nudges red (cool) or yellow (warm).
  let rgb =
    undertone === 'Cool'
      ? [base[0]! + 2, base[1]! - 3, base[2]! + 4]
      : undertone === 'Warm'
        ? [base[0]! + 3, base[1]! + 1, base[2]! - 6]
        : base;
  rgb = rgb.map((c) => Math.max(0, Math.min(255, c)));
  // Every shade sits at its own depth, so "nearest skintone" never ties.
  while (Math.round(lightnessOf(hexOf(rgb))) >= previousLightness) rgb = rgb.map((c) => Math.round(c * 0.985));
  const hex = hexOf(rgb);
  previousLightness = Math.round(lightnessOf(hex));
  const number = 100 + i * 15;
  return {
    name: `${number} ${name}`,
    secondary: `${depthOf(i, FOUNDATION_NAMES.length)}, ${undertone.toLowerCase()} undertone`,
    hex,
    lightness: previousLightness,
    stock: [14, 22, 9, 0, 31, 2, 18][i % 7]!,
  };
});

const foundationLayer = (color: string, coverage: number) => ({ category: 'foundation', color, coverage });
const foundationConfig = (hex: string) => ({
  products: [foundationLayer(hex, 0.6)],
  variants: { lighter: [foundationLayer(hex, 0.35)], default: [foundationLayer(hex, 0.6)], darker: [foundationLayer(hex, 0.85)] },
});
/** Spec 1 §4: day/night is keyed lighter (night, position 0) and default (day, position 1). */
const tintConfig = (hex: string) => ({
  products: [foundationLayer(hex, 0.4)],
  variants: {
    lighter: [{ ...foundationLayer(hex, 0.45), lighting: 'night', glow: 0.5 }],
    default: [{ ...foundationLayer(hex, 0.4), lighting: 'day', glow: 0.2 }],
  },
});

export const collections: SeedCollection[] = [
  { handle: 'all', title: 'Shop all', description: 'Every Aurelle formula, shade and set.' },
  { handle: 'lips', title: 'Lips', description: 'Mattes, satins, shimmers and glass-like gloss, in every shade you reach for.' },
  { handle: 'eyes', title: 'Eyes', description: 'Eyeshadow duets and brow definers.' },
  { handle: 'face', title: 'Face', description: 'Second Skin Foundation in 32 shades, and a luminous tint for day and night.' },
  { handle: 'sets', title: 'Sets & gifts', description: 'Curated sets, and the gifts that come with them.' },
];

export const products: SeedProduct[] = [
  ...LIPSTICKS.map((l, i) => ({
    id: 7301000001 + i,
    handle: l.handle,
    title: l.title,
    productType: 'Lipstick',
    vendor: 'Aurelle',
    tags: l.tags,
    description: l.description,
    art: 'lipstick' as const,
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: l.shades.map(([name, secondary, hex, qty]) =>
      v({
        title: name,
        sku: sku(l.prefix, name),
        price: l.price,
        compareAtPrice: l.compareAt,
        quantity: qty,
        options: [name],
        colorName: name,
        secondaryName: secondary,
        colorHex: hex,
        finish: l.finish,
        vtoConfig: lipConfig(l.finish, hex, l.opacity),
      }),
    ),
  })),
  {
    id: 7301000101,
    handle: 'high-shine-lip-gloss',
    title: 'High Shine Lip Gloss',
    productType: 'Lip Gloss',
    vendor: 'Aurelle',
    tags: ['lips', 'gloss'],
    description: 'A non-sticky, glass-like shine with hyaluronic acid for lips that look plumper.',
    art: 'gloss',
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: GLOSS.map(([name, secondary, hex, qty]) =>
      v({
        title: name,
        sku: sku('HSG', name),
        price: '20.00',
        quantity: qty,
        backorder: name === 'Bronze Glow',
        options: [name],
        colorName: name,
        secondaryName: secondary,
        colorHex: hex,
        finish: 'gloss',
        vtoConfig: lipConfig('gloss', hex, 0.5),
      }),
    ),
  },
  {
    id: 7301000201,
    handle: 'satin-shimmer-eyeshadow-duet',
    title: 'Satin-Shimmer Eyeshadow Duet',
    productType: 'Eyeshadow',
    vendor: 'Aurelle',
    tags: ['eyes', 'eyeshadow', 'duet'],
    description: 'Two coordinated shades: a satin to define and a shimmer to light up the lid.',
    art: 'duet',
    options: ['Shade'],
    collections: ['all', 'eyes'],
    variants: DUETS.map(([name, secondary, satin, shimmer, qty]) =>
      v({
        title: name,
        sku: sku('ESD', name),
        price: '32.00',
        quantity: qty,
        options: [name],
        colorName: name,
        secondaryName: secondary,
        colorHex: satin,
        secondColorHex: shimmer,
        finish: 'duet',
        vtoConfig: {
          products: [{ category: 'eyeshadow', modelSet: 'VTO-5-2', colors: [satin, shimmer] }],
          variants: {
            duet: [
              { category: 'eyeshadow', finish: 'satin', color: satin, region: 'crease' },
              { category: 'eyeshadow', finish: 'shimmer', color: shimmer, region: 'lid' },
            ],
            satin: [{ category: 'eyeshadow', finish: 'satin', color: satin, region: 'lid' }],
            shimmer: [{ category: 'eyeshadow', finish: 'shimmer', color: shimmer, region: 'lid' }],
          },
        },
      }),
    ),
  },
  {
    id: 7301000202,
    handle: 'brow-renew-pencil',
    title: 'Brow Renew Pencil',
    productType: 'Brow',
    vendor: 'Aurelle',
    tags: ['eyes', 'brows'],
    description: 'An ultra-fine retractable pencil with a spoolie, for hair-like strokes that last all day.',
    art: 'pencil',
    options: ['Shade'],
    collections: ['all', 'eyes'],
    variants: BROWS.map(([name, secondary, hex, qty]) =>
      v({
        title: name,
        sku: sku('BRP', name),
        price: '22.00',
        quantity: qty,
        options: [name],
        colorName: name,
        secondaryName: secondary,
        colorHex: hex,
        finish: 'matte',
        vtoConfig: {
          products: [{ category: 'brows', modelSet: 'FUTest-Brows-6', color: hex, opacity: 0.7 }],
          variants: { default: [{ category: 'brows', color: hex, opacity: 0.7 }] },
        },
      }),
    ),
  },
  {
    id: 7301000301,
    handle: 'second-skin-foundation',
    title: 'Second Skin Foundation',
    productType: 'Foundation',
    vendor: 'Aurelle',
    tags: ['face', 'foundation', 'shade-match'],
    description: 'Medium, buildable coverage with a natural finish, in 32 shades matched to real skin tones.',
    art: 'foundation',
    options: ['Shade'],
    collections: ['all', 'face'],
    variants: foundationShades.map((f) =>
      v({
        title: f.name,
        sku: sku('SSF', f.name.split(' ')[0]!),
        price: '42.00',
        quantity: f.stock,
        options: [f.name],
        colorName: f.name,
        secondaryName: f.secondary,
        colorHex: f.hex,
        finish: 'satin',
        skintone: f.lightness,
        vtoConfig: foundationConfig(f.hex),
      }),
    ),
  },
  {
    id: 7301000302,
    handle: 'luminous-skin-tint',
    title: 'Luminous Skin Tint',
    productType: 'Skin Tint',
    vendor: 'Aurelle',
    tags: ['face', 'tint'],
    description: 'A sheer, glowy tint: soft-focus by day, candle-lit radiance by night.',
    art: 'foundation',
    options: ['Shade'],
    collections: ['all', 'face'],
    variants: foundationShades
      .filter((_, i) => i % 3 === 1)
      .map((f, i) =>
        v({
          title: `Tint ${i + 1}`,
          sku: sku('LST', String(i + 1)),
          price: '36.00',
          quantity: [12, 4, 20, 0, 9][i % 5]!,
          options: [`Tint ${i + 1}`],
          colorName: `Tint ${i + 1}`,
          secondaryName: f.secondary,
          colorHex: f.hex,
          finish: 'shimmer',
          skintone: f.lightness,
          vtoConfig: tintConfig(f.hex),
        }),
      ),
  },
  {
    id: 7301000401,
    handle: 'signature-lip-set',
    title: 'Signature Lip Set',
    productType: 'Sets Product',
    vendor: 'Aurelle',
    tags: ['sets', 'lips', 'gift'],
    description: 'Velvet Matte Lipstick in Classic Red with High Shine Lip Gloss in Crystal, in a keepsake box.',
    art: 'set',
    options: ['Title'],
    collections: ['all', 'sets'],
    bundleHandles: ['velvet-matte-lipstick', 'high-shine-lip-gloss'],
    bundleThreshold: 2,
    variants: [
      v({
        title: 'Default Title',
        sku: 'AUR-SET-SIG',
        price: '42.00',
        compareAtPrice: '46.00',
        quantity: 12,
        options: ['Default Title'],
        colorHex: '#B0112B',
        secondColorHex: '#F3D9DC',
        finish: 'satin',
        vtoConfig: {
          products: [lipLayer('matte', '#B0112B', 0.9), lipLayer('gloss', '#F3D9DC', 0.4)],
          variants: { default: [lipLayer('matte', '#B0112B', 0.9), lipLayer('gloss', '#F3D9DC', 0.4)] },
        },
      }),
    ],
  },
  {
    id: 7301000402,
    handle: 'mini-lip-gloss-free',
    title: 'Mini High Shine Lip Gloss (Gift)',
    productType: 'Lip Gloss',
    vendor: 'Aurelle',
    tags: ['gift', 'gwp'],
    description: 'A travel-size High Shine Lip Gloss in Pink Champagne, free with orders over $50.',
    art: 'gloss',
    options: ['Title'],
    collections: ['sets'],
    variants: [
      v({
        title: 'Default Title',
        sku: 'AUR-GWP-MINIGLOSS',
        price: '0.00',
        quantity: 200,
        options: ['Default Title'],
        colorName: 'Pink Champagne',
        colorHex: '#E8AFB2',
        finish: 'gloss',
        vtoConfig: lipConfig('gloss', '#E8AFB2', 0.5),
      }),
    ],
  },
  // Gifts the rules drop (spec 1 §5): a gift that is a set, and a gift with several variants.
  {
    id: 7301000403,
    handle: 'deluxe-sample-set-free',
    title: 'Deluxe Sample Set (Gift)',
    productType: 'Sets Product',
    vendor: 'Aurelle',
    tags: ['gift', 'gwp'],
    description: 'Three deluxe samples, free with orders over $100.',
    art: 'set',
    options: ['Title'],
    collections: ['sets'],
    variants: [
      v({
        title: 'Default Title',
        sku: 'AUR-GWP-SAMPLESET',
        price: '0.00',
        quantity: 80,
        options: ['Default Title'],
        colorHex: '#C98F7E',
        finish: 'satin',
        vtoConfig: lipConfig('satin', '#C98F7E', 0.7),
      }),
    ],
  },
  {
    id: 7301000404,
    handle: 'mini-lipstick-free',
    title: 'Mini Velvet Matte Lipstick (Gift)',
    productType: 'Lipstick',
    vendor: 'Aurelle',
    tags: ['gift', 'gwp'],
    description: 'A mini Velvet Matte Lipstick in your choice of shade, free with any lip purchase.',
    art: 'lipstick',
    options: ['Shade'],
    collections: ['sets'],
    variants: (['Rosewood', 'Classic Red'] as const).map((name, i) =>
      v({
        title: name,
        sku: sku('GWP-MINI', name),
        price: '0.00',
        quantity: 60,
        options: [name],
        colorName: name,
        colorHex: ['#9E4B55', '#B0112B'][i]!,
        finish: 'matte',
        vtoConfig: lipConfig('matte', ['#9E4B55', '#B0112B'][i]!, 0.9),
      }),
    ),
  },
  // A zero-price item that is not a gift, and one with an excluded tag: both dropped.
  {
    id: 7301000501,
    handle: 'lip-shade-sample-card',
    title: 'Lip Shade Sample Card',
    productType: 'Sample',
    vendor: 'Aurelle',
    tags: ['lips', 'sample'],
    description: 'A card of six lipstick shades to swatch at home.',
    art: 'set',
    options: ['Title'],
    collections: ['all', 'lips'],
    variants: [
      v({
        title: 'Default Title',
        sku: 'AUR-SAMPLE-CARD',
        price: '0.00',
        quantity: 500,
        options: ['Default Title'],
        colorHex: '#C57B7E',
        finish: 'satin',
        vtoConfig: lipConfig('satin', '#C57B7E', 0.6),
      }),
    ],
  },
  {
    id: 7301000502,
    handle: 'classic-lip-liner',
    title: 'Classic Lip Liner',
    productType: 'Lip Liner',
    vendor: 'Aurelle',
    tags: ['lips', 'liner', 'vanity-hidden'],
    description: 'Our original lip liner, being retired this season.',
    art: 'pencil',
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: (['Nude', 'Red'] as const).map((name, i) =>
      v({
        title: name,
        sku: sku('CLL', name),
        price: '18.00',
        quantity: 4,
        options: [name],
        colorName: name,
        colorHex: ['#B07D67', '#A3162E'][i]!,
        finish: 'matte',
        vtoConfig: lipConfig('matte', ['#B07D67', '#A3162E'][i]!, 0.5),
      }),
    ),
  },
];

export function productByHandle(handle: string): SeedProduct | undefined {
  return products.find((p) => p.handle === handle);
}

export function productsIn(collection: string): SeedProduct[] {
  return products.filter((p) => p.collections.includes(collection));
}

export function variantById(id: number): { product: SeedProduct; variant: SeedVariant } | undefined {
  for (const product of products) {
    const variant = product.variants.find((x) => x.id === id);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** The set's bundle pairs, once the variant ids are known. */
const set = productByHandle('signature-lip-set')!;
const red = productByHandle('velvet-matte-lipstick')!.variants.find((x) => x.colorName === 'Classic Red')!;
const crystal = productByHandle('high-shine-lip-gloss')!.variants.find((x) => x.colorName === 'Crystal')!;
set.bundleVariants = [`7301000001:${red.id}`, `7301000101:${crystal.id}`];
