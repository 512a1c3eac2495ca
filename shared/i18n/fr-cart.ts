import type { CartTextKey } from './en-cart';

export const frCart: Record<CartTextKey, string> = {
  'cart.errors.failed': "Nous n'avons pas pu ajouter cet article à votre panier.",
  'cart.errors.offline': "Nous n'avons pas pu ajouter cet article à votre panier. Vérifiez votre connexion.",
  'cart.errors.changeFailed': 'Nous n’avons pas pu modifier votre panier.',
  'cart.errors.changeOffline': 'Nous n’avons pas pu modifier votre panier. Vérifiez votre connexion.',
  'cart.retry': 'Réessayer',
  'cart.bundle.contains': 'Dans ce coffret',
  'cart.bundle.loading': 'Chargement du contenu du coffret…',
  'cart.bundle.failed': "Nous n'avons pas pu charger le contenu de ce coffret.",
  'cart.bundle.shadeOf': 'Teinte de {product}',
  'cart.bundle.optionSoldOut': '{shade} (épuisé)',
  'cart.bundle.partSoldOut': 'Épuisé : choisissez une autre teinte, ou revenez bientôt.',
};
