import { vi } from 'vitest';
import { parseConfig } from '../../config';

// aws-amplify stands in by its Hub alone: the test dispatches auth events as aws-amplify would.
const hub = vi.hoisted(() => {
  const listeners = new Set<(capsule: { payload: { event: string; data?: unknown } }) => void>();
  return {
    listeners,
    dispatch: (event: string) => [...listeners].forEach((fn) => fn({ payload: { event } })),
  };
});
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));
vi.mock('aws-amplify/auth', () => ({}));
vi.mock('aws-amplify/utils', () => ({
  Hub: {
    listen: (_channel: string, fn: (capsule: { payload: { event: string } }) => void) => {
      hub.listeners.add(fn);
      return () => void hub.listeners.delete(fn);
    },
  },
}));

const { createIdentityClient } = await import('./identity-client');

describe('the identity client’s sign-in changes (spec 2 §4)', () => {
  it('passes aws-amplify’s sign-in, hosted-UI sign-in and sign-out on to the page, and nothing else', () => {
    const heard = vi.fn();
    const { cognito } = parseConfig('{"locale": "en"}', 'https://cdn.example/vanity.js');
    createIdentityClient(cognito, 'https://aurelle.example', heard);
    for (const event of ['signedIn', 'tokenRefresh', 'signInWithRedirect', 'signInWithRedirect_failure', 'signedOut']) hub.dispatch(event);
    expect(heard.mock.calls).toEqual([['signedIn'], ['signedIn'], ['signedOut']]);
  });
});
