import { Router, type Request, type Response } from 'express';
import { fail, invalid, needUser, notFound, type Verify } from './http-helpers';
import { ImageRejected, type ImageStore } from './media-images';
import { profileView, type ProfileStore, type StoredProfile } from './profile-store';
import type { ShowStore } from './show-store';

/**
 * Show thumbnails and profile pictures (spec 2 §7, §9): JPEGs resized on
 * request (cover), and a signed-in user's new picture. `ready` is the seeding
 * of the first start's pictures, which requests wait for.
 */
export interface ImageDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  images: ImageStore;
  verify: Verify;
  ready: Promise<unknown>;
}

/** An integer query parameter within [min, max], its default when absent, or undefined (then 422). */
function sizeParam(value: unknown, min: number, max: number, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return n >= min && n <= max ? n : undefined;
}

export function imageRoutes({ shows, profiles, images, verify, ready }: ImageDeps): Router {
  const router = Router();
  const sendJpeg = (res: Response, jpeg: Buffer | null, maxAge: number) => {
    if (!jpeg) return notFound(res, 'picture');
    res.type('image/jpeg').set('Cache-Control', `public, max-age=${maxAge}`).send(jpeg);
  };

  router.get('/show/:id/thumbnail/v1', async (req: Request, res: Response) => {
    const show = shows.byId(String(req.params.id));
    if (!show) return notFound(res, 'show');
    const width = sizeParam(req.query.width, 16, 1280, 640);
    const height = sizeParam(req.query.height, 16, 1280, 360);
    if (width === undefined || height === undefined) {
      return invalid(
        res,
        [...(width === undefined ? ['width'] : []), ...(height === undefined ? ['height'] : [])].map((field) => ({
          field,
          code: 'OUT_OF_RANGE',
          message: `${field} is 16–1280 pixels`,
        })),
      );
    }
    if (!show.hasThumbnail) return notFound(res, 'thumbnail');
    await ready;
    sendJpeg(res, await images.thumbnail(show.id, width, height), 300);
  });

  const picture = async (req: Request, res: Response, profile: StoredProfile | undefined) => {
    if (!profile) return notFound(res, 'profile');
    const size = sizeParam(req.query.size, 16, 512, 96);
    if (size === undefined) return invalid(res, [{ field: 'size', code: 'OUT_OF_RANGE', message: 'size is 16–512 pixels' }]);
    if (profile.pictureVersion === 0) return notFound(res, 'picture');
    await ready;
    // With a cache buster the address changes with the picture, so it may be kept a day.
    sendJpeg(res, await images.picture(profile.id, size), req.query.cacheBuster ? 86_400 : 300);
  };
  router.get('/profile/byHandle/:handle/picture/v1', (req: Request, res: Response) =>
    picture(req, res, profiles.byHandle(String(req.params.handle))),
  );
  router.get('/profile/byDisplayName/:baseName/:sequenceId/picture/v1', (req: Request, res: Response) => {
    const sequenceId = Number(req.params.sequenceId);
    return picture(req, res, Number.isInteger(sequenceId) ? profiles.byDisplayName(String(req.params.baseName), sequenceId) : undefined);
  });

  router.post('/profile/me/picture/v1', async (req: Request, res: Response) => {
    const claims = needUser(req, res, verify);
    if (!claims) return;
    const me = profiles.get(claims.sub, claims.email);
    try {
      await images.storePicture(me.id, req.body?.image);
    } catch (e) {
      if (!(e instanceof ImageRejected)) throw e;
      const message = e.code === 'TOO_LARGE' ? 'The picture is over 500 KB' : 'Not a JPEG or PNG picture';
      return invalid(res, [{ field: 'image', code: e.code, message }]);
    }
    const updated = profiles.bumpPicture(me.id);
    if (!updated) return fail(res, 500, 'Profile vanished');
    res.json(profileView(updated));
  });
  return router;
}
