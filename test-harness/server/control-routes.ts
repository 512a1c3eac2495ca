import { Router } from 'express';
import type { Identity } from '../identity/identity-stand-in';
import type { LiveBackend } from '../live-shopping/live-backend';
import { addFault, clearFaults, listFaults } from './faults';
import { recorder } from './recorder';

/**
 * The store's /__harness/ routes, for tests and for a developer looking on: what the sinks recorded, the mails
 * the stand-ins "sent", the CDN's and the live-shopping stand-in's logs, and fault injection.
 */
export function controlRoutes(live: Pick<LiveBackend, 'outbox'>, identity: Pick<Identity, 'local' | 'clock'>): Router {
  const router = Router();
  router.get('/__harness/events', (req, res) => {
    const kind = req.query.kind as string | undefined;
    const list = recorder.sinks.filter((r) => !kind || r.kind === kind);
    if (req.query.format === 'json' || req.accepts(['html', 'json']) === 'json') {
      res.json(list);
      return;
    }
    const rows = list
      .map(
        (r) =>
          `<tr><td>${r.at}</td><td>${r.kind}</td><td><code>${escapeHtml(r.body?.event ?? r.body?.name ?? '')}</code></td><td><pre>${escapeHtml(JSON.stringify(r.body, null, 1).slice(0, 1500))}</pre></td></tr>`,
      )
      .join('');
    res
      .type('html')
      .send(
        `<!doctype html><meta charset=utf-8><title>Harness events</title><style>body{font:14px system-ui;margin:20px}td{vertical-align:top;border-bottom:1px solid #ddd;padding:4px}pre{margin:0;white-space:pre-wrap}</style><h1>Analytics and error reports (${list.length})</h1><table><tr><th>At</th><th>Kind</th><th>Name</th><th>Body</th></tr>${rows}</table>`,
      );
  });
  router.delete('/__harness/events', (_req, res) => {
    recorder.clear();
    res.status(204).end();
  });
  // Reminder mails the live-shopping stand-in "sent" (subscribe v1 and v2).
  router.get('/__harness/live/outbox', (_req, res) => res.json(live.outbox()));
  router.get('/__harness/cdn-log', (_req, res) => res.json(recorder.cdn));
  // Every call the live-shopping stand-in got (method, path and query), oldest first; DELETE /__harness/events clears it.
  router.get('/__harness/live-log', (_req, res) => res.json(recorder.live));
  router.get('/__harness/faults', (_req, res) => res.json(listFaults()));
  // Confirmation and reset codes the identity stand-in "mailed", newest last (?email= narrows).
  router.get('/__harness/identity/codes', (req, res) => {
    const email = String(req.query.email ?? '').toLowerCase();
    res.json(identity.local.codes.filter((c) => !email || c.email.toLowerCase() === email));
  });
  // The identity stand-in's clock for the age of confirmation codes: { advanceMs } moves it on (a code sent before then
  // is that much older, e.g. past Cognito's 24 hours); DELETE puts it back.
  router.post('/__harness/identity/clock', (req, res) => {
    try {
      const advanceMs: unknown = req.body?.advanceMs;
      identity.clock.advance(typeof advanceMs === 'number' ? advanceMs : NaN);
      res.status(204).end();
    } catch (e) {
      res.status(400).json({ error: (e as Error).message });
    }
  });
  router.delete('/__harness/identity/clock', (_req, res) => {
    identity.clock.reset();
    res.status(204).end();
  });
  router.post('/__harness/faults', (req, res) => {
    try {
      res.status(201).json(addFault(req.body));
    } catch (e) {
      res.status(400).json({ error: (e as Error).message });
    }
  });
  router.delete('/__harness/faults', (_req, res) => {
    clearFaults();
    res.status(204).end();
  });
  return router;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
