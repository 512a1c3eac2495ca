import type { MessageKey } from '../i18n';

/**
 * Spec 1 §5: a chosen photo must be png or jpeg. The worker's ImageError crosses the worker boundary by name and
 * message (the code), so it is recognised by those. The same message whether the photo was chosen on a try-on label
 * or inside the try-on dialog; null for anything that is not an image error.
 */
export function imageErrorKey(error: unknown): MessageKey | null {
  if ((error as Error | null)?.name !== 'ImageError') return null;
  const code = (error as Error).message;
  return code === 'unsupportedType' || code === 'unreadable' || code === 'tooLarge' || code === 'tooManyPixels'
    ? `image.errors.${code}`
    : 'image.errors.unexpected';
}
