import { vi } from 'vitest';
import { authEventOfHub, createAuthEvents, watchOtherTabs } from './auth-events';

describe('sign-in changes (spec 2 §4)', () => {
  it('aws-amplify’s sign-in, hosted-UI sign-in and sign-out are ours; its other auth events are not', () => {
    expect(authEventOfHub('signedIn')).toBe('signedIn');
    expect(authEventOfHub('signInWithRedirect')).toBe('signedIn');
    expect(authEventOfHub('signedOut')).toBe('signedOut');
    for (const other of ['tokenRefresh', 'signInWithRedirect_failure', 'customOAuthState', 'tokenRefresh_failure'])
      expect(authEventOfHub(other)).toBeNull();
  });

  it('every subscriber hears each change until it unsubscribes', () => {
    const events = createAuthEvents();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = events.subscribe(a);
    events.subscribe(b);
    events.emit('signedIn');
    stopA();
    events.emit('signedOut');
    expect(a.mock.calls).toEqual([['signedIn']]);
    expect(b.mock.calls).toEqual([['signedIn'], ['signedOut']]);
  });

  it('another tab’s sign-in or sign-out arrives through the stored ID token; a renewed token and other keys do not count', () => {
    const emit = vi.fn();
    const stop = watchOtherTabs(window, 'client-1', emit);
    const key = 'CognitoIdentityServiceProvider.client-1.user-1.idToken';
    const storage = (init: StorageEventInit) => window.dispatchEvent(new StorageEvent('storage', init));
    storage({ key: 'CognitoIdentityServiceProvider.client-1.LastAuthUser', newValue: 'user-1' });
    storage({ key, newValue: 'jwt-1', oldValue: null });
    storage({ key, newValue: 'jwt-2', oldValue: 'jwt-1' });
    storage({ key, newValue: null, oldValue: 'jwt-2' });
    storage({ key: 'CognitoIdentityServiceProvider.other-client.user-1.idToken', newValue: 'x' });
    storage({ key: 'cartUpdated', newValue: '1' });
    // localStorage.clear() in another tab: the session went with everything else.
    storage({ key: null });
    expect(emit.mock.calls).toEqual([['signedIn'], ['signedOut'], ['signedOut']]);
    stop();
    storage({ key, newValue: 'jwt-3' });
    expect(emit).toHaveBeenCalledTimes(3);
  });
});
