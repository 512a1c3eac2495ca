import { SHOW_LIMITS, type ApiErrors, type ProductDiscount } from '../../shared/api/live-shopping/live-types';
import { products } from '../storefront/catalogue';
import { ImageRejected } from './media-images';
import { hasProfanity } from './profile-routes';
import type { StoredShow } from './show-store';

/**
 * A host's show fields, checked on the server (spec 2 §5, §9): every error at
 * once, each naming its field (title, description, variants, thumbnail,
 * startTime, discounts, featureMode, publiclyListed), and the values as they
 * would be stored. Only the fields present are checked (a PATCH sends some);
 * discounts are checked against the products the show would have.
 */
export type FieldError = ApiErrors['errors'][number];
type Variants = StoredShow['variants'];

export type CheckedFields = Partial<
  Pick<StoredShow, 'title' | 'description' | 'variants' | 'startTime' | 'publiclyListed' | 'featureMode' | 'discounts'>
> & {
  /** A new thumbnail, as a stored JPEG. */
  thumbnail?: Buffer;
};

export interface RuleContext {
  now: number;
  /** The show being changed (PATCH); absent on create. */
  current?: StoredShow;
  /** Decodes an uploaded thumbnail to the stored JPEG; throws ImageRejected. */
  thumbnail: (base64: string) => Promise<Buffer>;
}

const YEAR_MS = 366 * 24 * 3_600_000;
const IN_PAST_GRACE_MS = 60_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const length = (s: string) => [...s].length;
const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The catalogue's product by its numeric id (the Storefront stand-in's data). */
export const productById = (id: number) => products.find((p) => p.id === id);

/** Whether the show offers this variant: one of the listed, or any of the product's when none are listed. */
export function offers(variants: Variants, productId: number, variantId: number): boolean {
  const entry = variants.find((v) => v.productId === productId);
  if (!entry) return false;
  if (entry.variantIds.length) return entry.variantIds.includes(variantId);
  return !!productById(productId)?.variants.some((v) => v.id === variantId);
}

/** The product a variant offered in the show belongs to, if it is offered. */
export function offeredProductOf(variants: Variants, variantId: number): number | undefined {
  return variants.find((v) => offers(variants, v.productId, variantId))?.productId;
}

function checkText(field: 'title' | 'description', value: unknown, max: number, errors: FieldError[]): string | undefined {
  if (typeof value !== 'string') return void errors.push({ field, code: 'INVALID', message: `The ${field} is text` });
  const text = value.trim();
  if (field === 'title' && !text) errors.push({ field, code: 'EMPTY', message: 'A show needs a title' });
  else if (length(text) > max) errors.push({ field, code: 'TOO_LONG', message: `The ${field} is at most ${max} characters` });
  else if (hasProfanity(text)) errors.push({ field, code: 'PROFANITY', message: `Please keep the ${field} friendly` });
  return text;
}

function checkVariants(value: unknown, errors: FieldError[]): Variants | undefined {
  const err = (code: string, message: string) => void errors.push({ field: 'variants', code, message });
  const valid =
    Array.isArray(value) &&
    value.every((v) => v && Number.isInteger(v.productId) && Array.isArray(v.variantIds) && v.variantIds.every(Number.isInteger));
  if (!valid) return err('INVALID', 'Products are a list of {productId, variantIds}');
  const list = value as Variants;
  const before = errors.length;
  if (list.length > SHOW_LIMITS.productsMax) err('TOO_MANY', `A show has at most ${SHOW_LIMITS.productsMax} products`);
  const seen = new Set<number>();
  for (const { productId, variantIds } of list) {
    if (seen.has(productId)) err('DUPLICATE', `Product ${productId} is listed twice`);
    seen.add(productId);
    const product = productById(productId);
    if (!product) err('UNKNOWN_PRODUCT', `No product ${productId} in the store`);
    else
      for (const id of variantIds)
        if (!product.variants.some((v) => v.id === id)) err('UNKNOWN_VARIANT', `Variant ${id} is not one of product ${productId}'s`);
  }
  return errors.length === before ? list.map((v) => ({ productId: v.productId, variantIds: [...new Set(v.variantIds)] })) : undefined;
}

