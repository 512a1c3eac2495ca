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
