/**
 * Spec 2 §2, §9: mobile is up to 767 px wide, tablet up to 1023 px; every widget's layout switches at these
 * widths and nowhere else. Pixels, not rem: on a theme with `html { font-size: 62.5% }` a rem breakpoint
 * would move.
 */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1023;

/** The window is a phone's width (media queries: the try-on dialog and pages laid out by the window). */
export const MOBILE_MEDIA = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
/**
 * The widget's own width (container queries): the theme decides how wide a widget is, so a layout inside
 * one follows the widget's width, at the same breakpoints.
 */
export const WIDER_THAN_MOBILE = `(min-width: ${MOBILE_MAX_WIDTH + 1}px)`;
export const MOBILE_WIDTH = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
export const DESKTOP_WIDTH = `(min-width: ${TABLET_MAX_WIDTH + 1}px)`;
