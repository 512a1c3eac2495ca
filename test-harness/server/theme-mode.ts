import type { NextFunction, Request, Response } from 'express';

/**
 * The local store's theme modes: the store's own small theme (default), one whose root and body rules are Dawn's
 * (`html` at 62.5 %, body text in rem with letter-spacing), a hostile one with large inherited typography and
 * generic element rules that hit the widgets' placeholders, and `layouts`, a theme's full layout stylesheet that
 * puts the placeholders in containers sized by their content (the body a grid with the page column on auto
 * margins, a wrapping flex row, an inline-block, a float, a 280 px sidebar). Each adds a stylesheet
 * (theme/assets/theme-<mode>.css) after theme.css, so a whole e2e or screenshot run can prove the widgets survive
 * real themes.
 */
export const THEME_MODES = ['default', 'dawn-like', 'hostile', 'layouts'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

const COOKIE = 'theme_mode';
const asMode = (v: unknown): ThemeMode | undefined => THEME_MODES.find((m) => m === v);

/**
 * The mode for this request: `?theme=<mode>`, else the theme_mode cookie (which `?theme=` sets, as Shopify's
 * `?preview_theme_id=` keeps a preview for the visit), else the THEME_MODE environment variable, else default.
 */
export function themeMode(req: Pick<Request, 'get' | 'query'>): ThemeMode {
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.get('cookie') ?? '')?.[1];
  return asMode(req.query?.theme) ?? asMode(cookie) ?? asMode(process.env.THEME_MODE) ?? 'default';
}

/** Keeps a mode chosen with `?theme=` for the rest of the visit (an unknown mode changes nothing). */
export function themeModeCookie() {
  return (req: Request, res: Response, next: NextFunction) => {
    const chosen = asMode(req.query.theme);
    if (chosen) res.cookie(COOKIE, chosen, { path: '/', sameSite: 'lax' });
    next();
  };
}
