import { useRef } from 'react';
import { accountHubUrl } from '../../shared/account/hub-url';
import { PhotoInput } from '../../shared/react/PhotoInput';
import { useRemoteField } from '../../shared/react/use-remote-field';
import { useBroadcastStore } from './broadcast-slices';
import { SHOW_LIMITS } from '../../shared/store/slices/live-host/live-host-slice';
import { CheckedText } from './CheckedText';

/** The host's profile: handle (changed through onboarding's live check), bio (checked live, at most 150) and picture (compressed in the worker). */
export function HostProfile() {
  const t = useBroadcastStore((s) => s.session.t);
  const profile = useBroadcastStore((s) => s.me.profile);
  const setPicture = useBroadcastStore((s) => s.liveViewer.setProfilePicture);
  const pictureStatus = useBroadcastStore((s) => s.liveViewer.pictureStatus);
  const viewerError = useBroadcastStore((s) => s.liveViewer.error);
  const pictureUrl = useBroadcastStore((s) => s.liveShow.hostPictureUrl);
  const input = useRef<HTMLInputElement>(null);
  if (!profile?.influencer) return null;
  const handle = profile.influencer.handle;
  const version = profile.pictureVersion;
  return (
    <section className="panel" aria-labelledby="vanity-host-profile">
      <h2 id="vanity-host-profile">{t('live.host.profile.title')}</h2>
      <p>
        {t('live.host.profile.handle', { handle })}{' '}
        <a href={accountHubUrl('onboard', { targetPath: '/pages/broadcast', change: 'handle' })}>{t('live.host.profile.changeHandle')}</a>
      </p>
      {/* Keyed by who it is: the field's saved value is the bio the profile came with. */}
      <BioForm key={handle} saved={profile.bio ?? ''} />
      <div className="picture-row">
        {version > 0 ? (
          <img className="avatar" src={pictureUrl(handle, 192, version)} alt={t('live.host.profile.picture')} width={72} height={72} />
        ) : null}
        <button type="button" className="secondary" disabled={pictureStatus === 'busy'} onClick={() => input.current?.click()}>
          {t('live.profile.changePicture')}
        </button>
        <PhotoInput inputRef={input} onFile={(file) => void setPicture(file)} />
        <span role="status" className={viewerError ? 'error' : 'hint'}>
          {viewerError
            ? t(viewerError)
            : pictureStatus === 'busy'
              ? t('live.profile.pictureSaving')
              : pictureStatus === 'done'
                ? t('live.profile.pictureSaved')
                : ''}
        </span>
      </div>
    </section>
  );
}

/** The bio, checked live; Save only when it is VALID, changed and not empty (spec 2 §5). */
function BioForm({ saved }: { saved: string }) {
  const t = useBroadcastStore((s) => s.session.t);
  const host = useBroadcastStore((s) => s.liveHost);
  const checkBio = useBroadcastStore((s) => s.liveHost.checkBio);
  const saveBio = useBroadcastStore((s) => s.liveHost.saveBio);
  const [bio, bioField] = useRemoteField(saved, (v) => checkBio(v));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void saveBio(bio.value.trim()).then((ok) => ok && bioField.saved(bio.value));
      }}
    >
      <CheckedText
        label={t('live.host.profile.bio')}
        max={SHOW_LIMITS.bioMax}
        multiline
        state={bio}
        onInput={(v) => bioField.input(v)}
        serverError={host.fieldErrors.bio}
      />
      <button type="submit" className="secondary" disabled={!bioField.canSave() || host.busy === 'bio'}>
        {t('live.host.profile.saveBio')}
      </button>
      <span role="status" className="hint">
        {bio.saved ? t('live.host.saved') : ''}
      </span>
    </form>
  );
}
