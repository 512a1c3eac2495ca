import { Router, type Request, type Response } from 'express';
import { verifyIdToken, type IdClaims } from '../identity/id-token';
import type { ProfileStore } from './profile-store';

/**
 * The live-shopping backend's profile calls that onboarding needs (spec 2 §7):
 * display name (validate without login, set), my profile, handle (validate,
 * set). Checks happen here, on the server, with spec 2 §9's limits.
 */
export const DISPLAY_NAME_MAX = 30;
export const HANDLE_MAX = 30;
const BLOCKED = ['admin', 'moderator', 'aurelle', 'support'];
const PROFANITY = ['damn', 'crap', 'idiot'];

export function displayNameResult(baseName: string): string {
  const name = baseName.trim();
  if (name.length < 2) return 'TOO_SHORT';
  if (name.length > DISPLAY_NAME_MAX) return 'TOO_LONG';
  if (!/^[\p{L}\p{N} ._-]+$/u.test(name)) return 'INVALID_CHARACTERS';
  if (PROFANITY.some((w) => name.toLowerCase().includes(w))) return 'PROFANITY';
  if (BLOCKED.includes(name.toLowerCase())) return 'RESERVED';
  return 'VALID';
}

export function handleResult(handle: string): string {
  if (handle.length < 3) return 'TOO_SHORT';
  if (handle.length > HANDLE_MAX) return 'TOO_LONG';
  if (!/^[a-z0-9_.]+$/.test(handle)) return 'INVALID_CHARACTERS';
  if (BLOCKED.includes(handle)) return 'RESERVED';
  return 'VALID';
}

export function profileRoutes(store: ProfileStore, clientId: () => string): Router {
  const router = Router();
  const who = (req: Request): IdClaims | null => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    return token ? verifyIdToken(token, clientId()) : null;
  };
  const needUser = (req: Request, res: Response) => {
    const claims = who(req);
    if (!claims) res.status(401).json({ errors: [{ message: 'Sign in first' }] });
    return claims;
  };
  const view = (p: ReturnType<ProfileStore['get']>) => ({ displayName: p.displayName, influencer: p.influencer, bio: p.bio });

  router.post('/profile/me/displayname/validate/v1', (req: Request, res: Response) => {
    res.json({ result: displayNameResult(String(req.body?.baseName ?? '')) });
  });
  router.post('/profile/me/displayname/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res);
    if (!claims) return;
    const baseName = String(req.body?.baseName ?? '').trim();
    const result = displayNameResult(baseName);
    if (result !== 'VALID') return void res.status(422).json({ errors: [{ field: 'baseName', code: result, message: `Display name ${result.toLowerCase()}` }] });
    const current = store.get(claims.sub, claims.email).displayName;
    const displayName = current?.baseName === baseName ? current : { baseName, sequenceId: store.nextSequenceId(baseName) };
    res.json(view(store.update(claims.sub, claims.email, { displayName })));
  });
  router.get('/profile/me/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res);
    if (!claims) return;
    res.json(view(store.get(claims.sub, claims.email)));
  });
  router.post('/profile/me/handle/validate/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res);
    if (!claims) return;
    const handle = String(req.body?.handle ?? '');
    const result = handleResult(handle);
    const owner = store.byHandle(handle);
    res.json({ result, available: result === 'VALID' && (!owner || owner.userId === claims.sub) });
  });
  router.post('/profile/me/handle/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res);
    if (!claims) return;
    if (!(claims['cognito:groups'] ?? []).includes('influencer')) return void res.status(403).json({ errors: [{ message: 'User is not an influencer' }] });
    const handle = String(req.body?.handle ?? '');
    const result = handleResult(handle);
    if (result !== 'VALID') return void res.status(422).json({ errors: [{ field: 'handle', code: result, message: `Handle ${result.toLowerCase()}` }] });
    const owner = store.byHandle(handle);
    if (owner && owner.userId !== claims.sub) return void res.status(409).json({ errors: [{ field: 'handle', code: 'NOT_AVAILABLE', message: 'Handle taken' }] });
    res.json(view(store.update(claims.sub, claims.email, { influencer: { handle } })));
  });
  return router;
}
