import express, { Router, type Request, type Response } from 'express';
import sharp, { type OutputInfo } from 'sharp';
import { detectFaces } from './face-detector';
import { analyseSkin } from './skin-analysis';

/**
 * POST /api/get_skin_tone (spec 1 §7): a multipart form with face_image,
 * event_id, event_source, device_id and session_id. It finds the face with
 * Human and measures skin, eye separation and light (skin-analysis.ts).
 * Bad input gets a 4xx with a reason; 5xx come from fault injection.
 */
const REQUIRED = ['event_id', 'event_source', 'device_id', 'session_id'] as const;
/** The client sends at most about 500 000 bytes; anything far beyond is refused, not decoded. */
const MAX_BYTES = 8 * 1024 * 1024;
/** Analysed at most this wide: enough for skin and eyes, and quick. */
const ANALYSIS_MAX_SIDE = 1024;

export interface SkinToneRecord {
  at: string;
  eventId: string;
  ms: number;
  numFaces: number;
}

function refuse(res: Response, status: number, reason: string) {
  res.status(status).json({ error: reason });
}

export function skinToneRouter(log: SkinToneRecord[] = []): Router {
  const router = Router();
  router.post('/api/get_skin_tone', express.raw({ type: 'multipart/form-data', limit: MAX_BYTES }), async (req: Request, res: Response) => {
    const started = performance.now();
    const type = req.get('content-type') ?? '';
    if (!type.startsWith('multipart/form-data') || !Buffer.isBuffer(req.body)) return refuse(res, 415, 'Send a multipart/form-data body.');
    let form: FormData;
    try {
      // Node's own fetch Request parses multipart; no extra dependency.
      form = await new Request('http://local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(req.body),
      }).formData();
    } catch {
      return refuse(res, 400, 'The multipart body could not be parsed.');
    }
    const missing = REQUIRED.filter((name) => typeof form.get(name) !== 'string' || !(form.get(name) as string).trim());
    if (missing.length) return refuse(res, 422, `Missing field(s): ${missing.join(', ')}.`);
    if (!/^\d+$/.test(String(form.get('event_source')))) return refuse(res, 422, 'event_source must be a number sent as a string.');
    const image = form.get('face_image');
    if (!image || typeof image === 'string') return refuse(res, 422, 'face_image must be a file.');
    const bytes = Buffer.from(await image.arrayBuffer());
    if (bytes.length === 0) return refuse(res, 422, 'face_image is empty.');

    let decoded: { data: Buffer; info: OutputInfo };
    try {
      const meta = await sharp(bytes).metadata();
      if (meta.format !== 'jpeg' && meta.format !== 'png')
        return refuse(res, 415, `face_image must be a JPEG or PNG image, not ${meta.format ?? 'an unknown format'}.`);
      decoded = await sharp(bytes)
        .rotate()
        .resize({ width: ANALYSIS_MAX_SIDE, height: ANALYSIS_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
    } catch {
      return refuse(res, 415, 'face_image is not an image that could be read.');
    }
    const { data, info } = decoded;
    const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length);
    const faces = await detectFaces(rgb, info.width, info.height);
    const analysis = analyseSkin(rgb, info.width, info.height, faces[0] ?? null);
    const ms = Math.round(performance.now() - started);
    log.push({ at: new Date().toISOString(), eventId: String(form.get('event_id')), ms, numFaces: faces.length });
    if (log.length > 500) log.splice(0, 250);
    res.set('Server-Timing', `analysis;dur=${ms}`).json({
      num_faces: faces.length,
      skin_tone: analysis.skinTone,
      metrics: { scale_as_eye_separation: analysis.eyeSeparation },
      lighting: { non_darkness: analysis.nonDarkness },
      debug: {
        ...analysis.debug,
        width: info.width,
        height: info.height,
        ms,
        faces: faces.map((f) => ({ box: f.box.map(Math.round), score: Math.round(f.score * 100) / 100 })),
      },
    });
  });
  return router;
}
