import { useEffect, useId, useState } from 'react';
import { shareLink } from '../../shared/device/link-sharing';
import { useWatchStore } from './watch-slices';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';

/** Follow the host, save the show, share it, and (before it starts) get a reminder. */
export function ShowActions({ show, hostName }: { show: LiveShow; hostName: string }) {
  const t = useWatchStore((s) => s.session.t);
  // Only what it shows: the viewer's lists and other shows' state change without rendering these buttons.
  const following = useWatchStore((s) => !!s.liveViewer.following[show.handle]);
  const saved = useWatchStore((s) => !!s.liveViewer.saved[show.id]);
  const error = useWatchStore((s) => s.liveViewer.error);
  const serverMessage = useWatchStore((s) => s.liveViewer.serverMessage);
  const toggleFollow = useWatchStore((s) => s.liveViewer.toggleFollow);
  const toggleSave = useWatchStore((s) => s.liveViewer.toggleSave);
  const makeLink = useWatchStore((s) => s.liveViewer.shareLink);
  const clearError = useWatchStore((s) => s.liveViewer.clearError);
  const [shared, setShared] = useState<{ outcome: 'copied' | 'manual'; url: string } | null>(null);

  const share = async () => {
    const url = await makeLink(show);
    if (!url) return;
    const outcome = await shareLink({ url, title: show.title, text: t('live.share.text', { title: show.title }) });
    setShared(outcome === 'copied' || outcome === 'manual' ? { outcome, url } : null);
  };

  return (
    <div className="actions">
      <div className="action-row">
        <button
          type="button"
          className={following ? 'secondary on' : 'secondary'}
          aria-pressed={following}
          aria-label={t(following ? 'live.unfollowLabel' : 'live.followLabel', { name: hostName })}
          onClick={() => void toggleFollow(show.handle)}
        >
          {t(following ? 'live.following' : 'live.follow')}
        </button>
        {show.state !== 'CANCELLED' && (
          <button
            type="button"
            className={saved ? 'secondary on' : 'secondary'}
            aria-pressed={saved}
            onClick={() => void toggleSave(show.id)}
          >
            {t(saved ? 'live.saved' : 'live.save')}
          </button>
        )}
        {show.state !== 'CANCELLED' && (
          <button type="button" className="secondary" onClick={() => void share()}>
            {t('live.share')}
          </button>
        )}
      </div>
      {shared && (
        <p className="share-result" role="status">
          {shared.outcome === 'copied' && t('live.share.copied')}{' '}
          <label>
            <span className="visually-hidden">{t('live.share.label')}</span>
            <input readOnly value={shared.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </p>
      )}
      {show.state === 'PENDING' && <Reminder showId={show.id} />}
      {error && (
        <p className="error" role="alert">
          {t(error)} {serverMessage}{' '}
          <button type="button" className="link" onClick={clearError}>
            {t('live.dismiss')}
          </button>
        </p>
      )}
    </div>
  );
}

/** Signed in: one button, in the viewer's time zone and language. Anonymous: by email (subscribe v2). */
function Reminder({ showId }: { showId: string }) {
  const t = useWatchStore((s) => s.session.t);
  const done = useWatchStore((s) => s.liveViewer.subscribed[showId]);
  const busy = useWatchStore((s) => s.liveViewer.subscribeStatus === 'busy');
  const signedIn = useWatchStore((s) => s.me.status === 'signed-in');
  const subscribe = useWatchStore((s) => s.liveViewer.subscribe);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const id = useId();
  useEffect(() => setInvalid(false), [email]);

  if (done)
    return (
      <p className="reminder-done" role="status">
        {done === 'email' ? t('live.subscribe.emailDone', { email: sentTo }) : t('live.subscribed')}
      </p>
    );
  if (signedIn) {
    return (
      <button type="button" className="primary remind" disabled={busy} onClick={() => void subscribe(showId)}>
        {t('live.subscribe')}
      </button>
    );
  }
  return (
    <form
      className="reminder"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = email.trim();
        // The server checks too; this only saves a round trip for an obvious typo.
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setInvalid(true);
        setSentTo(value);
        void subscribe(showId, value);
      }}
    >
      <label htmlFor={`${id}-email`}>{t('live.subscribe.email')}</label>
      <div className="action-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid}
          aria-describedby={`${id}-email-error`}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <button type="submit" className="primary" disabled={busy}>
          {t('live.subscribe.emailButton')}
        </button>
      </div>
      <p id={`${id}-email-error`} className="error" role="alert">
        {invalid ? t('live.subscribe.invalidEmail') : ''}
      </p>
    </form>
  );
}
