/** Texts of the live-shopping pages (spec 2); they load with those widgets. */
export const enLive = {
  'live.featured': 'Featured in this show',
  'live.addToBag': 'Add to bag',
  'live.adding': 'Adding…',
  'live.added': '{product} is in your bag.',
  'live.soldOut': 'Sold out',
  'live.bagFailed': "We couldn't add this to your bag: {endpoint} answered {status}. Please try again.",
  'live.bagOffline': "We couldn't add this to your bag: {endpoint} did not answer. Check your connection and try again.",
  'live.loading': 'Loading the show…',
  'live.noSuchShow': "This show doesn't exist. It may have been removed.",
  'live.temporaryError': "We couldn't load this show just now. We'll keep trying.",
  'live.startsIn': 'Starts in {time}',
  'live.startsAt': 'Starts {date}',
  'live.liveNow': 'Live now',
  'live.ended': 'This show has ended.',
  'live.cancelled': 'This show was cancelled.',
  'live.hostedBy': 'Hosted by {name}',
  'live.allShows': 'See all live shows',
  'live.days': '{d} d {h} h',
  'live.countdownLabel': 'Time until the show starts',
} as const;

export type LiveTextKey = keyof typeof enLive;
