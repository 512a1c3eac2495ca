/** English, the source catalogue: every user-facing text is a key here. */
export const en = {
  'widget.errors.crashed': 'Something went wrong here. Please refresh the page.',
  'tryOnLabel.button': 'Try on',
  'tryOnLabel.menu': 'Try on {product}',
  'tryOnLabel.camera': 'Use camera',
  'tryOnLabel.photo': 'Upload a photo',
  'tryOnLabel.privacy': 'Try-on runs on this device: your camera and photos are not sent anywhere unless you choose to share them.',
  'tryOnLabel.preparing': 'Preparing your photo…',
  'tryOnLabel.dismiss': 'Dismiss',
  'image.errors.unsupportedType': "This file isn't a photo we can use. Please choose a JPEG or PNG image.",
  'image.errors.unreadable': "We couldn't read this photo. Please try another JPEG or PNG image.",
  'image.errors.tooLarge': 'This photo is too large. Please choose one under 40 MB.',
  'image.errors.tooManyPixels':
    'This photo has too many pixels to use. Please choose one under 100 megapixels, such as a photo from your phone’s camera.',
  'image.errors.storage': "We couldn't keep this photo for your try-on. Please choose a smaller photo.",
  'image.errors.unexpected': 'Something went wrong preparing your photo. Please try again.',
} as const;

export type CoreMessageKey = keyof typeof en;
