import type { Profile } from '../../shared/api/live-shopping/live-types';
import { readJson, writeJson } from './json-file';

/**
 * The live-shopping backend's profiles (spec 2 §3 "my profile"), hosts
 * included, kept in a JSON file so they survive a restart of the local store.
 *
 * A profile has its own stable id: the local Cognito pool is made afresh on
 * every start, so a user's `sub` changes and the profile follows the email
 * instead (a token whose sub has no profile yet claims the profile with its
 * email). Follows, saves and chat authorship are keyed by that id.
 */
export interface StoredProfile {
  id: string;
  /** The Cognito sub that last used it; '' for host-only profiles. */
  userId: string;
  email: string;
  displayName: { baseName: string; sequenceId: number } | null;
  influencer: { handle: string } | null;
  bio: string;
  /** Bumped whenever the picture changes; 0: no picture. */
  pictureVersion: number;
}

/** The seeded hosts; mia.host belongs to the seeded Cognito user influencer@aurelle.test, the others to nobody. */
export const SEED_PROFILES: StoredProfile[] = [
  {
    id: 'host-mia',
    userId: '',
    email: 'influencer@aurelle.test',
    displayName: { baseName: 'Mia', sequenceId: 1 },
    influencer: { handle: 'mia.host' },
    bio: 'Make-up artist. Lips first, always.',
    pictureVersion: 1,
  },
  {
    id: 'host-jo',
    userId: '',
    email: '',
    displayName: { baseName: 'Jo', sequenceId: 1 },
    influencer: { handle: 'glow.with.jo' },
    bio: 'Skin prep and glowy bases, live every week.',
    pictureVersion: 1,
  },
  {
    id: 'host-lena',
    userId: '',
    email: '',
    displayName: { baseName: 'Lena', sequenceId: 1 },
    influencer: { handle: 'lena.lips' },
    bio: 'Bold lips and the shades that suit you.',
    pictureVersion: 1,
  },
];

/** As the wire carries it; `userId` is the profile's stable id (Cognito subs change with every local pool), which the admin's handle deletion takes. */
export const profileView = (p: StoredProfile): Profile => ({
  userId: p.id,
  displayName: p.displayName,
  influencer: p.influencer,
  bio: p.bio,
  pictureVersion: p.pictureVersion,
});

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createProfileStore(file: string) {
  const profiles: Record<string, StoredProfile> = {};
  // Files written before profiles had ids were keyed by the sub: that key becomes the id.
  for (const [key, p] of Object.entries(readJson<{ profiles: Record<string, Partial<StoredProfile>> }>(file)?.profiles ?? {})) {
    profiles[key] = { userId: key, email: '', displayName: null, influencer: null, bio: '', pictureVersion: 0, ...p, id: p.id ?? key };
  }
  const save = () => writeJson(file, { profiles });
  const all = () => Object.values(profiles);
  const byHandle = (handle: string) => all().find((p) => p.influencer && same(p.influencer.handle, handle));

  let seeded = false;
  for (const seed of SEED_PROFILES) {
    if (byHandle(seed.influencer!.handle)) continue;
    const mine = seed.email ? all().find((p) => same(p.email, seed.email) && !p.influencer) : undefined;
    if (mine)
      Object.assign(mine, {
        influencer: seed.influencer,
        displayName: mine.displayName ?? seed.displayName,
        bio: mine.bio || seed.bio,
        pictureVersion: Math.max(1, mine.pictureVersion),
      });
    else if (!profiles[seed.id]) profiles[seed.id] = { ...seed };
    seeded = true;
  }
  if (seeded) save();

  return {
    /** The caller's profile (claimed by email when their sub is new, created empty when there is none). */
    get(userId: string, email: string | undefined): StoredProfile {
      // A federated sign-in may withhold the email.
      email ??= '';
      const found = all().find((p) => p.userId === userId) ?? (email ? all().find((p) => same(p.email, email)) : undefined);
      if (found) {
        if (found.userId !== userId) {
          found.userId = userId;
          save();
        }
        return found;
      }
      return (profiles[userId] ??= { id: userId, userId, email, displayName: null, influencer: null, bio: '', pictureVersion: 0 });
    },
    update(userId: string, email: string | undefined, patch: Partial<Omit<StoredProfile, 'id' | 'userId'>>): StoredProfile {
      const next = Object.assign(this.get(userId, email), patch);
      save();
      return next;
    },
    byId: (id: string): StoredProfile | undefined => profiles[id],
    /** By the stable id, or by the Cognito sub that last used it. */
    byUserId: (userId: string): StoredProfile | undefined => profiles[userId] ?? all().find((p) => p.userId === userId && userId !== ''),
    /** Changes a profile found by id (the admin's calls, which act on someone else's). */
    patch(id: string, patch: Partial<Omit<StoredProfile, 'id' | 'userId'>>): StoredProfile | undefined {
      const p = profiles[id];
      if (!p) return undefined;
      Object.assign(p, patch);
      save();
      return p;
    },
    byHandle,
    byDisplayName: (baseName: string, sequenceId: number) =>
      all().find((p) => p.displayName && same(p.displayName.baseName, baseName) && p.displayName.sequenceId === sequenceId),
    /** A new picture was stored: the cache buster moves on. */
    bumpPicture(id: string): StoredProfile | undefined {
      const p = profiles[id];
      if (!p) return undefined;
      p.pictureVersion += 1;
      save();
      return p;
    },
    nextSequenceId(baseName: string): number {
      const used = all()
        .filter((p) => p.displayName && same(p.displayName.baseName, baseName))
        .map((p) => p.displayName!.sequenceId);
      return used.length ? Math.max(...used) + 1 : 1;
    },
    all,
  };
}
export type ProfileStore = ReturnType<typeof createProfileStore>;
