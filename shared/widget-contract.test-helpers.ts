import { parseConfig } from './config';
import type { Http } from './http';
import { fakeConsent } from './privacy/consent.test-helpers';
import { outgoing } from './privacy/outgoing-address';
import type { MountContext } from './widget-contract';

/**
 * What the loader hands a widget, for tests: an English config, no route, a shopper with ids and consent, no stored
 * session, and an http that refuses (tests that need the network pass their own). Override any part.
 */
export function fakeMountContext(overrides: Partial<MountContext> = {}): MountContext {
  return {
    config: parseConfig('{"locale": "en"}', 'https://cdn.example/vanity.js'),
    route: null,
    navigate: () => {},
    reportError: () => {},
    ids: () => ({ deviceId: 'dev', sessionId: 'ses', customerId: null }),
    consent: fakeConsent(),
    publish: () => {},
    onConfigure: () => () => {},
    storedSession: () => null,
    outgoing,
    http: (async (url: string) => Promise.reject(new Error(`No network in tests (${url})`))) as Http,
    ...overrides,
  };
}
