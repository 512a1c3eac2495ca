import { StorageKeys, type SafeStorage } from '../storage-keys';

/** A photo chosen on one page (the try-on label) and used by the try-on on the next. */
export interface UploadedPhoto {
  dataUrl: string;
  width: number;
  height: number;
  productHandle: string | null;
  savedAt: number;
}

export function saveUploadedPhoto(session: SafeStorage, photo: UploadedPhoto): boolean {
  return session.set(StorageKeys.tryOnUpload, JSON.stringify(photo));
}

export function readUploadedPhoto(session: SafeStorage): UploadedPhoto | null {
  const raw = session.get(StorageKeys.tryOnUpload);
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as UploadedPhoto;
    return typeof p?.dataUrl === 'string' && p.dataUrl.startsWith('data:image/jpeg') ? p : null;
  } catch {
    return null;
  }
}

/** The stored photo as a Blob, decoded locally (no fetch of a data: URL, which a strict CSP may block). */
export function uploadedPhotoBlob(photo: UploadedPhoto): Blob {
  const [head, data = ''] = photo.dataUrl.split(',');
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/jpeg' });
}
