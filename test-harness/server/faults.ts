import type { NextFunction, Request, Response } from 'express';

/**
 * Per-route faults, switched on by tests through /__harness/faults:
 * latency, an HTTP status (5xx, 422...), malformed JSON, or a dropped connection.
 */
export type FaultKind = 'latency' | 'status' | 'malformed' | 'drop';
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
  /** How many requests it hits; unlimited when absent. */
  times?: number;
}

let faults: Fault[] = [];
let nextId = 1;

export function addFault(input: Omit<Fault, 'id'>): Fault {
  if (!['latency', 'status', 'malformed', 'drop'].includes(input.kind)) throw new Error(`Unknown fault kind ${input.kind}`);
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
      }
    }
    next();
  };
}
