import { Router, type Request, type Response } from 'express';
import { SHOW_LIMITS } from '../../shared/api/live-shopping/live-types';
import { invalid, needRole, needUser, notFound, type Verify } from './http-helpers';
import { profileView, type ProfileStore } from './profile-store';

/**
 * The live-shopping backend's profile calls (spec 2 §7): display name
 * (validate without login, set), my profile, handle (validate, set), a host's
 * bio, and anyone's profile by handle. Checks happen here, on the server,
 * with spec 2 §9's limits.
 */
export const DISPLAY_NAME_MAX = 30;
export const HANDLE_MAX = 30;
// 'guest' is the chat's name for anonymous viewers (Guest #n).
const BLOCKED = ['admin', 'moderator', 'aurelle', 'support', 'guest'];
const PROFANITY = ['damn', 'crap', 'idiot'];

/** The profanity check display names, show titles and descriptions, and bios share. */
export const hasProfanity = (text: string) => PROFANITY.some((w) => text.toLowerCase().includes(w));

export function displayNameResult(baseName: string): string {
  const name = baseName.trim();
  if (name.length < 2) return 'TOO_SHORT';
  if (name.length > DISPLAY_NAME_MAX) return 'TOO_LONG';
  if (!/^[\p{L}\p{N} ._-]+$/u.test(name)) return 'INVALID_CHARACTERS';
  if (hasProfanity(name)) return 'PROFANITY';
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

export function profileRoutes(store: ProfileStore, verify: Verify): Router {
  const router = Router();
  const view = profileView;

  router.post('/profile/me/displayname/validate/v1', (req: Request, res: Response) => {
    res.json({ result: displayNameResult(String(req.body?.baseName ?? '')) });
  });
  router.post('/profile/me/displayname/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const baseName = String(req.body?.baseName ?? '').trim();
    const result = displayNameResult(baseName);
    if (result !== 'VALID')
      return void res.status(422).json({ errors: [{ field: 'baseName', code: result, message: `Display name ${result.toLowerCase()}` }] });
    const current = store.get(claims.sub, claims.email).displayName;
    const displayName = current?.baseName === baseName ? current : { baseName, sequenceId: store.nextSequenceId(baseName) };
    res.json(view(store.update(claims.sub, claims.email, { displayName })));
  });
  router.get('/profile/me/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    res.json(view(store.get(claims.sub, claims.email)));
  });
  router.post('/profile/me/handle/validate/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const handle = String(req.body?.handle ?? '');
    const result = handleResult(handle);
    const owner = store.byHandle(handle);
    res.json({ result, available: result === 'VALID' && (!owner || owner.id === store.get(claims.sub, claims.email).id) });
  });
  router.post('/profile/me/handle/v1', (req: Request, res: Response) => {
    const claims = needRole(req, res, verify, 'influencer');
    if (!claims) return;
    const handle = String(req.body?.handle ?? '');
    const result = handleResult(handle);
    if (result !== 'VALID')
      return void res.status(422).json({ errors: [{ field: 'handle', code: result, message: `Handle ${result.toLowerCase()}` }] });
    const owner = store.byHandle(handle);
    if (owner && owner.id !== store.get(claims.sub, claims.email).id)
      return void res.status(409).json({ errors: [{ field: 'handle', code: 'NOT_AVAILABLE', message: 'Handle taken' }] });
    res.json(view(store.update(claims.sub, claims.email, { influencer: { handle } })));
  });
  /** The bio's checks (an influencer; text, at most 150, friendly): the trimmed bio, or null once the error is sent. */
  const checkBio = (req: Request, res: Response) => {
    const claims = needRole(req, res, verify, 'influencer');
    if (!claims) return null;
    const raw = req.body?.bio;
    if (typeof raw !== 'string') {
      invalid(res, [{ field: 'bio', code: 'INVALID', message: 'A bio is text' }]);
      return null;
    }
    const bio = raw.trim();
    if ([...bio].length > SHOW_LIMITS.bioMax) {
      invalid(res, [{ field: 'bio', code: 'TOO_LONG', message: `A bio is at most ${SHOW_LIMITS.bioMax} characters` }]);
      return null;
    }
    if (hasProfanity(bio)) {
      invalid(res, [{ field: 'bio', code: 'PROFANITY', message: 'Please keep the bio friendly' }]);
      return null;
    }
    return { claims, bio };
  };
  // Our addition (the spec's own pattern, …/displayname/validate/v1): the bio's live check, which changes nothing.
  router.post('/profile/me/bio/validate/v1', (req: Request, res: Response) => {
    if (checkBio(req, res)) res.json({ ok: true });
  });
  router.post('/profile/me/bio/v1', (req: Request, res: Response) => {
    const checked = checkBio(req, res);
    if (!checked) return;
    res.json(view(store.update(checked.claims.sub, checked.claims.email, { bio: checked.bio })));
  });
  router.get('/profile/byHandle/:handle/v1', (req: Request, res: Response) => {
    const profile = store.byHandle(String(req.params.handle));
    if (!profile) return notFound(res, 'profile');
    res.json(view(profile));
  });
  return router;
}
