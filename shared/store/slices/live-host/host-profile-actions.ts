import type { LiveRole } from '../../../api/live-shopping/roles';
import { HttpError } from '../../../http';
import { fieldErrorsOf, type LiveHostKit } from './live-host-kit';

/** Who the host is: their groups, their profile and bio, and their shows' list. */
export interface HostProfileActions {
  load(): Promise<void>;
  /** True for a caller in the group; the screens show the spec's role error otherwise. */
  hasRole(role: LiveRole): boolean;
  checkBio(bio: string): Promise<string | null>;
  saveBio(bio: string): Promise<boolean>;
}

export function createHostProfileActions({ deps, get, patch, caller, run }: LiveHostKit): HostProfileActions {
  const { host: client, show: shows } = deps.live;
  const session = deps.viewerSession;

  return {
    async load() {
      const stored = await session.stored().catch(() => null);
      if (!stored) return patch({ status: 'anonymous' });
      patch({ status: 'ready', groups: stored.user.groups });
      if (!stored.user.groups.includes('influencer')) return;
      const token = await get().liveViewer.idToken();
      if (!token) return patch({ status: 'anonymous' });
      try {
        const profile = await deps.live.profile.me(token);
        patch({ profile });
        const handle = profile.influencer?.handle;
        patch({ myShows: handle ? await shows.showsByHandle(handle) : [] });
      } catch (error) {
        deps.reportError(error, { where: 'live:host:load' });
        patch({ error: 'live.errors.failed', myShows: get().liveHost.myShows ?? [] });
      }
    },

    hasRole: (role) => get().liveHost.groups.includes(role),

    async checkBio(bio) {
      try {
        await client.setBio(await caller(), bio, true);
        return null;
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) return fieldErrorsOf(error).bio ?? '';
        throw error;
      }
    },
    async saveBio(bio) {
      const r = await run('bio', (who) => client.setBio(who, bio), 'live.host.saved');
      if (r.ok && r.value) patch({ profile: r.value });
      return r.ok;
    },
  };
}
