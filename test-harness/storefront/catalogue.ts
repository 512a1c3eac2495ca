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
  swatch?: string;
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
  art: 'lipstick' | 'gloss' | 'duet' | 'pencil' | 'mascara' | 'foundation' | 'primer' | 'set';
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

const lip = (finish: 'matte' | 'satin' | 'gloss', hex: string, opacity: number) => ({
  products: [{ category: 'lipstick', finish, color: hex, opacity }],
  variants: { default: [{ category: 'lipstick', finish, color: hex, opacity }] },
});

const matteShades: Array<[string, string, string, number]> = [
  ['Rosewood', 'Muted berry-rose', '#9E4B55', 14],
  ['Brick Lane', 'Warm brick red', '#8E2A24', 9],
  ['Nude Blush', 'Soft pink nude', '#C98F7E', 22],
  ['Berry Crush', 'Deep cool berry', '#7A1F45', 0],
  ['Coral Rush', 'Bright warm coral', '#E2614F', 31],
  ['Classic Red', 'Blue-based true red', '#B0112B', 40],
];

const satinShades: Array<[string, string, string, number]> = [
  ['Petal', 'Sheer pink petal', '#D98C94', 18],
  ['Mauve Muse', 'Dusty mauve', '#A5676F', 12],
  ['Cinnamon', 'Spiced terracotta', '#A0522D', 25],
  ['Plum Silk', 'Rich plum', '#6E2A4A', 7],
  ['Poppy', 'Orange-red poppy', '#D2372B', 16],
];

const glossShades: Array<[string, string, string, number]> = [
  ['Crystal', 'Clear high shine', '#F3D9DC', 50],
  ['Pink Champagne', 'Shimmering pale pink', '#E8AFB2', 33],
  ['Rose Quartz', 'Sheer rose', '#C7727F', 27],
  ['Bronze Glow', 'Golden bronze', '#A86B4C', 0],
];

const duets: Array<[string, string, string, string, number]> = [
  ['Champagne & Cocoa', 'Satin cocoa, shimmer champagne', '#6B4A3A', '#E3C9A0', 20],
  ['Rose Gold & Plum', 'Satin plum, shimmer rose gold', '#5B2B45', '#D9A08B', 15],
  ['Bronze & Olive', 'Satin olive, shimmer bronze', '#5A5A32', '#B07A3D', 11],
  ['Ivory & Taupe', 'Satin taupe, shimmer ivory', '#8A7765', '#F1E6D6', 0],
];

const brows: Array<[string, string, number]> = [
  ['Blonde', '#A88B65', 25],
  ['Taupe', '#7D6A58', 30],
  ['Soft Brown', '#5C4033', 28],
  ['Espresso', '#3A2A22', 19],
];

const foundationShades: Array<[string, string, string, number, number]> = [
  ['110 Porcelain', 'Fair, cool undertone', '#F6DCC8', 1, 12],
  ['150 Ivory', 'Fair, neutral undertone', '#EFCFB3', 2, 18],
  ['210 Sand', 'Light, warm undertone', '#E4BC98', 3, 20],
  ['250 Beige', 'Light-medium, neutral', '#D8A982', 4, 24],
  ['310 Honey', 'Medium, golden undertone', '#C89468', 5, 15],
  ['350 Caramel', 'Medium-tan, warm', '#B27C52', 6, 0],
  ['410 Amber', 'Tan, golden undertone', '#9A663F', 7, 11],
  ['450 Chestnut', 'Deep, red undertone', '#7F5032', 8, 9],
  ['510 Mocha', 'Deep, neutral undertone', '#663D26', 9, 14],
  ['550 Espresso', 'Very deep, cool undertone', '#4A2B1B', 10, 6],
];

const foundationVto = (hex: string) => ({
  products: [{ category: 'foundation', color: hex, coverage: 0.6 }],
  variants: {
    default: [{ category: 'foundation', color: hex, coverage: 0.6 }],
    lighter: [{ category: 'foundation', color: hex, coverage: 0.35 }],
    darker: [{ category: 'foundation', color: hex, coverage: 0.85 }],
    day: [{ category: 'foundation', color: hex, coverage: 0.6, lighting: 'day' }],
    night: [{ category: 'foundation', color: hex, coverage: 0.6, lighting: 'night' }],
  },
});

