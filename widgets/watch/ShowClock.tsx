import { useEffect, useState } from 'react';
import { useWatchStore } from './watch-slices';

/** The reader's time is written to the minute: asked again each minute. */
const READER_TIME_REFRESH_MS = 60_000;

/** 1:02:03 under a day, else "2 d 5 h". */
function countdown(ms: number, days: (d: number, h: number) => string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  if (d > 0) return days(d, h);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/**
 * Before the show, the time left on the server's clock, over the video. It ticks every second on its own, so the
 * second renders this line and not the page.
 */
export function Countdown({ startTime }: { startTime: string }) {
  const t = useWatchStore((s) => s.session.t);
  const serverOffsetMs = useWatchStore((s) => s.liveShow.serverOffsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const remaining = Date.parse(startTime) - (now + serverOffsetMs);
  return (
    <p className="countdown" role="timer" aria-label={t('live.countdownLabel')}>
      {t('live.startsIn', { time: countdown(remaining, (d, h) => t('live.days', { d, h })) })}
    </p>
  );
}

/**
 * Before the show, when it starts, and beside it the time now as the server writes it for this viewer: which
 * clock the start is on.
 */
export function StartTime({ startTime }: { startTime: string }) {
  const t = useWatchStore((s) => s.session.t);
  const locale = useWatchStore((s) => s.session.locale);
  const readerTime = useWatchStore((s) => s.liveShow.readerTime);
  const loadReaderTime = useWatchStore((s) => s.liveShow.loadReaderTime);
  useEffect(() => {
    loadReaderTime();
    const timer = setInterval(loadReaderTime, READER_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loadReaderTime]);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(Date.parse(startTime));
  return (
    <>
      <p className="when">{t('live.startsAt', { date })}</p>
      {readerTime && <p className="when now">{t('live.timeNow', { time: readerTime })}</p>}
    </>
  );
}
