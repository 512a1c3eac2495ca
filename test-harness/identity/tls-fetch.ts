import http from 'node:http';
import https from 'node:https';

/**
 * fetch for a server calling the hosted UI, whose certificate is made at start: https with that certificate trusted
 * (nothing else), http as is. Redirects are never followed: the caller (a relying party) reads them.
 */
export function trustingFetch(certificate: string) {
  return (url: string | URL, init: { method?: string; headers?: HeadersInit; body?: unknown } = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const target = new URL(String(url));
      const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
      const body = init.body == null ? undefined : typeof init.body === 'string' ? init.body : String(init.body);
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const lib = target.protocol === 'https:' ? https : http;
      const req = lib.request(
        target,
        { method: init.method ?? 'GET', headers, ...(target.protocol === 'https:' ? { ca: certificate } : {}) },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (const [k, v] of Object.entries(res.headers)) for (const one of Array.isArray(v) ? v : v ? [v] : []) out.append(k, one);
            const status = res.statusCode ?? 500;
            resolve(new Response([101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: out }));
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
}
