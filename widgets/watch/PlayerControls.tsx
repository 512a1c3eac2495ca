import { memo, useEffect, useState, type RefObject } from 'react';
import { useMediaQuery } from '../../shared/react/use-media-query';
import { useWatchStore } from './watch-slices';

/** Drawn, not emoji or font glyphs: they look the same on every device. */
const ICON = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  muted:
    'M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.45 2.45c.03-.2.05-.41.05-.65zM19 12c0 .94-.2 1.82-.54 2.64l1.51 1.51A8.8 8.8 0 0 0 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71zM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06a8.99 8.99 0 0 0 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4 9.91 6.09 12 8.18V4z',
  sound:
    'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.47 4.47 0 0 0 2.5-4zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z',
  fullscreen: 'M7 14H5v5h5v-2H7v-3zm-2-4h2V7h3V5H5v5zm12 7h-3v2h5v-5h-2v3zM14 5v2h3v3h2V5h-5z',
  exitFullscreen: 'M5 16h3v3h2v-5H5v2zm3-8H5v2h5V5H8v3zm6 11h2v-3h3v-2h-5v5zm2-11V5h-2v5h5V8h-3z',
} as const;

/** Memoised, as the icons of the reactions are: the player's state changes redraw no drawing that stays. */
const Icon = memo(function Icon({ name }: { name: keyof typeof ICON }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={ICON[name]} fill="currentColor" />
    </svg>
  );
});

/**
 * The video's sound and play state, followed from the element (the native controls or the OS may change them too),
 * and for a replay (`seekable`) its position in whole seconds: a live show's clock moves four times a second and
 * nothing shows it, so it renders nothing.
 */
export function useVideoState(video: RefObject<HTMLVideoElement | null>, url: string | null, seekable = false) {
  const [muted, setMuted] = useState(true);
  const [paused, setPaused] = useState(true);
  const [aspect, setAspect] = useState<number | null>(null);
  const [time, setTime] = useState({ at: 0, duration: 0 });
  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    const sync = () => {
      setMuted(el.muted || el.volume === 0);
      setPaused(el.paused);
      if (el.videoWidth && el.videoHeight) setAspect(el.videoWidth / el.videoHeight);
    };
    // Whole seconds, and a render only when one of them changes: the seek bar and its time need no more.
    const tick = () => {
      const at = Math.floor(el.currentTime || 0);
      const duration = Number.isFinite(el.duration) ? Math.floor(el.duration) : 0;
      setTime((before) => (before.at === at && before.duration === duration ? before : { at, duration }));
    };
    const events = ['volumechange', 'play', 'pause', 'playing', 'loadedmetadata', 'resize'] as const;
    const clock = seekable ? (['timeupdate', 'durationchange', 'seeked'] as const) : [];
    for (const e of events) el.addEventListener(e, sync);
    for (const e of clock) el.addEventListener(e, tick);
    sync();
    return () => {
      for (const e of events) el.removeEventListener(e, sync);
      for (const e of clock) el.removeEventListener(e, tick);
    };
  }, [video, url, seekable]);
  return { muted, paused, aspect, time };
}

/** Sound on from a tap: the video autoplays muted (browsers allow nothing else), so the first tap brings the sound. */
export function unmute(el: HTMLVideoElement) {
  el.muted = false;
  if (el.volume === 0) el.volume = 1;
  if (el.paused) Promise.resolve(el.play()).catch(() => {});
}

/**
 * "Tap to unmute" over a muted video, until the viewer has had the sound on once: muting again later is
 * their choice, not a reason to ask again.
 */
export function UnmutePrompt({ video, muted }: { video: RefObject<HTMLVideoElement | null>; muted: boolean }) {
  const t = useWatchStore((s) => s.session.t);
  const touch = useMediaQuery('(pointer: coarse)');
  const [heard, setHeard] = useState(false);
  // Remembered during render: no extra commit when the sound comes on.
  if (!muted && !heard) setHeard(true);
  if (!muted || heard) return null;
  return (
    <button type="button" className="unmute" onClick={() => video.current && unmute(video.current)}>
      <Icon name="muted" />
      <span>{t(touch ? 'live.player.tapToUnmute' : 'live.player.clickToUnmute')}</span>
    </button>
  );
}

type FullscreenVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Play, sound, a replay's seek bar and full screen, always on the video (44 px targets), not the browser's controls
 * that show only on hover. Full screen takes the whole stage, so the reactions come along; iOS fullscreens the video.
 */
/** 1:05 or 1:02:05. */
function clockText(s: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

export function PlayerControls({
  video,
  stage,
  muted,
  paused,
  seek,
}: {
  video: RefObject<HTMLVideoElement | null>;
  stage: RefObject<HTMLElement | null>;
  muted: boolean;
  paused: boolean;
  /** A replay: where it is and how long it lasts, for a seek bar. A live show has nothing to seek. */
  seek?: { at: number; duration: number };
}) {
  const t = useWatchStore((s) => s.session.t);
  const [full, setFull] = useState(false);
  useEffect(() => {
    const doc = stage.current?.ownerDocument;
    if (!doc) return;
    const sync = () => setFull(!!doc.fullscreenElement);
    doc.addEventListener('fullscreenchange', sync);
    return () => doc.removeEventListener('fullscreenchange', sync);
  }, [stage]);
  const el = () => video.current;
  const toggleFull = () => {
    const box = stage.current;
    const v = el() as FullscreenVideo | null;
    if (!box || !v) return;
    if (box.ownerDocument.fullscreenElement) return void box.ownerDocument.exitFullscreen().catch(() => {});
    if (typeof box.requestFullscreen === 'function') void box.requestFullscreen().catch(() => {});
    else v.webkitEnterFullscreen?.();
  };
  return (
    <div className="player-bar" role="group" aria-label={t('live.player.controls')}>
      <button
        type="button"
        className="player-button"
        aria-label={t(paused ? 'live.player.resume' : 'live.player.pause')}
        onClick={() => {
          const v = el();
          if (!v) return;
          if (v.paused) Promise.resolve(v.play()).catch(() => {});
          else v.pause();
        }}
      >
        <Icon name={paused ? 'play' : 'pause'} />
      </button>
      <button
        type="button"
        className="player-button"
        aria-label={t(muted ? 'live.player.unmute' : 'live.player.mute')}
        onClick={() => {
          const v = el();
          if (!v) return;
          if (muted) unmute(v);
          else v.muted = true;
        }}
      >
        <Icon name={muted ? 'muted' : 'sound'} />
      </button>
      {seek && (
        <>
          <input
            type="range"
            className="seek"
            min={0}
            max={seek.duration || 0}
            step={1}
            value={Math.min(seek.at, seek.duration)}
            aria-label={t('live.player.seek')}
            aria-valuetext={t('live.player.position', { at: clockText(seek.at), duration: clockText(seek.duration) })}
            onChange={(e) => {
              const v = el();
              if (v) v.currentTime = Number(e.currentTarget.value);
            }}
          />
          <span className="clock" aria-hidden="true">
            {clockText(seek.at)} / {clockText(seek.duration)}
          </span>
        </>
      )}
      <button
        type="button"
        className="player-button end"
        aria-label={t(full ? 'live.player.exitFullscreen' : 'live.player.fullscreen')}
        onClick={toggleFull}
      >
        <Icon name={full ? 'exitFullscreen' : 'fullscreen'} />
      </button>
    </div>
  );
}
