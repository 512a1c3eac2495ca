/**
 * The shade finder's answers and result, kept in the results page's path
 * (/pages/shade-finder-results/{params}) so the page survives a reload and
 * can be shared: skin-2_undertone-warm_concerns-redness.dryness_coverage-medium_tone-81.5
 */
export const SKIN_IMAGES = ['fair', 'light', 'medium', 'tan', 'deep', 'rich'] as const;
export const UNDERTONES = ['cool', 'neutral', 'warm', 'unsure'] as const;
export const CONCERNS = ['redness', 'darkSpots', 'dryness', 'oiliness', 'fineLines', 'texture'] as const;
export const COVERAGES = ['light', 'medium', 'full'] as const;

export type SkinImage = (typeof SKIN_IMAGES)[number];
export type Undertone = (typeof UNDERTONES)[number];
export type Concern = (typeof CONCERNS)[number];
export type CoverageChoice = (typeof COVERAGES)[number];

export interface ShadeAnswers {
  skin: SkinImage | null;
  undertone: Undertone | null;
  concerns: Concern[];
  coverage: CoverageChoice | null;
}

export interface ShadeResultsParams extends ShadeAnswers {
  /** The measured skin tone (CIELAB L*). */
  tone: number;
}

export function encodeShadeResults(p: ShadeResultsParams): string {
  const parts: string[] = [];
  if (p.skin) parts.push(`skin-${SKIN_IMAGES.indexOf(p.skin) + 1}`);
  if (p.undertone) parts.push(`undertone-${p.undertone}`);
  if (p.concerns.length) parts.push(`concerns-${p.concerns.join('.')}`);
  if (p.coverage) parts.push(`coverage-${p.coverage}`);
  parts.push(`tone-${Math.round(p.tone * 10) / 10}`);
  return parts.join('_');
}

/** null when the tone is missing or unreadable; unknown or bad answers are dropped, not fatal. */
export function decodeShadeResults(params: string): ShadeResultsParams | null {
  const out: ShadeResultsParams = { skin: null, undertone: null, concerns: [], coverage: null, tone: NaN };
  for (const part of decodeURIComponent(params).split('_')) {
    const dash = part.indexOf('-');
    if (dash < 1) continue;
    const [key, value] = [part.slice(0, dash), part.slice(dash + 1)];
    if (key === 'tone') out.tone = /^\d{1,3}(\.\d+)?$/.test(value) ? Number(value) : NaN;
    else if (key === 'skin') out.skin = SKIN_IMAGES[Number(value) - 1] ?? null;
    else if (key === 'undertone') out.undertone = (UNDERTONES as readonly string[]).includes(value) ? (value as Undertone) : null;
    else if (key === 'coverage') out.coverage = (COVERAGES as readonly string[]).includes(value) ? (value as CoverageChoice) : null;
    else if (key === 'concerns') out.concerns = value.split('.').filter((c): c is Concern => (CONCERNS as readonly string[]).includes(c));
  }
  return Number.isFinite(out.tone) && out.tone >= 0 && out.tone <= 100 ? out : null;
}
