import type { NextFunction, Request, Response } from 'express';

/**
 * Per-route faults, switched on by tests through /__harness/faults:
 * latency, an HTTP status (5xx, 422...), malformed JSON, a dropped connection,
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

let faults: Fault[] = [];
let nextId = 1;

export function addFault(input: Omit<Fault, 'id'>): Fault {
  if (!['latency', 'status', 'malformed', 'drop', 'truncate', 'corrupt'].includes(input.kind)) throw new Error(`Unknown fault kind ${input.kind}`);
  if (typeof input.path !== 'string' || !input.path.startsWith('/')) throw new Error('A fault needs a path starting with /');
  const fault = { ...input, id: nextId++ };
  faults.push(fault);
  return fault;
}

export function clearFaults() {
  faults = [];
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
          await new Promise((r) => setTimeout(r, f.ms ?? 1000));
          break;
        case 'status':
          res.status(f.status ?? 500).json(f.body ?? { error: 'Injected fault', status: f.status ?? 500 });
          return;
        case 'malformed':
          res.status(f.status ?? 200).type('application/json').send('{"items": [{"id": 1, "title": "trunc');
          return;
        case 'drop':
          req.socket.destroy();
          return;
        case 'truncate':
          truncate(res, f.bytes ?? 1024);
          break;
        case 'corrupt':
          corrupt(res);
          break;
      }
    }
    next();
  };
}

/** Lets only the first `limit` bytes of the response body through, then ends it cleanly. */
function truncate(res: Response, limit: number) {
  let sent = 0;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const cut = (chunk: unknown): Buffer | null => {
    if (chunk == null || typeof chunk === 'function') return null;
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    const room = Math.max(0, limit - sent);
    sent += Math.min(room, buf.length);
    return buf.subarray(0, room);
  };
  res.removeHeader('Content-Length');
  res.write = ((chunk: unknown) => {
    const part = cut(chunk);
    return part && part.length ? write(part) : true;
  }) as Response['write'];
  res.end = ((chunk?: unknown) => {
    const part = cut(chunk);
    // res.send sets the full length just before it ends: the client would wait for bytes that never come.
    if (!res.headersSent) res.removeHeader('Content-Length');
    return part && part.length ? end(part) : end();
  }) as Response['end'];
  res.on('pipe', () => res.removeHeader('Content-Length'));
}

/** Every byte of the body replaced by '#': same length, so only a reader of its content notices. */
function corrupt(res: Response) {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const garble = (chunk: unknown): Buffer | null => {
    if (chunk == null || typeof chunk === 'function') return null;
    const length = Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(chunk as string);
    return Buffer.alloc(length, 0x23);
  };
  res.write = ((chunk: unknown) => {
    const part = garble(chunk);
    return part && part.length ? write(part) : true;
  }) as Response['write'];
  res.end = ((chunk?: unknown) => {
    const part = garble(chunk);
    return part && part.length ? end(part) : end();
  }) as Response['end'];
}
