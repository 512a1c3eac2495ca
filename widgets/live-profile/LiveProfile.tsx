import { useEffect, useRef, useState } from 'react';
import { accountHubUrl } from '../../shared/account/hub-url';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { ShowCards } from '../../shared/react/ShowCard';
import type { WidgetProps } from '../../shared/react/widget-host';
import { useLiveProfileStore } from './live-profile-slices';
import { AdminTools } from './AdminTools';

const TABS = ['following', 'saved', 'settings', 'admin'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLE = {
  following: 'live.profile.followed',
  saved: 'live.profile.saved',
  settings: 'live.profile.displayName',
  admin: 'live.admin.title',
} as const;

/**
 * /pages/profile/{profilePage} for the signed-in viewer: the hosts they
 * follow, the shows they saved, and their display name and picture. Each
 * tab is its own address, so it can be linked and reloaded.
 */
export function LiveProfile({ ctx }: WidgetProps) {
  const requested = ctx.route?.params.profilePage ?? '';
  const isAdmin = useLiveProfileStore((s) => s.me.groups.includes('admin'));
  // The admin tab exists for admins only.
  const tabs = TABS.filter((name) => name !== 'admin' || isAdmin);
  const tab: Tab = (tabs as readonly string[]).includes(requested) ? (requested as Tab) : 'following';
  const t = useLiveProfileStore((s) => s.session.t);
  const viewer = useLiveProfileStore((s) => s.liveViewer);
  const status = useLiveProfileStore((s) => s.me.status);
  const loadViewer = useLiveProfileStore((s) => s.liveViewer.load);
  const loadLists = useLiveProfileStore((s) => s.liveViewer.loadLists);
  const navigateTo = useLiveProfileStore((s) => s.session.navigateTo);
  useEffect(() => loadViewer(), [loadViewer]);

  if (status === 'unknown') return <p role="status">{t('live.loading')}</p>;
  if (status === 'anonymous') {
    return (
      <div className="notice">
        <p>{t('live.profile.signIn')}</p>
        <button type="button" onClick={() => navigateTo(accountHubUrl('signIn', { destinationPath: `/pages/profile/${tab}` }))}>
          {t('live.profile.signInButton')}
        </button>
      </div>
    );
  }
  return (
    <div className="profile">
      <nav aria-label={t('live.profile.title')}>
        <ul className="tabs">
          {tabs.map((name) => (
            <li key={name}>
              <a href={`/pages/profile/${name}`} aria-current={name === tab ? 'page' : undefined}>
                {t(TAB_TITLE[name])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {viewer.listsStatus === 'error' && (
        <div className="notice" role="alert">
          <p>{t('live.profile.loadError')}</p>
          <button type="button" onClick={() => void loadLists()}>
            {t('live.list.retry')}
          </button>
        </div>
      )}
      {tab === 'following' && <Following />}
      {tab === 'saved' && <Saved />}
      {tab === 'settings' && <Settings />}
      {tab === 'admin' && <AdminTools />}
    </div>
  );
}

function Following() {
  const t = useLiveProfileStore((s) => s.session.t);
  const hosts = useLiveProfileStore((s) => s.liveViewer.followedHosts);
  const following = useLiveProfileStore((s) => s.liveViewer.following);
  const toggleFollow = useLiveProfileStore((s) => s.liveViewer.toggleFollow);
  const pictureUrl = useLiveProfileStore((s) => s.liveShow.hostPictureUrl);
  if (!hosts) return <p role="status">{t('live.loading')}</p>;
  return (
    <section aria-labelledby="vanity-followed">
      <h2 id="vanity-followed">{t('live.profile.followed')}</h2>
      {hosts.length === 0 ? (
        <EmptyState text={t('live.profile.noneFollowed')} next={t('live.profile.noneFollowedNext')} />
      ) : (
        <ul className="hosts">
          {hosts.map((h) => {
            const name = h.displayName?.baseName ?? h.handle;
            return (
              <li key={h.handle} className="host-row">
                <a href={`/pages/channels/${encodeURIComponent(h.handle)}`}>
                  {h.pictureVersion > 0 ? (
                    <img className="avatar" src={pictureUrl(h.handle, 96, h.pictureVersion)} alt="" width={48} height={48} />
                  ) : (
                    <span className="avatar initial" aria-hidden="true">
                      {name.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <span>
                    <strong>{name}</strong> <span className="muted">@{h.handle}</span>
                  </span>
                </a>
                <button
                  type="button"
                  aria-label={t('live.unfollowLabel', { name })}
                  onClick={() => void toggleFollow(h.handle)}
                  disabled={following[h.handle] === false}
                >
                  {t('live.profile.unfollow')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Saved() {
  const t = useLiveProfileStore((s) => s.session.t);
  const shows = useLiveProfileStore((s) => s.liveViewer.savedShows);
  const toggleSave = useLiveProfileStore((s) => s.liveViewer.toggleSave);
  if (!shows) return <p role="status">{t('live.loading')}</p>;
  return (
    <section aria-labelledby="vanity-saved">
      <h2 id="vanity-saved">{t('live.profile.saved')}</h2>
      {shows.length === 0 ? (
        <EmptyState text={t('live.profile.noneSaved')} next={t('live.profile.noneSavedNext')} />
      ) : (
        <ShowCards shows={shows}>
          {(s) => (
            <button
              type="button"
              className="small"
              onClick={() => void toggleSave(s.id)}
              aria-label={`${t('live.profile.unsave')}: ${s.title}`}
            >
              {t('live.profile.unsave')}
            </button>
          )}
        </ShowCards>
      )}
    </section>
  );
}

/** An empty list says what to do next, and leads to the shows. */
function EmptyState({ text, next }: { text: string; next: string }) {
  const t = useLiveProfileStore((s) => s.session.t);
  return (
    <div className="empty-state">
      <p>
        <strong>{text}</strong> {next}
      </p>
      <a className="button-link primary" href="/pages/live-shopping">
        {t('live.profile.browse')}
      </a>
    </div>
  );
}

function Settings() {
  const t = useLiveProfileStore((s) => s.session.t);
  const viewer = useLiveProfileStore((s) => s.liveViewer);
  const setPicture = useLiveProfileStore((s) => s.liveViewer.setProfilePicture);
  const pictureUrl = useLiveProfileStore((s) => s.liveViewer.pictureUrl);
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const profile = useLiveProfileStore((s) => s.me.profile);
  const profileStatus = useLiveProfileStore((s) => s.me.profileStatus);
  const name = profile?.displayName
    ? profile.displayName.sequenceId > 1
      ? `${profile.displayName.baseName}#${profile.displayName.sequenceId}`
      : profile.displayName.baseName
    : null;
  // The server's copy once it has one; a viewer with neither display name nor handle sees their upload.
  const src = (profile ? pictureUrl(profile, 192) : null) ?? preview;
  // Spec 2 §4: loading until the profile is first fetched, never "no display name" meanwhile (a failed fetch says
  // so above, with a retry).
  if (!profile) return profileStatus === 'failed' ? null : <p role="status">{t('live.profile.loading')}</p>;
  return (
    <section aria-labelledby="vanity-settings">
      <h2 id="vanity-settings">{t('live.profile.displayName')}</h2>
      <p className="display-name">{name ?? t('live.profile.noDisplayName')}</p>
      <a className="button-link" href={accountHubUrl('onboard', { targetPath: '/pages/profile/settings', change: 'displayName' })}>
        {t('live.profile.changeDisplayName')}
      </a>
      <h2>{t('live.profile.picture')}</h2>
      <div className="picture-row">
        {src ? (
          <img className="avatar large" src={src} alt={t('live.profile.picture')} width={96} height={96} />
        ) : (
          <span className="avatar large initial" aria-hidden="true">
            {(name ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div>
          <button type="button" disabled={viewer.pictureStatus === 'busy'} onClick={() => input.current?.click()}>
            {t('live.profile.changePicture')}
          </button>
          <PhotoInput
            inputRef={input}
            onFile={(file) =>
              void setPicture(file).then((ok) => {
                if (ok) setPreview(URL.createObjectURL(file));
              })
            }
          />
          <p role="status" className="muted">
            {viewer.pictureStatus === 'busy'
              ? t('live.profile.pictureSaving')
              : viewer.pictureStatus === 'done'
                ? t('live.profile.pictureSaved')
                : ''}
          </p>
          {viewer.error && (
            <p role="alert" className="error">
              {t(viewer.error)} {viewer.serverMessage}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
