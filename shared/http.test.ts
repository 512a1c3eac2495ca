import { createHttp, HttpError, NetworkError, type Http } from './http';
import { adoptHttp } from './loader-http';

function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

/** The error a call rejects with; fails the test if it resolves. */
async function failure(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
}

const ids = () => ({ deviceId: 'dev-1', sessionId: 'ses-1' });
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('shared/http', () => {
  it('returns the parsed JSON of an OK response', async () => {
    const { fetch } = fakeFetch(() => Response.json({ state: 'CONFIRMED' }));
    await expect(createHttp({ ids, fetch })('https://api/state')).resolves.toEqual({ state: 'CONFIRMED' });
  });

  it('throws an HttpError holding the response and the parsed JSON on any non-OK status', async () => {
    const { fetch } = fakeFetch(() => Response.json({ errors: ['title too long'] }, { status: 422 }));
    const error = await failure(createHttp({ ids, fetch })('https://api/show/v1', { json: {} }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(422);
    expect(error.response).toBeInstanceOf(Response);
    expect(error.json).toEqual({ errors: ['title too long'] });
  });

  it('keeps json undefined when a failing response is not JSON', async () => {
    const { fetch } = fakeFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure(createHttp({ ids, fetch })('https://api/x'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.json).toBeUndefined();
  });

  it('returns nothing for 204', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createHttp({ ids, fetch })('https://api/follow', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('rejects malformed JSON on an OK status as an HttpError', async () => {
    const { fetch } = fakeFetch(() => new Response('{"items": [', { status: 200 }));
    const error = await failure(createHttp({ ids, fetch })('https://api/x'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.malformed).toBe(true);
  });

  it('turns a dropped connection into a NetworkError', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createHttp({ ids, fetch })('https://api/x')).rejects.toBeInstanceOf(NetworkError);
  });

  describe('early(url): a GET the page is sure to make, started before its code arrives', () => {
    it('starts at once, without resolving the ids, and the first plain GET of that address takes its response', async () => {
      let n = 0;
      const { fetch, calls } = fakeFetch(() => Response.json({ n: ++n }));
      const idsAsked = vi.fn(ids);
      const http = createHttp({ ids: idsAsked, fetch });
      http.early('https://api/show/S1/v1');
      http.early('https://api/show/S1/v1');
      expect(calls).toHaveLength(1);
      // The ids are not resolved for it: before consent is known that would start them afresh.
      expect(headersOf(calls[0]!.init)).toEqual({ Accept: 'application/json' });
      expect(idsAsked).not.toHaveBeenCalled();
      // Signed in, it is another request; then the plain GET takes the early one; the next GET asks afresh.
      await expect(http('https://api/show/S1/v1', { idToken: 'jwt' })).resolves.toEqual({ n: 2 });
      await expect(http('https://api/show/S1/v1')).resolves.toEqual({ n: 1 });
      await expect(http('https://api/show/S1/v1')).resolves.toEqual({ n: 3 });
      expect(calls).toHaveLength(3);
    });

    it('not taken within 10 s, it is stale: the next GET asks afresh', async () => {
      vi.useFakeTimers();
      try {
        let n = 0;
        const { fetch, calls } = fakeFetch(() => Response.json({ n: ++n }));
        const http = createHttp({ ids, fetch });
        http.early('https://api/show/S1/v1');
        vi.advanceTimersByTime(10_000);
        await expect(http('https://api/show/S1/v1')).resolves.toEqual({ n: 2 });
        expect(calls).toHaveLength(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it('a failed early GET is the error of the request that takes it, and nobody’s if none does', async () => {
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
      const http = createHttp({ ids, fetch });
      http.early('https://api/show/S1/v1');
      http.early('https://api/show/S2/v1');
      await expect(http('https://api/show/S1/v1')).rejects.toBeInstanceOf(NetworkError);
      await new Promise((r) => setTimeout(r, 10));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    });
  });

  it('sends the device and session ids on every call', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    const http = createHttp({ ids, fetch });
    await http('https://api/a');
    await http('https://api/b', { method: 'DELETE', idToken: 'jwt' });
    for (const c of calls) {
      expect(headersOf(c.init)['X-Device-Id']).toBe('dev-1');
      expect(headersOf(c.init)['X-Session-Id']).toBe('ses-1');
    }
  });

  it('sends an idempotency token on authenticated POST and PATCH only (spec 1 §7)', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    let n = 0;
    const http = createHttp({ ids, fetch, newIdempotencyToken: () => `idem-${++n}` });
    await http('https://api/a', { method: 'POST', json: {}, idToken: 'jwt' });
    await http('https://api/b', { method: 'PATCH', json: {}, idToken: 'jwt' });
    await http('https://api/c', { method: 'GET', idToken: 'jwt' });
    await http('https://api/d', { method: 'POST', json: {} });
    const idem = calls.map((c) => headersOf(c.init)['Idempotency-Key']);
    expect(idem).toEqual(['idem-1', 'idem-2', undefined, undefined]);
    expect(headersOf(calls[0]!.init).Authorization).toBe('Bearer jwt');
    expect(headersOf(calls[3]!.init).Authorization).toBeUndefined();
  });

  it('sends JSON bodies as JSON', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    await createHttp({ ids, fetch })('https://api/a', { json: { baseName: 'Mia' } });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"baseName":"Mia"}');
    expect(headersOf(calls[0]!.init)['Content-Type']).toBe('application/json');
  });

  it('adoptHttp makes the loader’s failures this bundle’s HttpError and NetworkError, and passes the rest on', async () => {
    // vanity.js's copies of the classes, as the chunks see them: same names and fields, other classes.
    class LoaderHttpError extends Error {
      override name = 'HttpError';
      constructor(
        readonly response: Response,
        readonly json: unknown,
        readonly malformed = false,
      ) {
        super('HTTP 404 from https://api/x');
      }
    }
    class LoaderNetworkError extends Error {
      override name = 'NetworkError';
      constructor(
        readonly url: string,
        cause: unknown,
      ) {
        super('Network error calling https://api/x', { cause });
      }
    }
    const failing = (error: unknown) => adoptHttp((async () => Promise.reject(error)) as Http)('https://api/x');
    const notFound = await failure(failing(new LoaderHttpError(new Response(null, { status: 404 }), { errorCode: 'NOPE' })));
    expect(notFound).toBeInstanceOf(HttpError);
    expect(notFound).toMatchObject({ status: 404, json: { errorCode: 'NOPE' }, malformed: false, message: 'HTTP 404 from request' });
    const offline = await failure(failing(new LoaderNetworkError('https://api/x', new TypeError('Failed to fetch'))));
    expect(offline).toBeInstanceOf(NetworkError);
    expect(offline).toMatchObject({ url: 'https://api/x', cause: new TypeError('Failed to fetch') });
    const aborted = new DOMException('stopped', 'AbortError');
    expect(await failure(failing(aborted))).toBe(aborted);
    await expect(adoptHttp((async () => ({ ok: 1 })) as Http)('https://api/x')).resolves.toEqual({ ok: 1 });
  });
});
