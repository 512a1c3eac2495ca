import { userFromIdClaims } from '../api/identity/account-user';
import { announceStoredCustomer, customerDetail } from './customer-event';

describe('the vanity:customer detail', () => {
  it('carries whether someone is signed in and their first name, and nothing else from the token', () => {
    const user = userFromIdClaims({ email: 'ada@aurelle.test', sub: 's1', given_name: 'Ada', 'cognito:groups': ['influencer'] });
    expect(customerDetail(user)).toEqual({ signedIn: true, firstName: 'Ada' });
  });
  it('has no first name for an account without one, and none when signed out', () => {
    expect(customerDetail(userFromIdClaims({ email: 'x@aurelle.test', sub: 's2', given_name: '  ' }))).toEqual({
      signedIn: true,
      firstName: null,
    });
    expect(customerDetail(null)).toEqual({ signedIn: false, firstName: null });
  });
});

describe('announcing the stored session on page load', () => {
  const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
  const storageWith = (items: Record<string, string>) => ({ getItem: (k: string) => items[k] ?? null });
  const heard = () => {
    const target = new EventTarget();
    const details: unknown[] = [];
    target.addEventListener('vanity:customer', (e) => details.push((e as CustomEvent).detail));
    return { target: target as unknown as Document, details };
  };

  it('fires with the first name while a session is stored, and not at all without one', () => {
    const now = 1_700_000_000_000;
    const items = {
      'CognitoIdentityServiceProvider.client1.LastAuthUser': 'u1',
      'CognitoIdentityServiceProvider.client1.u1.idToken': jwt({
        email: 'ada@aurelle.test',
        sub: 'u1',
        given_name: 'Ada',
        exp: now / 1000 + 3600,
      }),
    };
    const signedIn = heard();
    announceStoredCustomer(signedIn.target, () => storageWith(items), 'client1', now);
    expect(signedIn.details).toEqual([{ signedIn: true, firstName: 'Ada' }]);

    const anonymous = heard();
    announceStoredCustomer(anonymous.target, () => storageWith({}), 'client1', now);
    // An expired token that cannot be renewed is no session either.
    announceStoredCustomer(anonymous.target, () => storageWith(items), 'client1', now + 7_200_000);
    expect(anonymous.details).toEqual([]);
  });

  it('stays quiet when storage is blocked', () => {
    const blocked = heard();
    announceStoredCustomer(
      blocked.target,
      () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      'client1',
      0,
    );
    expect(blocked.details).toEqual([]);
  });
});
