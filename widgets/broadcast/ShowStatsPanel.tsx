import { useBroadcastStore } from './broadcast-slices';
import type { ShowStats } from '../../shared/store/slices/live-host/live-host-slice';

const STATS: Array<keyof ShowStats> = [
  'viewers',
  'peakViewers',
  'uniqueViewers',
  'chatMessages',
  'reactions',
  'shares',
  'referrals',
  'saves',
  'subscribers',
  'pendingViews',
  'recordingViews',
  'purchases',
];

/** The show's figures, as the manage page last read them. */
export function ShowStatsPanel({ stats }: { stats: ShowStats }) {
  const t = useBroadcastStore((s) => s.session.t);
  return (
    <section className="panel" aria-labelledby="vanity-stats">
      <h2 id="vanity-stats">{t('live.host.stats.title')}</h2>
      <dl className="stats">
        {STATS.map((k) => (
          <div key={k}>
            <dt>{t(`live.host.stats.${k}`)}</dt>
            <dd>{stats[k]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
