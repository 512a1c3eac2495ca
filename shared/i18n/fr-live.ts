import type { LiveTextKey } from './en-live';

export const frLive: Record<LiveTextKey, string> = {
  'live.featured': 'Dans ce live',
  'live.addToBag': 'Ajouter au panier',
  'live.adding': 'Ajout…',
  'live.added': '{product} est dans votre panier.',
  'live.soldOut': 'Épuisé',
  'live.bagFailed': "Impossible d'ajouter au panier : {endpoint} a répondu {status}. Veuillez réessayer.",
  'live.bagOffline': "Impossible d'ajouter au panier : {endpoint} n'a pas répondu. Vérifiez votre connexion et réessayez.",
  'live.loading': 'Chargement du live…',
  'live.noSuchShow': 'Ce live n’existe pas. Il a peut-être été supprimé.',
  'live.temporaryError': 'Impossible de charger ce live pour le moment. Nous réessayons.',
  'live.startsIn': 'Commence dans {time}',
  'live.startsAt': 'Commence {date}',
  'live.liveNow': 'En direct',
  'live.ended': 'Ce live est terminé.',
  'live.cancelled': 'Ce live a été annulé.',
  'live.hostedBy': 'Présenté par {name}',
  'live.allShows': 'Voir tous les lives',
  'live.days': '{d} j {h} h',
  'live.countdownLabel': 'Temps avant le début du live',
};
