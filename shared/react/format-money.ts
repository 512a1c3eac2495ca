const formats = new Map<string, Intl.NumberFormat>();

/** A price in the shop's currency, written the page's way ($12.00, 12,00 €). */
export function formatMoney(cents: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      f = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
    }
    formats.set(key, f);
  }
  return f.format(cents / 100);
}
