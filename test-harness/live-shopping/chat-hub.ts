import type { Response } from 'express';
import type { ChatEvent } from '../../shared/api/live-shopping/live-types';
import type { Audience } from './show-stats-store';

/**
 * The chat's event streams (Server-Sent Events): who is connected to which
 * show, broadcasting to them, the viewer count (distinct chat subjects
 * connected, plus the audience the stand-in simulates for a show), each
 * show's audience for its statistics (peak and unique viewers), and the
 * timers that keep streams alive, which run only while a show has listeners.
 */
export interface HubOptions {
  /** Viewers the stand-in pretends are watching besides real connections (e.g. 57 on the seeded running show). */
  simulatedAudience: (showId: string) => number;
  viewersEveryMs?: number;
  heartbeatEveryMs?: number;
  /** The audience counted before a restart, and where each change goes (show-stats-store.ts). */
  audience?: { initial: Readonly<Record<string, Audience>>; save: (showId: string, audience: Audience) => void };
}

interface Listener {
  subject: string;
  res: Response;
}

export function createChatHub({ simulatedAudience, viewersEveryMs = 5_000, heartbeatEveryMs = 15_000, audience: kept }: HubOptions) {
  const listeners = new Map<string, Set<Listener>>();
  const timers = new Map<string, NodeJS.Timeout[]>();
  const audiences = new Map(Object.entries(kept?.initial ?? {}).map(([id, a]) => [id, { peak: a.peak, viewers: new Set(a.viewers) }]));
  const send = (res: Response, event: ChatEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

  const viewerCount = (showId: string) =>
    new Set([...(listeners.get(showId) ?? [])].map((l) => l.subject)).size + simulatedAudience(showId);
  const broadcast = (showId: string, event: ChatEvent) => {
    for (const l of listeners.get(showId) ?? []) send(l.res, event);
  };
  /** Counts a new subject and a new peak; saved only when either changed. */
  const tally = (showId: string, count: number, subject?: string) => {
    let a = audiences.get(showId);
    if (!a) audiences.set(showId, (a = { peak: 0, viewers: new Set() }));
    const isNew = subject !== undefined && !a.viewers.has(subject);
    if (isNew) a.viewers.add(subject);
    if (!isNew && count <= a.peak) return;
    a.peak = Math.max(a.peak, count);
    kept?.save(showId, { peak: a.peak, viewers: [...a.viewers] });
  };
  const announceViewers = (showId: string, subject?: string) => {
    const count = viewerCount(showId);
    tally(showId, count, subject);
    broadcast(showId, { type: 'viewers', count });
  };

  const startTimers = (showId: string) => {
    const every = (ms: number, fn: () => void) => setInterval(fn, ms).unref();
    timers.set(showId, [
      every(viewersEveryMs, () => announceViewers(showId)),
      // A comment line: proxies and browsers keep an idle stream open.
      every(heartbeatEveryMs, () => listeners.get(showId)?.forEach((l) => l.res.write(':\n\n'))),
    ]);
  };
  const stopTimers = (showId: string) => {
    timers.get(showId)?.forEach(clearInterval);
    timers.delete(showId);
  };

  return {
    viewerCount,
    broadcast,
    /**
     * For the show's statistics: the most viewers at once (now included), and
     * the distinct ones: every subject that connected plus the simulated
     * audience, and never fewer than the peak.
     */
    audience(showId: string): { viewers: number; peak: number; unique: number } {
      const viewers = viewerCount(showId);
      const a = audiences.get(showId);
      const peak = Math.max(a?.peak ?? 0, viewers);
      return { viewers, peak, unique: Math.max((a?.viewers.size ?? 0) + simulatedAudience(showId), peak) };
    },
    /** Opens the stream: headers now, then the history, then live events until the client goes. */
    connect(showId: string, subject: string, res: Response, history: ChatEvent) {
      res.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders();
      res.write('retry: 2000\n\n');
      send(res, history);
      const listener = { subject, res };
      const set = listeners.get(showId) ?? new Set<Listener>();
      listeners.set(showId, set.add(listener));
      if (!timers.has(showId)) startTimers(showId);
      announceViewers(showId, subject);
      res.on('close', () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(showId);
          stopTimers(showId);
        }
        announceViewers(showId);
      });
    },
    /** Ends every stream (the harness is stopping). */
    close() {
      for (const [showId, set] of listeners) {
        stopTimers(showId);
        set.forEach((l) => l.res.end());
      }
      listeners.clear();
    },
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
