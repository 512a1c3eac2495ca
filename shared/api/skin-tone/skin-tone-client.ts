import type { Http } from '../../http';
import type { SkinToneRequestFields } from '../../worker/image-ops';

/** The skin-tone service (spec 1 §7): one multipart POST per photo. */
export interface SkinToneClient {
  /** The parsed JSON as it came; the caller checks its shape. Non-OK throws HttpError. */
  analyse(fields: SkinToneRequestFields): Promise<unknown>;
}

export function createSkinToneClient(http: Http, baseUrl: string): SkinToneClient {
  const url = new URL('api/get_skin_tone', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
  return {
    analyse(fields) {
      const form = new FormData();
      form.set('face_image', fields.face_image, fields.face_image.type === 'image/png' ? 'face.png' : 'face.jpg');
      form.set('event_id', fields.event_id);
      form.set('event_source', fields.event_source);
      form.set('device_id', fields.device_id);
      form.set('session_id', fields.session_id);
      return http(url, { method: 'POST', body: form });
    },
  };
}
