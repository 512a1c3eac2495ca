import type { Response } from 'express';
import type { ChatEvent } from '../../shared/api/live-shopping/live-types';

/**
 * The chat's event streams (Server-Sent Events): who is connected to which
 * show, broadcasting to them, the viewer count (distinct chat subjects
 * connected, plus the audience the stand-in simulates for a show), and the
 * timers that keep streams alive, which run only while a show has listeners.
 */
export interface HubOptions {
  /** Viewers the stand-in pretends are watching besides real connections (e.g. 57 on the seeded running show). */
  simulatedAudience: (showId: string) => number;
  viewersEveryMs?: number;
  heartbeatEveryMs?: number;
}

interface Listener {
  subject: string;
  res: Response;
}

export function createChatHub({ simulatedAudience, viewersEveryMs = 5_000, heartbeatEveryMs = 15_000 }: HubOptions) {
  const listeners = new Map<string, Set<Listener>>();
  const timers = new Map<string, NodeJS.Timeout[]>();
  const send = (res: Response, event: ChatEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

  const viewerCount = (showId: string) => new Set([...(listeners.get(showId) ?? [])].map((l) => l.subject)).size + simulatedAudience(showId);
  const broadcast = (showId: string, event: ChatEvent) => {
    for (const l of listeners.get(showId) ?? []) send(l.res, event);
  };
  const announceViewers = (showId: string) => broadcast(showId, { type: 'viewers', count: viewerCount(showId) });

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
    /** Opens the stream: headers now, then the history, then live events until the client goes. */
    connect(showId: string, subject: string, res: Response, history: ChatEvent) {
      res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
      res.flushHeaders();
      res.write('retry: 2000\n\n');
      send(res, history);
      const listener = { subject, res };
      const set = listeners.get(showId) ?? new Set<Listener>();
      listeners.set(showId, set.add(listener));
      if (!timers.has(showId)) startTimers(showId);
      announceViewers(showId);
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
