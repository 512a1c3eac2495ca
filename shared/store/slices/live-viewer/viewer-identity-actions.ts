import type { LiveViewerKit } from './live-viewer-kit';

/** Who is watching comes from the me slice; a signed-in viewer's lists load with it. */
export interface ViewerIdentityActions {
  /** Reads who is watching (once per page) and then, for a signed-in viewer, their lists. */
  load(): void;
}

export function createViewerIdentityActions({ get }: LiveViewerKit): ViewerIdentityActions {
  let viewerLoad: Promise<void> | null = null;

  return {
    load() {
      viewerLoad ??= get()
        .me.load()
        .then(() => {
          if (get().me.status === 'signed-in') void get().liveViewer.loadLists();
        });
    },
  };
}
