import express, { type Express } from 'express';
import http2, { Http2ServerRequest, Http2ServerResponse, type Http2SecureServer } from 'node:http2';
import type { Socket } from 'node:net';
import type { LocalCertificate } from './local-certificate';

/**
 * An Express app served over HTTP/2 on TLS, with HTTP/1.1 for clients that do not offer h2 in ALPN (Node's fetch,
 * curl without --http2), as a CDN serves it.
 *
 * Express gives every request its own prototypes, built on http.IncomingMessage and http.ServerResponse, which
 * would hide the HTTP/2 compatibility objects' own (headers, url, stream). For an h2 request the app therefore runs
 * with the same request and response methods laid over Http2ServerRequest and Http2ServerResponse instead.
 */
export interface SecureHttp2Server {
  server: Http2SecureServer;
  port: number;
  close(): Promise<void>;
}

/** Express's own request entry point (typed as internal by @types/express). */
type Handle = (req: unknown, res: unknown) => void;

function overHttp2(app: Express): { handle: Handle } {
  const own = { app: { configurable: true, enumerable: true, writable: true, value: app } };
  const request = Object.create(Http2ServerRequest.prototype, Object.getOwnPropertyDescriptors(express.request));
  const response = Object.create(Http2ServerResponse.prototype, Object.getOwnPropertyDescriptors(express.response));
  // The app itself (settings, router) with only those two prototypes swapped.
  return Object.create(app, {
    request: { value: Object.create(request, own) },
    response: { value: Object.create(response, own) },
  }) as { handle: Handle };
}

export function listenSecureHttp2(app: Express, port: number, host: string, tls: LocalCertificate): Promise<SecureHttp2Server> {
  const h2App = overHttp2(app);
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    if (req.httpVersionMajor >= 2) h2App.handle(req, res);
    else app(req as never, res as never);
  });
  // HTTP/1.1 clients' idle connections stay open for a minute, as on the other origins (http-helpers.ts).
  Object.assign(server, { keepAliveTimeout: 60_000, headersTimeout: 61_000 });
  const sockets = new Set<Socket>();
  server.on('secureConnection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve({
        server,
        port: (server.address() as { port: number }).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const s of sockets) s.destroy();
          }),
      }),
    );
  });
}
