import type { CartTextKey } from './en-cart';

export const frCart: Record<CartTextKey, string> = {
  'cart.errors.failed': "Nous n'avons pas pu ajouter cet article à votre panier.",
  'cart.errors.offline': "Nous n'avons pas pu ajouter cet article à votre panier. Vérifiez votre connexion.",
  'cart.retry': 'Réessayer',
};
