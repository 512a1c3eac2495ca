import { useState } from 'react';
import { useWatchStore } from './watch-slices';

/** The host's picture (or initial) and name, linking to their channel. */
export function HostBadge({ handle, name, pictureVersion }: { handle: string; name: string; pictureVersion: number }) {
  const t = useWatchStore((s) => s.session.t);
  const pictureUrl = useWatchStore((s) => s.liveShow.hostPictureUrl);
  const [broken, setBroken] = useState(false);
  return (
    <p className="host">
      <a href={`/pages/channels/${encodeURIComponent(handle)}`}>
        {pictureVersion > 0 && !broken ? (
          <img
            className="avatar"
            src={pictureUrl(handle, 96, pictureVersion)}
            alt=""
            width={40}
            height={40}
            onError={() => setBroken(true)}
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
