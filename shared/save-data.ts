/**
 * Whether the browser asks pages to save data (Save-Data: `navigator.connection.saveData`, where the Network
 * Information API exists). Downloads ahead of need are skipped then; what is needed still comes when asked for.
 */
export function savesData(nav: { connection?: { saveData?: boolean } } | undefined = globalThis.navigator as never): boolean {
  return nav?.connection?.saveData === true;
}
