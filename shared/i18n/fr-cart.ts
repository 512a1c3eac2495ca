import type { CartTextKey } from './en-cart';

export const frCart: Record<CartTextKey, string> = {
  'cart.errors.failed': "Impossible d'ajouter au panier : {endpoint} a répondu {status}. Veuillez réessayer.",
  'cart.errors.offline': "Impossible d'ajouter au panier : {endpoint} n'a pas répondu. Vérifiez votre connexion et réessayez.",
};
