import type { LiveViewerKit } from './live-viewer-kit';

/** The hosts the viewer follows and the shows they saved: the toggles, and the lists on their profile page. */
export interface FollowingActions {
  toggleFollow(handle: string): Promise<void>;
  toggleSave(showId: string): Promise<void>;
  loadLists(): Promise<void>;
  /** Someone else is signed in now (or nobody): the lists and toggles go, and load again for a signed-in viewer if asked for before. */
  forgetLists(): void;
}

export function createFollowingActions({ deps, get, patch, fail, tokenOrSignIn }: LiveViewerKit): FollowingActions {
  const client = deps.live;
  let listsLoaded: Promise<void> | null = null;
  let listsWanted = false;
  /** Whose lists these are: a sign-in change (forgetLists) makes a load or toggle under way the previous person's. */
  let person = 0;
  /**
   * Toggled while the lists were loading, or still on its way to the server when they were asked for: the click is
   * newer than the fetched list, so it wins.
   */
  const toggledDuringLoad = { following: new Set<string>(), saved: new Set<string>() };
  /** Toggles sent and not yet answered, by key (a key may have several under way). */
  const unanswered = { following: new Map<string, number>(), saved: new Map<string, number>() };
  const count = (pending: Map<string, number>, key: string, by: 1 | -1) => {
    const n = (pending.get(key) ?? 0) + by;
    if (n > 0) pending.set(key, n);
    else pending.delete(key);
  };
  /** Follow or save: shown at once, put back if the server says no; a removal also leaves the profile page's list. */
  const toggle = async (
    map: 'following' | 'saved',
    key: string,
    where: string,
    call: (on: boolean, token: string) => Promise<void>,
    removed: () => void,
  ) => {
    const token = await tokenOrSignIn();
    if (!token) return;
    const mine = person;
    const was = !!get().liveViewer[map][key];
    if (get().liveViewer.listsStatus === 'busy') toggledDuringLoad[map].add(key);
    patch({ [map]: { ...get().liveViewer[map], [key]: !was }, error: null });
    count(unanswered[map], key, 1);
    try {
      await call(!was, token);
      if (mine === person && was) removed();
    } catch (error) {
      // Someone else signed in meanwhile: their buttons are not this click's to put back.
      if (mine !== person) return;
      patch({ [map]: { ...get().liveViewer[map], [key]: was } });
      fail(error, where);
    } finally {
      if (mine === person) count(unanswered[map], key, -1);
    }
  };

  return {
    async loadLists() {
      listsWanted = true;
      listsLoaded ??= (async () => {
        const mine = person;
        const token = await get().me.idToken();
        if (mine !== person) return;
        if (!token) return void (listsLoaded = null);
        toggledDuringLoad.following = new Set(unanswered.following.keys());
        toggledDuringLoad.saved = new Set(unanswered.saved.keys());
        patch({ listsStatus: 'busy' });
        try {
          // The profile goes to the me slice (throttled there: the chat may have just read it).
          const [, hosts, shows] = await Promise.all([
            get().me.loadProfile(token),
            client.profile.followed(token),
            client.show.savedShows(token),
          ]);
          // The lists of someone who has since signed out (or of the person before a sign-in) are dropped.
          if (mine !== person) return;
          const keep = (map: 'following' | 'saved', fetched: Record<string, boolean>) => {
            const now = get().liveViewer[map];
            for (const key of toggledDuringLoad[map]) fetched[key] = !!now[key];
            return fetched;
          };
          patch({
            followedHosts: hosts,
            savedShows: shows,
            following: keep('following', Object.fromEntries(hosts.map((h) => [h.handle, true]))),
            saved: keep('saved', Object.fromEntries(shows.map((s) => [s.id, true]))),
            listsStatus: 'done',
          });
        } catch (error) {
          if (mine !== person) return;
          listsLoaded = null;
          fail(error, 'live:viewer-lists');
          patch({ listsStatus: 'error' });
        }
      })();
      return listsLoaded;
    },

    forgetLists() {
      person++;
      listsLoaded = null;
      unanswered.following.clear();
      unanswered.saved.clear();
      patch({ following: {}, saved: {}, followedHosts: null, savedShows: null, listsStatus: 'idle' });
      if (listsWanted && get().me.status === 'signed-in') void get().liveViewer.loadLists();
    },

    async toggleFollow(handle) {
      await toggle(
        'following',
        handle,
        'live:follow',
        (on, token) => (on ? client.profile.follow(handle, token) : client.profile.unfollow(handle, token)),
        () => {
          const hosts = get().liveViewer.followedHosts;
          if (hosts) patch({ followedHosts: hosts.filter((h) => h.handle !== handle) });
        },
      );
    },

    async toggleSave(showId) {
      await toggle(
        'saved',
        showId,
        'live:save',
        (on, token) => (on ? client.show.save(showId, token) : client.show.unsave(showId, token)),
        () => {
          const shows = get().liveViewer.savedShows;
          if (shows) patch({ savedShows: shows.filter((x) => x.id !== showId) });
        },
      );
    },
  };
}
