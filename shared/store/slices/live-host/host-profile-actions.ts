import { HttpError } from '../../../http';
import { fieldErrorsOf, type LiveHostKit } from './live-host-kit';

/** The host's dashboard: who they are (the me slice's), their profile and bio, and their shows' list. */
export interface HostProfileActions {
  load(): Promise<void>;
  checkBio(bio: string): Promise<string | null>;
  saveBio(bio: string): Promise<boolean>;
}

export function createHostProfileActions({ deps, get, patch, caller, run }: LiveHostKit): HostProfileActions {
  const { host: client, show: shows } = deps.live;
  /** Loads can overlap (a sign-in change reloads the dashboard): only the newest one's answer counts. */
  let latest = 0;

  return {
    async load() {
      const mine = ++latest;
      const stale = () => mine !== latest;
      const { me } = get();
      await me.load();
      if (stale()) return;
      if (get().me.status !== 'signed-in') return patch({ status: 'anonymous' });
      patch({ status: 'ready' });
      if (!get().me.groups.includes('influencer')) return;
      const token = await me.idToken();
      if (stale()) return;
      if (!token) return patch({ status: 'anonymous' });
      try {
        const profile = await me.loadProfile(token);
        if (stale()) return;
        const handle = profile?.influencer?.handle;
        if (!handle) return patch({ myShows: [] });
        // With the encoder's status, so the list words a running show as its page does (live or waiting for stream).
        const [myShows, stream] = await Promise.all([
          shows.showsByHandle(handle),
          caller()
            .then((who) => client.activeStreamStatus(who))
            .catch((e: unknown) => {
              deps.warn('[vanity] stream status unavailable', e);
              return null;
            }),
        ]);
        // The shows of someone who has since signed out (or of the person before a sign-in) are dropped.
        if (stale()) return;
        patch({ myShows, stream: stream ?? null });
      } catch (error) {
        if (stale()) return;
        deps.reportError(error, { where: 'live:host:load' });
        patch({ error: 'live.errors.failed', myShows: get().liveHost.myShows ?? [] });
      }
    },

    async checkBio(bio) {
      try {
        await client.checkBio(await caller(), bio);
        return null;
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) return fieldErrorsOf(error).bio ?? '';
        throw error;
      }
    },
    async saveBio(bio) {
      const r = await run('bio', (who) => client.setBio(who, bio), 'live.host.saved');
      if (r.ok && r.value) get().me.setProfile(r.value);
      return r.ok;
    },
  };
}
