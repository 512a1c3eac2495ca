import type { NextFunction, Request, Response } from 'express';

/**
 * Per-route faults, switched on by tests through /__harness/faults:
 * latency (cut short when the faults are cleared, so a test can hold a request for as long as it looks, then let it
 * go on), an HTTP status (5xx, 422...), malformed JSON, a dropped connection,
 * a body cut short after `bytes` (a truncated download), or a body of the right
 * length whose bytes are garbage (a corrupt file).
 */
export type FaultKind = 'latency' | 'status' | 'malformed' | 'drop' | 'truncate' | 'corrupt';
export type ServerName = 'store' | 'cdn' | 'api';

export interface Fault {
  id: number;
  /** A path prefix, e.g. '/cart/add.js' or '/log/v1'. */
  path: string;
  method?: string;
  server?: ServerName;
  kind: FaultKind;
  status?: number;
  body?: unknown;
  ms?: number;
  /** truncate: how many bytes of the body get through. */
  bytes?: number;
  /** How many requests it hits; unlimited when absent. */
  times?: number;
}

/**
 * Set on a response whose body a fault cuts or garbles: a route that would compress the body sends it as it is, so
 * the fault stays a short or garbled file rather than a broken gzip stream.
 */
export const BODY_REWRITTEN = 'vanityBodyRewritten';

let faults: Fault[] = [];
let nextId = 1;
/** Requests a latency fault is holding back, each with what lets it go on. */
const held = new Set<() => void>();

export function addFault(input: Omit<Fault, 'id'>): Fault {
  if (!['latency', 'status', 'malformed', 'drop', 'truncate', 'corrupt'].includes(input.kind))
    throw new Error(`Unknown fault kind ${input.kind}`);
  if (typeof input.path !== 'string' || !input.path.startsWith('/')) throw new Error('A fault needs a path starting with /');
  const fault = { ...input, id: nextId++ };
  faults.push(fault);
  return fault;
}

/** Removes every fault, and lets the requests a latency is still holding go on at once. */
export function clearFaults() {
  faults = [];
  for (const release of [...held]) release();
}

/** Waits `ms`, or less if the faults are cleared meanwhile. */
function hold(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      held.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    held.add(release);
  });
}

export function listFaults(): Fault[] {
  return faults;
}

export function faultMiddleware(server: ServerName) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/__harness')) return next();
    const hits = faults.filter(
      (f) => (!f.server || f.server === server) && req.path.startsWith(f.path) && (!f.method || f.method.toUpperCase() === req.method),
    );
    for (const f of hits) {
      if (f.times !== undefined && --f.times <= 0) faults = faults.filter((x) => x !== f);
      switch (f.kind) {
        case 'latency':
          await hold(f.ms ?? 1000);
          break;
        case 'status':
          res.status(f.status ?? 500).json(f.body ?? { error: 'Injected fault', status: f.status ?? 500 });
          return;
        case 'malformed':
          res
            .status(f.status ?? 200)
            .type('application/json')
            .send('{"items": [{"id": 1, "title": "trunc');
          return;
        case 'drop':
          req.socket.destroy();
          return;
        case 'truncate':
          truncate(res, f.bytes ?? 1024);
          res.locals[BODY_REWRITTEN] = true;
          break;
        case 'corrupt':
          corrupt(res);
          res.locals[BODY_REWRITTEN] = true;
          break;
      }
    }
    next();
  };
}

/** Passes every chunk of the response body through `change` on its way out (write and end alike). */
function rewriteBody(res: Response, change: (chunk: Buffer) => Buffer, beforeEnd: () => void = () => {}) {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const rewrite = (chunk: unknown): Buffer | null =>
    chunk == null || typeof chunk === 'function' ? null : change(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  res.write = ((chunk: unknown) => {
    const part = rewrite(chunk);
    return part && part.length ? write(part) : true;
  }) as Response['write'];
  res.end = ((chunk?: unknown) => {
    const part = rewrite(chunk);
    beforeEnd();
    return part && part.length ? end(part) : end();
  }) as Response['end'];
}

/** Lets only the first `limit` bytes of the response body through, then ends it cleanly. */
function truncate(res: Response, limit: number) {
  let sent = 0;
  res.removeHeader('Content-Length');
  res.on('pipe', () => res.removeHeader('Content-Length'));
  rewriteBody(
    res,
    (buf) => {
      const room = Math.max(0, limit - sent);
      sent += Math.min(room, buf.length);
      return buf.subarray(0, room);
    },
    // res.send sets the full length just before it ends: the client would wait for bytes that never come.
    () => void (res.headersSent || res.removeHeader('Content-Length')),
  );
}

/** Every byte of the body replaced by '#': same length, so only a reader of its content notices. */
function corrupt(res: Response) {
  rewriteBody(res, (buf) => Buffer.alloc(buf.length, 0x23));
}