function checkStartTime(value: unknown, now: number, errors: FieldError[]): string | undefined {
  const t = typeof value === 'string' && ISO.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(t))
    return void errors.push({ field: 'startTime', code: 'INVALID', message: 'The start is an ISO time, e.g. 2026-11-22T18:00:00Z' });
  if (t < now - IN_PAST_GRACE_MS) return void errors.push({ field: 'startTime', code: 'IN_PAST', message: 'The start is in the past' });
  if (t > now + YEAR_MS) return void errors.push({ field: 'startTime', code: 'TOO_FAR', message: 'The start is at most a year ahead' });
  return new Date(t).toISOString();
}

function checkDiscounts(value: unknown, variants: Variants, errors: FieldError[]): StoredShow['discounts'] | undefined {
  const err = (code: string, message: string) => void errors.push({ field: 'discounts', code, message });
  const list = (value as { productDiscounts?: unknown } | null)?.productDiscounts;
  if (!Array.isArray(list) || !list.every((d) => d && Number.isInteger(d.productId)))
    return err('INVALID', 'Discounts are {productDiscounts: [{productId, amountPerItem}]}');
  const before = errors.length;
  const seen = new Set<number>();
  const out: ProductDiscount[] = [];
  for (const { productId, amountPerItem } of list as Array<{ productId: number; amountPerItem: unknown }>) {
    if (seen.has(productId)) err('DUPLICATE', `Product ${productId} has two discounts`);
    seen.add(productId);
    if (!variants.some((v) => v.productId === productId)) {
      err('NOT_IN_SHOW', `Product ${productId} is not in the show`);
      continue;
    }
    if (typeof amountPerItem !== 'string' || !AMOUNT.test(amountPerItem) || cents(amountPerItem) <= 0) {
      err('INVALID', `The discount on product ${productId} is an amount above 0, like 5.00`);
      continue;
    }
    const product = productById(productId);
    if (!product) continue; // reported under variants
    const cheapest = Math.min(...product.variants.map((v) => cents(v.price)));
    if (cents(amountPerItem) >= cheapest)
      err('TOO_HIGH', `The discount on product ${productId} must be less than its lowest price, ${(cheapest / 100).toFixed(2)}`);
    out.push({ productId, amountPerItem: (cents(amountPerItem) / 100).toFixed(2) });
  }
  return errors.length === before ? { productDiscounts: out } : undefined;
}

/** Checks the fields present in `body`; `required` (create) also demands a title and a start. */
export async function checkShowFields(
  body: Record<string, unknown>,
  ctx: RuleContext,
  required = false,
): Promise<{ errors: FieldError[]; fields: CheckedFields }> {
  const errors: FieldError[] = [];
  const fields: CheckedFields = {};
  const has = (key: string) => body[key] !== undefined || (required && (key === 'title' || key === 'startTime'));

  if (has('title')) fields.title = checkText('title', body.title ?? '', SHOW_LIMITS.titleMax, errors);
  if (has('description')) fields.description = checkText('description', body.description, SHOW_LIMITS.descriptionMax, errors);
  if (has('variants')) fields.variants = checkVariants(body.variants, errors);
  if (has('startTime')) fields.startTime = checkStartTime(body.startTime, ctx.now, errors);
  if (has('discounts')) {
    // Against the products the show would have: the ones sent (even when they have errors of their own), else its current ones.
    const sent = Array.isArray(body.variants) ? (body.variants as Variants).filter((v) => v && Number.isInteger(v.productId)) : undefined;
    const variants = fields.variants ?? sent ?? ctx.current?.variants ?? [];
    fields.discounts = checkDiscounts(body.discounts, variants, errors);
  }
  if (has('featureMode')) {
    if (body.featureMode === 'SINGLE' || body.featureMode === 'CAROUSEL') fields.featureMode = body.featureMode;
    else errors.push({ field: 'featureMode', code: 'INVALID', message: 'The feature mode is SINGLE or CAROUSEL' });
  }
  if (has('publiclyListed')) {
    if (typeof body.publiclyListed === 'boolean') fields.publiclyListed = body.publiclyListed;
    else errors.push({ field: 'publiclyListed', code: 'INVALID', message: 'publiclyListed is true or false' });
  }
  // null keeps the thumbnail there is (or sets none on create).
  if (body.thumbnail !== undefined && body.thumbnail !== null) {
    try {
      fields.thumbnail = await ctx.thumbnail(body.thumbnail as string);
    } catch (e) {
      if (!(e instanceof ImageRejected)) throw e;
      errors.push({
        field: 'thumbnail',
        code: e.code,
        message: e.code === 'TOO_LARGE' ? 'The thumbnail is over 500 KB' : 'The thumbnail is not a JPEG or PNG picture',
      });
    }
  }
  return { errors, fields };
}
