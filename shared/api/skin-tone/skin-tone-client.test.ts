import { describe, expect, it } from 'vitest';
import { createHttp } from '../../http';
import { createSkinToneClient } from './skin-tone-client';

describe('skin-tone client (spec 1 §7)', () => {
  it('posts the five multipart fields to /api/get_skin_tone', async () => {
    let seen: { url: string; body: FormData } | null = null;
    const http = createHttp({
      ids: () => ({ deviceId: 'dev', sessionId: 'ses' }),
      fetch: (async (url: string, init: RequestInit) => {
        seen = { url, body: init.body as FormData };
        return new Response('{"num_faces":1}', { status: 200 });
      }) as typeof fetch,
    });
    const client = createSkinToneClient(http, 'https://skin.example/v2');
    const face = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(await client.analyse({ face_image: face, event_id: 'evt', event_source: '3', device_id: 'dev', session_id: 'ses' })).toEqual({
      num_faces: 1,
    });
    expect(seen!.url).toBe('https://skin.example/v2/api/get_skin_tone');
    const body = seen!.body;
    expect([...body.keys()].sort()).toEqual(['device_id', 'event_id', 'event_source', 'face_image', 'session_id']);
    expect(body.get('event_source')).toBe('3');
    expect((body.get('face_image') as Blob).type).toBe('image/jpeg');
  });
});
