import express, { Router, type NextFunction, type Request, type Response } from 'express';

/**
 * An opt-in Content-Security-Policy on the store's responses, as a merchant's
 * theme may send one. Off unless a test sets it through /__harness/csp, so the
 * rest of the suite runs without a policy. Violation reports (the policy's
 * report-uri, pointed at /__harness/csp-reports) are kept for the test to read:
 * they include those from the widgets' workers, which no page event sees.
 */
let policy: string | null = null;
const reports: unknown[] = [];

export function currentCsp(): string | null {
  return policy;
}

export function cspMiddleware() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (policy && !req.path.startsWith('/__harness')) res.set('Content-Security-Policy', policy);
    next();
  };
}

export function cspRouter(): Router {
  const router = Router();
  // Browsers send application/csp-report (report-uri) or application/reports+json (Reporting API).
  const reportBody = express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: '1mb' });
  router.get('/__harness/csp', (_req, res) => res.json({ policy }));
  router.post('/__harness/csp', express.json(), (req, res) => {
    const p = (req.body as { policy?: unknown } | undefined)?.policy;
    if (typeof p !== 'string' || !p.trim() || /[\r\n]/.test(p)) {
      res.status(400).json({ error: 'A policy is one line of text' });
      return;
    }
    policy = p.trim();
    reports.length = 0;
    res.status(201).json({ policy });
  });
  router.delete('/__harness/csp', (_req, res) => {
    policy = null;
    reports.length = 0;
    res.status(204).end();
  });
  router.post('/__harness/csp-reports', reportBody, (req, res) => {
    const body = req.body as unknown;
    reports.push(...(Array.isArray(body) ? body : [body]));
    if (reports.length > 500) reports.splice(0, reports.length - 500);
    res.status(204).end();
  });
  router.get('/__harness/csp-reports', (_req, res) => res.json(reports));
  return router;
}
