/**
 * The WebKit lane's ports: its own local store on WEBKIT_PORT (default 17080) with the CDN, backends and hosted
 * sign-in on the next three ports, and WebKitWebDriver on WEBKIT_PORT + 5. Playwright's stores start at E2E_PORT
 * (default 18080) and take 10 ports per worker, so the two runs never meet.
 */
export const WEBKIT_PORT = Number(process.env.WEBKIT_PORT ?? 17080);
export const STORE_ORIGIN = `http://127.0.0.1:${WEBKIT_PORT}`;
export const DRIVER_PORT = WEBKIT_PORT + 5;
