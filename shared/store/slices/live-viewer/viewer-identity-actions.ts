import type { LiveViewerKit } from './live-viewer-kit';

/** Who is watching, read from the stored session without loading aws-amplify. */
export interface ViewerIdentityActions {
  load(): void;
  /** A fresh ID token, or null when signed out. */
  idToken(): Promise<string | null>;
}

export function createViewerIdentityActions({ deps, get, patch }: LiveViewerKit): ViewerIdentityActions {
  const session = deps.viewerSession;
  let viewerLoad: Promise<void> | null = null;

  return {
    load() {
      if (get().liveViewer.status !== 'unknown') return;
      viewerLoad ??= session.stored().then(
        (stored) => {
          patch({ status: stored ? 'signed-in' : 'anonymous', user: stored?.user ?? null });
          if (stored) void get().liveViewer.loadLists();
        },
        () => patch({ status: 'anonymous', user: null }),
      );
    },

    async idToken() {
      const stored = await session.stored().catch(() => null);
      if (!stored) return null;
      if (stored.idToken) return stored.idToken;
      return session.refreshedIdToken().catch(() => null);
    },
  };
}
