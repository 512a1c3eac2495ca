import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Server } from 'node:http';

/** What the local store's three origins (store, CDN, backends) share: listening, CORS, JSON bodies and errors. */

export function listen(app: Express, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    // Idle connections stay open for a minute, as a CDN's or load balancer's do, not Node's 5 s: a client that
    // reuses one just as the server closes it gets ECONNRESET (an e2e test's request context, idle while its page
    // works, met exactly that). Headers may take a little longer than that, as Node requires.
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 61_000;
    server.once('error', reject);
  });
}

export function cors(allowCredentials: boolean) {
  return (req: Request, res: Response, next: NextFunction) => {
    const origin = req.get('origin');
    res.set('Access-Control-Allow-Origin', allowCredentials && origin ? origin : '*');
    if (allowCredentials) res.set('Access-Control-Allow-Credentials', 'true');
    res.set('Vary', 'Origin');
    // Cognito's endpoint takes the AWS SDK's own headers (x-amz-target, x-amz-user-agent, amz-sdk-*).
    res.set(
      'Access-Control-Allow-Headers',
      'Content-Type, Authorization, X-Device-Id, X-Session-Id, Idempotency-Key, X-Chat-Token, X-Guest-Secret, Last-Event-ID, X-Amz-Target, X-Amz-User-Agent, Cache-Control, Amz-Sdk-Invocation-Id, Amz-Sdk-Request',
    );
    res.set('Access-Control-Expose-Headers', 'x-amzn-errortype, x-amzn-requestid, x-amzn-errormessage');
    res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.set('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
}

export const jsonBody = express.json({ type: ['application/json', 'text/plain'], limit: '5mb' });

export function jsonErrors(err: Error & { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 500;
  const message = err.type === 'entity.parse.failed' ? 'Malformed JSON' : err.message;
  // `errors` too: the live-shopping backend refuses with an errors list (spec 2 §7), a body it could not read included.
  res
    .status(status)
    .json({ error: message, errors: [{ code: err.type === 'entity.parse.failed' ? 'MALFORMED_JSON' : 'BAD_REQUEST', message }] });
}
