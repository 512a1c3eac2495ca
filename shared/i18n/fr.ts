import type { CoreMessageKey } from './en';
import { frAccount } from './fr-account';
import { frCart } from './fr-cart';
import { frHost } from './fr-host';
import { frLive } from './fr-live';
import { frShade } from './fr-shade';
import { frTryOn } from './fr-try-on';

const frCore: Record<CoreMessageKey, string> = {
  'widget.errors.crashed': 'Un problème est survenu ici. Veuillez actualiser la page.',
  'tryOnLabel.button': 'Essayer',
  'tryOnLabel.menu': 'Essayer {product}',
  'tryOnLabel.camera': 'Utiliser la caméra',
  'tryOnLabel.photo': 'Importer une photo',
  'tryOnLabel.privacy':
    'L’essayage fonctionne sur cet appareil : votre caméra et vos photos ne sont envoyées nulle part, sauf si vous choisissez de les partager.',
  'tryOnLabel.preparing': 'Préparation de votre photo…',
  'tryOnLabel.dismiss': 'Fermer',
  'image.errors.unsupportedType': "Ce fichier n'est pas une photo utilisable. Veuillez choisir une image JPEG ou PNG.",
  'image.errors.unreadable': "Nous n'avons pas pu lire cette photo. Veuillez essayer une autre image JPEG ou PNG.",
  'image.errors.tooLarge': 'Cette photo est trop volumineuse. Veuillez en choisir une de moins de 40 Mo.',
  'image.errors.tooManyPixels':
    'Cette photo a trop de pixels pour être utilisée. Veuillez en choisir une de moins de 100 mégapixels, comme une photo prise avec votre téléphone.',
  'image.errors.storage': "Nous n'avons pas pu conserver cette photo pour l'essayage. Veuillez choisir une photo plus petite.",
  'image.errors.unexpected': 'Un problème est survenu lors de la préparation de votre photo. Veuillez réessayer.',
};

export const fr = { ...frCore, ...frTryOn, ...frShade, ...frAccount, ...frLive, ...frCart, ...frHost };
