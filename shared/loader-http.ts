import { HttpError, NetworkError, type Http, type RequestOptions } from './http';

/**
 * The loader's http as widget chunks use it. vanity.js is built apart from the chunks, so what its http throws
 * are vanity.js's own HttpError and NetworkError, which the chunks' `instanceof` does not know: they are made
 * again here, as this bundle's.
 */
export function adoptHttp(http: Http): Http {
  return <T>(url: string, options?: RequestOptions) =>
    http<T>(url, options).catch((e: Partial<HttpError & NetworkError> | null): never => {
      throw e?.name === 'HttpError'
        ? new HttpError(e.response!, e.json, e.malformed)
        : e?.name === 'NetworkError'
          ? new NetworkError(e.url!, e.cause)
          : e;
    });
}
