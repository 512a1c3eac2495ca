import type { Request, Response } from 'express';
import { fail, invalid, needRole, notFound, type Verify } from './http-helpers';
import type { ProfileStore, StoredProfile } from './profile-store';
import type { ShowStore, StoredShow } from './show-store';

/**
 * Who may change a show (spec 2 §6): an influencer (Cognito group) whose
 * profile handle is the show's. Each helper sends the refusal itself and
 * returns null: 401 signed out, 403 'User is not an influencer', 404 no such
 * show, 403 'Not your show'.
 */
const refused = (send: () => void): null => {
  send();
  return null;
};

export function hostAccess(shows: ShowStore, profiles: ProfileStore, verify: Verify) {
  const host = (req: Request, res: Response): StoredProfile | null => {
    const claims = needRole(req, res, verify, 'influencer');
    return claims ? profiles.get(claims.sub, claims.email) : null;
  };
  const ownedShow = (req: Request, res: Response): StoredShow | null => {
    const me = host(req, res);
    if (!me) return null;
    const show = shows.byId(String(req.params.id));
    if (!show) return refused(() => notFound(res, 'show'));
    if (me.influencer?.handle.toLowerCase() !== show.handle.toLowerCase()) return refused(() => fail(res, 403, 'Not your show'));
    return show;
  };
  return {
    host,
    ownedShow,
    /** An owned show still open to changes (not ENDED or CANCELLED: 422 CLOSED). */
    openShow(req: Request, res: Response): StoredShow | null {
      const show = ownedShow(req, res);
      if (show && (show.state === 'ENDED' || show.state === 'CANCELLED'))
        return refused(() => invalid(res, [{ code: 'CLOSED', message: `The show is ${show.state.toLowerCase()}` }]));
      return show;
    },
  };
}
export type HostAccess = ReturnType<typeof hostAccess>;
