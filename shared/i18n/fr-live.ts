import type { LiveTextKey } from './en-live';

export const frLive: Record<LiveTextKey, string> = {
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
