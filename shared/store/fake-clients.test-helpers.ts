import type { ViewerSession } from './app-deps';

/** Fake clients for createFakeDeps, each call a plausible answer; tests override what they are about. */

export const anonymousViewer = (): ViewerSession => ({ stored: async () => null, refreshedIdToken: async () => null });
