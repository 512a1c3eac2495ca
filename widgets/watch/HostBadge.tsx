import { useState } from 'react';
import { useWatchStore } from './watch-slices';

/** The host's picture (or initial) and name, linking to their channel. */
export function HostBadge({ handle, name, pictureVersion: known }: { handle: string; name: string; pictureVersion: number }) {
  const t = useWatchStore((s) => s.session.t);
  // The host watching their own show sees their newest picture (set since, in this tab or another).
  const pictureVersion = useWatchStore((s) => s.me.pictureVersion({ handle }, known));
  const pictureUrl = useWatchStore((s) => s.liveShow.hostPictureUrl);
  // The version whose picture failed to load: a newer one is tried.
  const [broken, setBroken] = useState<number | null>(null);
  return (
    <p className="host">
      <a href={`/pages/channels/${encodeURIComponent(handle)}`}>
        {pictureVersion > 0 && broken !== pictureVersion ? (
          <img
            className="avatar"
            src={pictureUrl(handle, 96, pictureVersion)}
            alt=""
            width={40}
            height={40}
            onError={() => setBroken(pictureVersion)}
          />
        ) : (
          <span className="avatar initial" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span>{t('live.hostedBy', { name })}</span>
      </a>
    </p>
  );
}
