import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The live-shopping backend's profiles (spec 2 §3 "my profile"), kept in a
 * JSON file so they survive a restart of the local store.
 */
export interface Profile {
  userId: string;
  email: string;
  displayName: { baseName: string; sequenceId: number } | null;
  influencer: { handle: string } | null;
  bio: string;
}

export function createProfileStore(file: string) {
  let profiles: Record<string, Profile> = {};
  if (existsSync(file)) {
    try {
      profiles = JSON.parse(readFileSync(file, 'utf8')).profiles ?? {};
    } catch {
      profiles = {};
    }
  }
  const save = () => {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole, then renamed: a crash never leaves half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify({ profiles }, null, 2));
    renameSync(`${file}.tmp`, file);
  };
  return {
    get(userId: string, email: string): Profile {
      return (profiles[userId] ??= { userId, email, displayName: null, influencer: null, bio: '' });
    },
    update(userId: string, email: string, patch: Partial<Profile>): Profile {
      const next = { ...this.get(userId, email), ...patch };
      profiles[userId] = next;
      save();
      return next;
    },
    byHandle(handle: string): Profile | undefined {
      return Object.values(profiles).find((p) => p.influencer?.handle.toLowerCase() === handle.toLowerCase());
    },
    nextSequenceId(baseName: string): number {
      const used = Object.values(profiles).filter((p) => p.displayName?.baseName.toLowerCase() === baseName.toLowerCase()).map((p) => p.displayName!.sequenceId);
      return used.length ? Math.max(...used) + 1 : 1;
    },
  };
}
export type ProfileStore = ReturnType<typeof createProfileStore>;
