import { Router, type Request, type Response } from 'express';
import { SHOW_LIMITS } from '../../shared/api/live-shopping/live-types';
import { invalid, needRole, needUser, notFound, type Verify } from './http-helpers';
import { confusable, mixesScripts } from './name-spoofing';
import { profileView, type ProfileStore, type StoredProfile } from './profile-store';

/**
 * The live-shopping backend's profile calls (spec 2 §7): display name
 * (validate without login, set), my profile, handle (validate, set), a host's
 * bio, and anyone's profile by handle. Checks happen here, on the server,
 * with spec 2 §9's limits (display name and handle at most 30 characters,
 * bio 150).
 */
export const DISPLAY_NAME_MAX = 30;
export const HANDLE_MAX = 30;
// 'guest' is the chat's name for anonymous viewers (Guest #n).
const BLOCKED = ['admin', 'moderator', 'aurelle', 'support', 'guest'];
const PROFANITY = ['damn', 'crap', 'idiot'];

/** The profanity check display names, show titles and descriptions, and bios share. */
export const hasProfanity = (text: string) => PROFANITY.some((w) => text.toLowerCase().includes(w));

/**
 * The names the chat shows as who wrote (name-spoofing.ts): a new name may not pass for one of them. A display name
 * is held against everyone's display names and handles (the chat shows a handle where there is no display name).
 */
export const namesInUse = (profiles: StoredProfile[]): string[] =>
  profiles.flatMap((p) => [p.displayName?.baseName ?? [], p.influencer?.handle ?? []].flat());

/**
 * A display name's check. MIXED_SCRIPT: its letters mix scripts (Latin with Cyrillic, say) beyond UTS #39's Highly
 * Restrictive level; CONFUSABLE: it looks like a name in use (`taken`) without being it; a look-alike of a reserved
 * name is RESERVED.
 */
export function displayNameResult(baseName: string, taken: readonly string[] = []): string {
  const name = baseName.trim();
  if (name.length < 2) return 'TOO_SHORT';
  if (name.length > DISPLAY_NAME_MAX) return 'TOO_LONG';
  if (!/^[\p{L}\p{N} ._-]+$/u.test(name)) return 'INVALID_CHARACTERS';
  if (hasProfanity(name)) return 'PROFANITY';
  if (BLOCKED.includes(name.toLowerCase())) return 'RESERVED';
  if (mixesScripts(name)) return 'MIXED_SCRIPT';
  if (BLOCKED.some((reserved) => confusable(name, reserved))) return 'RESERVED';
  if (taken.some((other) => confusable(name, other))) return 'CONFUSABLE';
  return 'VALID';
}

/** A handle's check. Handles are ASCII, so they cannot mix scripts, but can still look like another ("rnia.host"). */
export function handleResult(handle: string, taken: readonly string[] = []): string {
  if (handle.length < 3) return 'TOO_SHORT';
  if (handle.length > HANDLE_MAX) return 'TOO_LONG';
  if (!/^[a-z0-9_.]+$/.test(handle)) return 'INVALID_CHARACTERS';
  if (BLOCKED.includes(handle) || BLOCKED.some((reserved) => confusable(handle, reserved))) return 'RESERVED';
  if (taken.some((other) => confusable(handle, other))) return 'CONFUSABLE';
  return 'VALID';
}

export function profileRoutes(store: ProfileStore, verify: Verify): Router {
  const router = Router();
  const view = profileView;
  /** Other profiles' handles: a host renaming their own handle may keep looking like it. */
  const otherHandles = (me: StoredProfile) => store.all().flatMap((p) => (p.influencer && p.id !== me.id ? [p.influencer.handle] : []));

  router.post('/profile/me/displayname/validate/v1', (req: Request, res: Response) => {
    res.json({ result: displayNameResult(String(req.body?.baseName ?? ''), namesInUse(store.all())) });
  });
  router.post('/profile/me/displayname/v1', (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const baseName = String(req.body?.baseName ?? '').trim();
    const result = displayNameResult(baseName, namesInUse(store.all()));
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
    const me = store.get(claims.sub, claims.email);
    const result = handleResult(handle, otherHandles(me));
    const owner = store.byHandle(handle);
    res.json({ result, available: result === 'VALID' && (!owner || owner.id === me.id) });
  });
  router.post('/profile/me/handle/v1', (req: Request, res: Response) => {
    const claims = needRole(req, res, verify, 'influencer');
    if (!claims) return;
    const handle = String(req.body?.handle ?? '');
    const me = store.get(claims.sub, claims.email);
    const result = handleResult(handle, otherHandles(me));
    if (result !== 'VALID')
      return void res.status(422).json({ errors: [{ field: 'handle', code: result, message: `Handle ${result.toLowerCase()}` }] });
    const owner = store.byHandle(handle);
    if (owner && owner.id !== me.id)
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
