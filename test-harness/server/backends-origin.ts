import express, { type Express, type Request, type Response } from 'express';
import type { Identity } from '../identity/identity-stand-in';
import type { LiveBackend } from '../live-shopping/live-backend';
import { skinToneRouter } from '../skin-tone/skin-tone-service';
import { faultMiddleware } from './faults';
import { cors, jsonBody, jsonErrors } from './http-helpers';
import { recorder } from './recorder';

/**
 * The backends' origin: identity (cognito-local behind the shim, the PreSignUp Lambda, the account backend), live
 * shopping, skin tone, and the analytics and error sinks, which record what they get for /__harness/events.
 */
export function createBackendsApp(identity: Identity, live: LiveBackend): Express {
  const api = express();
  api.disable('x-powered-by');
  api.use(cors(true));
  api.use(faultMiddleware('api'));
  api.use(jsonBody);
  api.use(identity.router);
  api.use('/api/live', (req, _res, next) => {
    recorder.live.push({ at: new Date().toISOString(), method: req.method, url: req.originalUrl });
    if (recorder.live.length > 5000) recorder.live.splice(0, 2500);
    next();
  });
  api.use('/api/live', live.router);
  const sink = (kind: 'analytics' | 'error') => (req: Request, res: Response) => {
    recorder.sinks.push({
      kind,
      at: new Date().toISOString(),
      headers: { 'x-device-id': req.get('x-device-id'), 'x-session-id': req.get('x-session-id'), origin: req.get('origin') },
      body: req.body,
    });
    if (recorder.sinks.length > 5000) recorder.sinks.splice(0, 2500);
    res.status(204).end();
  };
  api.use(skinToneRouter(recorder.skinTone));
  api.post('/log/v1', sink('analytics'));
  api.post('/error-report/v1', sink('error'));
  api.use(jsonErrors);
  return api;
}
