import { randomBytes } from 'node:crypto';
import { readJson, writeJson } from './json-file';

/**
 * The hosts' encoder side, in a JSON file: each profile's stream key (the
 * secret an encoder sends with its stream; stable until the host resets it)
 * and whether an encoder is sending on it now (the simulated ingest's
 * start/stop, ingest-routes.ts).
 */
export interface StreamState {
  status: 'IDLE' | 'LIVE';
  since: string | null;
  /** The show the stream fed last (kept while IDLE, so a reconnect resumes it). */
  showId: string | null;
}

interface Data {
  /** profile id → its current key */
  keys: Record<string, string>;
  streams: Record<string, StreamState>;
}

const IDLE: StreamState = { status: 'IDLE', since: null, showId: null };
// URL-safe, as the ingest path carries it; 144 random bits.
const newKey = () => `live_${randomBytes(18).toString('base64url')}`;

export function createStreamStore(file: string, now: () => number = Date.now) {
  const data: Data = { keys: {}, streams: {}, ...readJson<Data>(file) };
  const save = () => writeJson(file, data);
  return {
    /** The profile's key, made on first ask. */
    keyOf(profileId: string): string {
      let key = data.keys[profileId];
      if (!key) {
        key = data.keys[profileId] = newKey();
        save();
      }
      return key;
    },
    /** A new key; the old one stops working at once. */
    resetKey(profileId: string): string {
      const key = (data.keys[profileId] = newKey());
      save();
      return key;
    },
    profileOfKey: (key: string): string | undefined => Object.entries(data.keys).find(([, k]) => k === key)?.[0],
    state: (profileId: string): StreamState => data.streams[profileId] ?? IDLE,
    /** Marks the encoder connected or gone; a repeated start while LIVE keeps the first `since`. */
    set(profileId: string, status: StreamState['status']) {
      const current = data.streams[profileId] ?? IDLE;
      if (current.status === status) return;
      data.streams[profileId] = { status, since: status === 'LIVE' ? new Date(now()).toISOString() : null, showId: current.showId };
      save();
    },
    feeds(profileId: string, showId: string) {
      data.streams[profileId] = { ...(data.streams[profileId] ?? IDLE), showId };
      save();
    },
    /** The profiles an encoder is sending for. */
    live: () => Object.keys(data.streams).filter((id) => data.streams[id]!.status === 'LIVE'),
  };
}
export type StreamStore = ReturnType<typeof createStreamStore>;
