import { accountHubUrl } from '../../../account/hub-url';
import { apiErrorsOf, HttpError, NetworkError } from '../../../http';
import type { MessageKey } from '../../../i18n';
import type { LiveViewerContext, LiveViewerState } from './live-viewer-slice';

/** What the live viewer's action modules share. */
export interface LiveViewerKit extends LiveViewerContext {
  patch(p: Partial<LiveViewerState>): void;
  /** Shows a failure as the viewer's error; reports it unless the server refused (4xx). */
  fail(error: unknown, where: string): void;
  /** The ID token for a signed-in action, or null after sending the viewer to sign in. */
  tokenOrSignIn(): Promise<string | null>;
}

function failure(error: unknown): { error: MessageKey; serverMessage: string | null } {
  if (error instanceof NetworkError) return { error: 'live.errors.offline', serverMessage: null };
  if (error instanceof HttpError && error.status === 422) {
    return { error: 'live.errors.refused', serverMessage: apiErrorsOf(error)[0]?.message ?? null };
  }
  if (error instanceof HttpError && error.status === 401) return { error: 'live.errors.signIn', serverMessage: null };
  return { error: 'live.errors.failed', serverMessage: null };
}

export function createLiveViewerKit(kit: LiveViewerContext): LiveViewerKit {
  const { deps, set, get } = kit;
  const patch = (p: Partial<LiveViewerState>) => set(p);
  const signIn = () => {
    const here = new URL(deps.location.href());
    deps.navigate(accountHubUrl('signIn', { destinationPath: here.pathname + here.search }, here.searchParams));
  };
  return {
    ...kit,
    patch,
    fail(error, where) {
      const f = failure(error);
      // Refusals are the viewer's news; everything else is reported.
      if (!(error instanceof HttpError && error.status < 500)) deps.reportError(error, { where });
      patch(f);
    },
    async tokenOrSignIn() {
      const token = await get().me.idToken();
      if (!token) signIn();
      return token;
    },
  };
}