export const collections: SeedCollection[] = [
  { handle: 'all', title: 'Shop all', description: 'Every Aurelle formula, shade and set.' },
  { handle: 'lips', title: 'Lips', description: 'Velvet mattes, satin colour and high-shine gloss.' },
  { handle: 'eyes', title: 'Eyes', description: 'Eyeshadow duets, brow definers and mascara.' },
  { handle: 'face', title: 'Face', description: 'Second-skin foundation in ten shades, and the primer beneath it.' },
  { handle: 'sets', title: 'Sets & gifts', description: 'Curated sets, and the gifts that come with them.' },
];

export const products: SeedProduct[] = [
  {
    id: 7301000001,
    handle: 'velvet-matte-lipstick',
    title: 'Velvet Matte Lipstick',
    productType: 'Lipstick',
    vendor: 'Aurelle',
    tags: ['lips', 'lipstick', 'matte', 'vegan'],
    description: 'A weightless matte that stays soft for eight hours, with shea butter and a blurring powder finish.',
    art: 'lipstick',
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: matteShades.map(([name, secondary, hex, qty]) =>
      v({ title: name, sku: `AUR-VML-${name.replace(/\W/g, '').toUpperCase()}`, price: '26.00', quantity: qty, options: [name], colorName: name, secondaryName: secondary, colorHex: hex, swatch: hex, vtoConfig: lip('matte', hex, 0.9) }),
    ),
  },
  {
    id: 7301000002,
    handle: 'satin-lip-color-lipstick',
    title: 'Satin Lip Color',
    productType: 'Lipstick',
    vendor: 'Aurelle',
    tags: ['lips', 'lipstick', 'satin'],
    description: 'Cushiony satin colour with a soft sheen, built from sheer to full in one swipe.',
    art: 'lipstick',
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: satinShades.map(([name, secondary, hex, qty]) =>
      v({ title: name, sku: `AUR-SLC-${name.replace(/\W/g, '').toUpperCase()}`, price: '24.00', compareAtPrice: '28.00', quantity: qty, options: [name], colorName: name, secondaryName: secondary, colorHex: hex, swatch: hex, vtoConfig: lip('satin', hex, 0.8) }),
    ),
  },
  {
    id: 7301000003,
    handle: 'high-shine-lip-gloss',
    title: 'High Shine Lip Gloss',
    productType: 'Lip Gloss',
    vendor: 'Aurelle',
    tags: ['lips', 'gloss'],
    description: 'A non-sticky, glass-like shine with hyaluronic acid for lips that look plumper.',
    art: 'gloss',
    options: ['Shade'],
    collections: ['all', 'lips'],
    variants: glossShades.map(([name, secondary, hex, qty]) =>
      v({ title: name, sku: `AUR-HSG-${name.replace(/\W/g, '').toUpperCase()}`, price: '20.00', quantity: qty, backorder: name === 'Bronze Glow', options: [name], colorName: name, secondaryName: secondary, colorHex: hex, swatch: hex, vtoConfig: lip('gloss', hex, 0.55) }),
    ),
  },
  {
    id: 7301000004,
    handle: 'satin-shimmer-eyeshadow-duet',
    title: 'Satin-Shimmer Eyeshadow Duet',
    productType: 'Eyeshadow',
    vendor: 'Aurelle',
    tags: ['eyes', 'eyeshadow', 'duet'],
    description: 'Two coordinated shades: a satin to define and a shimmer to light up the lid.',
    art: 'duet',
    options: ['Shade'],
    collections: ['all', 'eyes'],
    variants: duets.map(([name, secondary, satin, shimmer, qty]) =>
      v({
        title: name,
        sku: `AUR-ESD-${name.replace(/\W/g, '').toUpperCase()}`,
        price: '32.00',
        quantity: qty,
        options: [name],
        colorName: name,
        secondaryName: secondary,
        colorHex: satin,
        swatch: `${satin},${shimmer}`,
        vtoConfig: {
          products: [{ category: 'eyeshadow', modelSet: 'VTO-5-2' }],
          variants: {
            duet: [{ category: 'eyeshadow', finish: 'satin', color: satin, region: 'crease' }, { category: 'eyeshadow', finish: 'shimmer', color: shimmer, region: 'lid' }],
            satin: [{ category: 'eyeshadow', finish: 'satin', color: satin, region: 'lid' }],
            shimmer: [{ category: 'eyeshadow', finish: 'shimmer', color: shimmer, region: 'lid' }],
          },
        },
      }),
    ),
  },
  {
    id: 7301000005,
    handle: 'brow-renew-pencil',
    title: 'Brow Renew Pencil',
    productType: 'Brow',
    vendor: 'Aurelle',
    tags: ['eyes', 'brows'],
    description: 'An ultra-fine retractable pencil with a spoolie, for hair-like strokes that last all day.',
    art: 'pencil',
    options: ['Shade'],
    collections: ['all', 'eyes'],
    variants: brows.map(([name, hex, qty]) =>
      v({ title: name, sku: `AUR-BRP-${name.replace(/\W/g, '').toUpperCase()}`, price: '22.00', quantity: qty, options: [name], colorName: name, colorHex: hex, swatch: hex, vtoConfig: { products: [{ category: 'brows', color: hex, modelSet: 'FUTest-Brows-6', opacity: 0.7 }], variants: { default: [{ category: 'brows', color: hex, opacity: 0.7 }] } } }),
    ),
  },
  {
    id: 7301000006,
    handle: 'lengthening-mascara',
    title: 'Lengthening Mascara',
    productType: 'Mascara',
    vendor: 'Aurelle',
    tags: ['eyes', 'mascara'],
    description: 'Tubing formula that lengthens without clumps and washes off with warm water.',
    art: 'mascara',
    options: ['Color'],
    collections: ['all', 'eyes'],
    variants: [v({ title: 'Black', sku: 'AUR-MAS-BLACK', price: '25.00', quantity: 60, options: ['Black'], colorName: 'Black', colorHex: '#111111', swatch: '#111111' })],
  },
  {
    id: 7301000007,
    handle: 'second-skin-foundation',
    title: 'Second Skin Foundation',
    productType: 'Foundation',
    vendor: 'Aurelle',
    tags: ['face', 'foundation', 'shade-match'],
    description: 'Medium, buildable coverage with a natural finish, in ten shades matched to real skin tones.',
    art: 'foundation',
    options: ['Shade'],
    collections: ['all', 'face'],
    variants: foundationShades.map(([name, secondary, hex, tone, qty]) =>
      v({ title: name, sku: `AUR-SSF-${name.split(' ')[0]}`, price: '42.00', quantity: qty, options: [name], colorName: name, secondaryName: secondary, colorHex: hex, swatch: hex, skintone: tone, vtoConfig: foundationVto(hex) }),
    ),
  },
  {
    id: 7301000008,
    handle: 'hydrating-primer',
    title: 'Hydrating Primer',
    productType: 'Primer',
    vendor: 'Aurelle',
    tags: ['face', 'primer'],
    description: 'A dewy gel primer with squalane that keeps foundation fresh from morning to night.',
    art: 'primer',
    options: ['Size'],
    collections: ['all', 'face'],
    variants: [v({ title: '30 ml', sku: 'AUR-HPR-30', price: '30.00', quantity: 40, options: ['30 ml'] })],
  },
  {
    id: 7301000009,
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
    variants: [v({ title: 'Default Title', sku: 'AUR-SET-SIG', price: '42.00', compareAtPrice: '46.00', quantity: 12, options: ['Default Title'] })],
  },
  {
    id: 7301000010,
    handle: 'mini-lip-gloss-free',
    title: 'Mini High Shine Lip Gloss (Gift)',
    productType: 'Lip Gloss',
    vendor: 'Aurelle',
    tags: ['sets', 'gift', 'gwp'],
    description: 'A travel-size High Shine Lip Gloss in Pink Champagne, free with orders over $50.',
    art: 'gloss',
    options: ['Title'],
    collections: ['sets'],
    variants: [v({ title: 'Default Title', sku: 'AUR-GWP-MINIGLOSS', price: '0.00', quantity: 200, options: ['Default Title'], colorHex: '#E8AFB2' })],
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
set.bundleVariants = [`7301000001:${red.id}`, `7301000003:${crystal.id}`];
