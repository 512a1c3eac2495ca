import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hash, Liquid, Tag, type Context, type Emitter, type TagToken, type TopLevelToken } from 'liquidjs';

/**
 * The theme app extension's blocks (extensions/vanity-theme/blocks) rendered as Shopify renders app blocks: with
 * their own engine, whose `render` finds only the extension's snippets; a `block` whose settings are the schema's
 * defaults with the merchant's values over them; `closest.product` for a block placed where a product is (a product
 * page, a product card); the page's global objects but none of the template's locals; and, for an app block (target
 * section), Shopify's wrapper element around it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const extensionDir = path.join(here, '..', '..', 'extensions', 'vanity-theme');

interface SchemaSetting {
  id?: string;
  type: string;
  default?: unknown;
}
export interface BlockSchema {
  name: string;
  target: 'body' | 'section';
  settings: SchemaSetting[];
}

/** A block file's `{% schema %}` JSON. */
export function blockSchema(blockName: string): BlockSchema {
  const source = readFileSync(path.join(extensionDir, 'blocks', `${blockName}.liquid`), 'utf8');
  const json = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/.exec(source)?.[1];
  if (!json) throw new Error(`${blockName} has no schema`);
  return JSON.parse(json) as BlockSchema;
}

/** The settings a block starts with on Shopify: each default; an unset checkbox is false, any other unset setting nil. */
export function schemaDefaults(schema: BlockSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of schema.settings) {
    if (!s.id) continue;
    out[s.id] = s.default ?? (s.type === 'checkbox' ? false : null);
  }
  return out;
}

/** Shopify prints a block's `{% schema %}` as nothing. */
class SchemaTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    for (let t = remainTokens.shift(); t; t = remainTokens.shift()) {
      if ('name' in t && (t as TagToken).name === 'endschema') return;
    }
    throw new Error('{% schema %} without {% endschema %}');
  }
  render(): void {}
}

export interface AppBlockRenderer {
  /** One block's HTML: `settings` are the merchant's values over the schema defaults. */
  render(blockName: string, opts: { settings?: Record<string, unknown>; closestProduct?: unknown; globals: object }): Promise<string>;
}

export function createAppBlockRenderer(configure: (engine: Liquid) => void): AppBlockRenderer {
  const engine = new Liquid({
    root: [path.join(extensionDir, 'blocks')],
    partials: [path.join(extensionDir, 'snippets')],
    extname: '.liquid',
    strictFilters: true,
    cache: process.env.NODE_ENV === 'production',
  });
  engine.registerTag('schema', SchemaTag);
  configure(engine);
  let count = 0;
  return {
    async render(blockName, { settings = {}, closestProduct = null, globals }) {
      const schema = blockSchema(blockName);
      const id = `${blockName}-${++count}`;
      const block = {
        id,
        type: `shopify://apps/vanity/blocks/${blockName}`,
        settings: { ...schemaDefaults(schema), ...settings },
        shopify_attributes: '',
      };
      const html = await engine.renderFile(blockName, { block, closest: { product: closestProduct } }, { globals });
      return schema.target === 'section' ? `<div id="shopify-block-${id}" class="shopify-app-block">${html}</div>` : html;
    },
  };
}

/**
 * `{% app_block 'vanity-try-on', closest_product: product, products: related %}`: where the store's theme places an
 * app block (test-harness/theme/app-blocks/). `closest_product` is the product the block sits with; every other
 * argument is a setting the merchant chose in the theme editor.
 */
export function appBlockTag(
  blocks: AppBlockRenderer,
  /** The merchant's settings of a block, from the page's `settings` global (the theme's, with the request's overrides). */
  merchantSettings: (blockName: string, themeSettings: unknown) => Record<string, unknown>,
) {
  return class AppBlockTag extends Tag {
    private readonly blockName: string;
    private readonly args: Hash;
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      const name = /^\s*'([^']+)'\s*,?/.exec(token.args);
      if (!name) throw new Error(`app_block needs a block name: ${token.args}`);
      this.blockName = name[1]!;
      this.args = new Hash(token.args.slice(name[0].length));
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const { closest_product: closestProduct, ...chosen } = (yield this.args.render(ctx)) as Record<string, unknown>;
      const html = (yield blocks.render(this.blockName, {
        settings: { ...merchantSettings(this.blockName, (ctx.globals as { settings?: unknown }).settings), ...chosen },
        closestProduct,
        globals: ctx.globals,
      })) as string;
      emitter.write(html);
    }
  };
}
