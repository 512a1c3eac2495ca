import type { Ids } from './ids';

/**
 * The one fetch helper for Vanity's own backends (spec 1 §7, spec 2 §7):
 * - a non-OK status throws an HttpError holding the response and the parsed JSON;
 * - 204 returns nothing;
 * - every call carries the device and session ids;
 * - authenticated POST and PATCH calls carry an idempotency token.
 */
export const HttpHeaders = {
  deviceId: 'X-Device-Id',
  sessionId: 'X-Session-Id',
  idToken: 'Authorization',
  idempotency: 'Idempotency-Key',
} as const;

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly response: Response,
    readonly json: unknown,
    /** true when the status was OK but the body was not the JSON promised. */
    readonly malformed = false,
  ) {
    super(`${malformed ? 'Malformed JSON from' : `HTTP ${response.status} from`} ${response.url || 'request'}`);
  }
  get status(): number {
    return this.response.status;
  }
}

/** The backend's validation errors ({errors: [{field, code, message}]}) of a failed call; [] for anything else. */
export function apiErrorsOf(error: unknown): Array<{ field?: string; code?: string; message?: string }> {
  const list = error instanceof HttpError ? (error.json as { errors?: unknown } | undefined)?.errors : undefined;
  if (!Array.isArray(list)) return [];
  // A body is the server's JSON, shown to people in part: keep only the text fields of object entries.
  const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
  return list.flatMap((e: unknown) => {
    if (!e || typeof e !== 'object') return [];
    const { field, code, message } = e as Record<string, unknown>;
    return [{ field: text(field), code: text(code), message: text(message) }];
  });
}

/** The request never got a response: offline, dropped connection, CORS. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Network error calling ${url}`, { cause });
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is (FormData, Blob...). */
  body?: BodyInit;
  headers?: Record<string, string>;
  /** The Cognito ID token; makes the call authenticated. */
  idToken?: string | null;
  keepalive?: boolean;
  signal?: AbortSignal;
}

export interface HttpDeps {
  ids: () => Pick<Ids, 'deviceId' | 'sessionId'>;
  fetch?: typeof fetch;
  newIdempotencyToken?: () => string;
}

export type Http = <T = unknown>(url: string, options?: RequestOptions) => Promise<T>;

async function parseBody(response: Response): Promise<{ json: unknown; ok: boolean }> {
  const text = await response.text();
  if (!text) return { json: undefined, ok: true };
  try {
    return { json: JSON.parse(text), ok: true };
  } catch {
    return { json: undefined, ok: false };
  }
}

/**
 * The page's http, and `early(url)`: a plain GET of a public record the page is sure to make, started before the
 * code that makes it has arrived (the watch page's show). The first plain GET of that address takes its
 * response. It also returns that response, for code that needs to look at it sooner (the runtime finds the show's
 * poster there): such code reads a clone, made as soon as the response arrives, never the body itself.
 */
export type PageHttp = Http & { early(url: string): Promise<Response> };

/** How long an early response waits to be taken. */
const EARLY_FOR_MS = 10_000;

export function createHttp(deps: HttpDeps): PageHttp {
  const doFetch = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const newToken = deps.newIdempotencyToken ?? (() => crypto.randomUUID());
  const started = new Map<string, Promise<Response>>();
  const baseHeaders = () => {
    const ids = deps.ids();
    return { Accept: 'application/json', [HttpHeaders.deviceId]: ids.deviceId, [HttpHeaders.sessionId]: ids.sessionId };
  };
  const request = async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...baseHeaders(), ...options.headers };
    const plainGet = method === 'GET' && !options.headers && !options.idToken && !options.signal;
    const early = plainGet ? started.get(url) : undefined;
    if (early) started.delete(url);
    if (options.idToken) {
      headers[HttpHeaders.idToken] = `Bearer ${options.idToken}`;
      if (method === 'POST' || method === 'PATCH') headers[HttpHeaders.idempotency] = newToken();
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    let response: Response;
    try {
      response = await (early ?? doFetch(url, { method, headers, body, keepalive: options.keepalive, signal: options.signal }));
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw new NetworkError(url, cause);
    }
    if (response.status === 204) return undefined as T;
    let parsed: { json: unknown; ok: boolean };
    try {
      parsed = await parseBody(response);
    } catch (cause) {
      // The connection dropped while the body was streaming.
      throw new NetworkError(url, cause);
    }
    if (!response.ok) throw new HttpError(response, parsed.json);
    if (!parsed.ok) throw new HttpError(response, undefined, true);
    return parsed.json as T;
  };
  return Object.assign(request, {
    early(url: string) {
      const already = started.get(url);
      if (already) return already;
      // Without the ids: resolving them now, before a theme's privacy API has answered, would start them afresh
      // (and a public record needs none).
      const response = doFetch(url, { method: 'GET', headers: { Accept: 'application/json' } });
      // Failed and never asked for, it is nobody's error; asked for, the request reports it as its own.
      response.catch(() => {});
      started.set(url, response);
      // Not taken soon (the widget did not mount), it is stale: the next request asks afresh.
      setTimeout(() => started.get(url) === response && started.delete(url), EARLY_FOR_MS);
      return response;
    },
  });
}
