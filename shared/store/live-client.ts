import { readStoredSession } from '../api/identity/stored-session';
import { createLiveShoppingClient, type LiveShoppingClient } from '../api/live-shopping/live-shopping-client';
import { createHttp } from '../http';
import type { AppDeps } from './app-deps';
import type { ViewerSessionSource } from './slices/live-viewer-slice';

/**
 * The page's one live-shopping client and the viewer's session source, made
 * on first use by whichever show widget mounts first.
 */
const clients = new WeakMap<AppDeps, LiveShoppingClient>();

export function liveClientFor(deps: AppDeps): LiveShoppingClient {
  let client = clients.get(deps);
  if (!client) {
    client = createLiveShoppingClient(createHttp({ ids: () => deps.ids }), deps.config.backends.liveShopping);
    clients.set(deps, client);
  }
  return client;
}

export function browserViewerSession(deps: AppDeps): ViewerSessionSource {
  return {
    stored: () => (typeof localStorage === 'undefined' ? null : readStoredSession(localStorage, deps.config.cognito.userPoolClientId, deps.now())),
    // Only an expired token needs aws-amplify, which renews it with the refresh token.
    refreshedIdToken: () => import('../api/identity/identity-client').then((m) => m.createIdentityClient(deps.config.cognito).idToken()),
  };
}
