import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { attachShowVideo, type PlayerState } from '../../shared/live/show-player';
import { posterSize } from '../../shared/live/show-poster';
import { showStatus } from '../../shared/live/show-status';
import { useWatchStore } from './watch-slices';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';
import { Reactions } from './Reactions';
import { PlayerControls, UnmutePrompt, useVideoState } from './PlayerControls';
import { ViewerCount } from './ViewerCount';

/** How long the video may take to start, from its address, before what waits for it goes ahead anyway. */
const UNDERWAY_WAIT_MS = 2000;

const STATE_TEXT = {
  retrying: 'live.player.reconnecting',
  failed: 'live.player.failed',
  unsupported: 'live.player.unsupported',
} as const;

/**
 * The show's video: the live stream while RUNNING, the recording once ENDED,
 * the thumbnail before. Playback position is handed up for the chat replay.
 */
export function ShowVideo({
  show,
  onPosition,
  forceHlsJs = false,
  children,
  onUnderway,
}: {
  show: LiveShow;
  onPosition?: (ms: number) => void;
  /** features.hlsJs: play through hls.js even where the browser plays HLS itself. */
  forceHlsJs?: boolean;
  children?: React.ReactNode;
  /** Called once the video plays, or is known not to come soon (none, failed, unsupported, or UNDERWAY_WAIT_MS). */
  onUnderway?: () => void;
}) {
  const t = useWatchStore((s) => s.session.t);
  const reportError = useWatchStore((s) => s.session.reportError);
  const recordingStarted = useWatchStore((s) => s.liveShow.recordingStarted);
  const played = useWatchStore((s) => s.liveShow.played);
  const thumbnailUrl = useWatchStore((s) => s.liveShow.thumbnailUrl);
  const prefetchPlaylist = useWatchStore((s) => s.liveShow.prefetchPlaylist);
  const stream = useWatchStore((s) => s.liveShow.streams[show.id]);
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PlayerState>('loading');
  // The stage's width is known once it is laid out: the poster waits for it (before the first paint), so only
  // the size that fits is ever requested (the runtime preloads the same one, from the box the snippet reserves).
  const [posterFits, setPosterFits] = useState<readonly [number, number] | null>(null);
  useLayoutEffect(() => setPosterFits(posterSize(stage.current?.clientWidth ?? 0, window.devicePixelRatio || 1)), []);

  const recording = show.state === 'ENDED' ? show.recordings[0] : undefined;
  const url = show.state === 'RUNNING' ? show.playbackUrl : (recording?.url ?? null);
  const { muted, paused, aspect, time } = useVideoState(video, url, !!recording);
  useEffect(() => {
    // Not 'waiting': the browser's own player says so while it fetches its first segments.
    if (!url || state === 'playing' || state === 'failed' || state === 'unsupported') onUnderway?.();
  }, [url, state, onUnderway]);
  useEffect(() => {
    if (!url || !onUnderway) return;
    const timer = setTimeout(onUnderway, UNDERWAY_WAIT_MS);
    return () => clearTimeout(timer);
  }, [url, onUnderway]);
  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    return attachShowVideo(
      el,
      url,
      {
        onState: setState,
        onFirstFrame: (ms) => {
          // Read by `npm run bench` (live.firstVideoFrameMs, phone.watch.firstVideoMs).
          performance.mark('vanity:first-video-frame', { detail: { ms } });
        },
        onError: (error, details) => reportError(error, { where: 'live:video', showId: show.id, ...details }),
      },
      { forceHlsJs, prefetchPlaylist },
    );
  }, [url, show.id, reportError, forceHlsJs, prefetchPlaylist]);

  const live = show.state === 'RUNNING';

  // The word the listing and the host's pages use (showStatus). Video playing here is proof the stream arrives;
  // before the stream's answer a running show shows no word rather than one that may turn the next moment.
  const seen = live && state === 'playing' ? 'on-air' : stream;
  const status = live && !seen ? null : showStatus(show, seen ?? 'unknown');

  const poster = show.hasThumbnail && posterFits ? thumbnailUrl(show.id, ...posterFits) : undefined;
  const label = t(recording ? 'live.player.recordingLabel' : 'live.player.label', { title: show.title });
  return (
    // The stage takes the show's own shape (a phone-filmed show is portrait), within the screen's height.
    <div
      ref={stage}
      className="stage"
      data-shape={(aspect ?? 16 / 9) > 1 ? 'landscape' : 'portrait'}
      style={aspect ? ({ '--show-aspect': String(aspect) } as React.CSSProperties) : undefined}
    >
      {url ? (
        <video
          ref={video}
          className="video"
          autoPlay
          muted
          playsInline
          poster={poster}
          aria-label={label}
          onPlay={() => {
            played(show.id, !recording);
            if (recording) recordingStarted(show.id);
          }}
          onTimeUpdate={onPosition && ((e) => onPosition(e.currentTarget.currentTime * 1000))}
        />
      ) : (
        <div
          className="video poster"
          role="img"
          aria-label={show.title}
          style={poster ? { backgroundImage: `url("${poster}")` } : undefined}
        >
          {show.state === 'ENDED' && <p className="overlay-text">{t('live.noRecording')}</p>}
          {children}
        </div>
      )}
      <div className="badges">
        {status && (
          <span className="badge status" data-tone={status.tone}>
            {t(status.label)}
          </span>
        )}
        {live && <ViewerCount />}
      </div>
      {url && state in STATE_TEXT && (
        <p className="overlay-text" role="status">
          {t(STATE_TEXT[state as keyof typeof STATE_TEXT])}
        </p>
      )}
      {url && <UnmutePrompt video={video} muted={muted} />}
      {url && <PlayerControls video={video} stage={stage} muted={muted} paused={paused} seek={recording ? time : undefined} />}
      {live && <Reactions showId={show.id} />}
    </div>
  );
}
