/** One constructed sheet per stylesheet text: forty labels on a collection page share one, parsed once. */
const sheets = new Map<string, CSSStyleSheet>();

/** Gives a widget's shadow root its stylesheet: a constructed sheet where supported, else a <style>. */
export function adoptStyles(shadow: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in shadow && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    shadow.adoptedStyleSheets = [sheet];
  } else {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.prepend(style);
  }
}
