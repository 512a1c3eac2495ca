import type { StorageEvents } from '../../storage-events';

/**
 * Sign-in changes, for every widget on the page (spec 2 §4: signIn and a hosted-UI login reload the
 * user; signOut clears it). The identity client feeds it aws-amplify's Hub events once it is loaded;
 * another tab's sign-in or sign-out arrives through the stored session's storage event. Kept apart from
 * the identity client so show pages listen without loading aws-amplify.
 */
export type AuthEvent = 'signedIn' | 'signedOut';

export interface AuthEvents {
  emit(event: AuthEvent): void;
  /** Calls fn on every sign-in change; returns the unsubscribe. */
  subscribe(fn: (event: AuthEvent) => void): () => void;
}

export function createAuthEvents(): AuthEvents {
  const listeners = new Set<(event: AuthEvent) => void>();
  return {
    emit(event) {
      for (const fn of [...listeners]) fn(event);
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
  };
}

/** aws-amplify's Hub 'auth' events that change who is signed in: a sign-in (password or hosted UI) and a sign-out. */
export function authEventOfHub(hubEvent: string): AuthEvent | null {
  if (hubEvent === 'signedIn' || hubEvent === 'signInWithRedirect') return 'signedIn';
  if (hubEvent === 'signedOut') return 'signedOut';
  return null;
}

/**
 * Another tab signed in or out: aws-amplify keeps the session in localStorage under
 * CognitoIdentityServiceProvider.<clientId>.<user>.idToken (the keys stored-session.ts reads), which the
 * storage event reports here. The ID token is written after LastAuthUser, so when it arrives the session
 * reads whole; a renewed token (one replacing another) is the same person and changes nothing.
 * Returns the unsubscribe.
 */
export function watchOtherTabs(target: StorageEvents, clientId: string, emit: (event: AuthEvent) => void): () => void {
  const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
  const listener = (event: StorageEvent) => {
    // localStorage.clear() there: the session went with everything else.
    if (event.key === null) return emit('signedOut');
    if (!event.key.startsWith(prefix) || !event.key.endsWith('.idToken')) return;
    if (!event.newValue) emit('signedOut');
    else if (!event.oldValue) emit('signedIn');
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
