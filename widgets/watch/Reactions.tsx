import { memo } from 'react';
import { useWatchStore } from './watch-slices';
import type { Reaction } from '../../shared/store/slices/live-chat-slice';

/** Drawn, not emoji: emoji fonts vary by device and are missing on some. */
const ICONS: Record<Reaction, { path: string; color: string }> = {
  heart: {
    path: 'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z',
    color: '#ff4d6d',
  },
  fire: {
    path: 'M13.5.67s.74 2.65.74 4.8c0 2.06-1.35 3.73-3.41 3.73-2.07 0-3.63-1.67-3.63-3.73l.03-.36C5.21 7.51 4 10.62 4 14c0 4.42 3.58 8 8 8s8-3.58 8-8C20 8.61 17.41 3.8 13.5.67zM11.71 19c-1.78 0-3.22-1.4-3.22-3.14 0-1.62 1.05-2.76 2.81-3.12 1.77-.36 3.6-1.21 4.62-2.58.39 1.29.59 2.65.59 4.04 0 2.65-2.15 4.8-4.8 4.8z',
    color: '#ff8c42',
  },
  clap: {
    path: 'M1 21h4V9H1v12zm22-11c0-1.1-.9-2-2-2h-6.31l.95-4.57.03-.32c0-.41-.17-.79-.44-1.06L14.17 1 7.59 7.59C7.22 7.95 7 8.45 7 9v10c0 1.1.9 2 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z',
    color: '#7bdff2',
  },
  wow: { path: 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z', color: '#ffd166' },
};
const LABEL = { heart: 'live.react.heart', fire: 'live.react.fire', clap: 'live.react.clap', wow: 'live.react.wow' } as const;

const Icon = memo(function Icon({ reaction }: { reaction: Reaction }) {
  const { path, color } = ICONS[reaction];
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={path} fill={color} />
    </svg>
  );
});

/** Reaction buttons, and everyone's reactions floating up the video (decorative, so hidden from screen readers). */
export function Reactions({ showId }: { showId: string }) {
  const t = useWatchStore((s) => s.session.t);
  const react = useWatchStore((s) => s.liveViewer.react);
  const floating = useWatchStore((s) => s.liveChat.reactions);
  const shown = useWatchStore((s) => s.liveChat.reactionShown);
  return (
    <>
      <div className="floating" aria-hidden="true">
        {floating.map((r) => (
          <span key={r.key} className="float" style={{ insetInlineStart: `${(r.key * 37) % 70}%` }} onAnimationEnd={() => shown(r.key)}>
            <Icon reaction={r.reaction} />
          </span>
        ))}
      </div>
      <div className="reactions" role="group" aria-label={t('live.react.label')}>
        {(Object.keys(ICONS) as Reaction[]).map((r) => (
          <button key={r} type="button" className="reaction" aria-label={t(LABEL[r])} title={t(LABEL[r])} onClick={() => react(showId, r)}>
            <Icon reaction={r} />
          </button>
        ))}
      </div>
    </>
  );
}
