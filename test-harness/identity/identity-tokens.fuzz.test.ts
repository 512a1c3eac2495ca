// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { anyJson, fuzz, hostileText } from '../../shared/fuzz.test-helpers';
import { createChatTokens } from '../live-shopping/chat-token';
import { verifyIdToken } from './id-token';
import { mintMultipassToken, readMultipassToken, type MultipassCustomer } from './multipass';

/** The stand-ins' token decoders take whatever a caller sends: each answers a result or its documented refusal, never an exception. */
const SECRET = 'local-multipass-secret';
const NOW = Date.parse('2026-11-22T12:00:00Z');
const FAILURES = ['malformed', 'signature', 'expired', 'future'];
const tokenText = fc.oneof(
  hostileText(),
  fc.base64String(),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('base64url')),
);
/** Signed bodies of any JSON (only a holder of the secret can make these; the decoder must still not trust their shape). */
const signedJunk = fc.oneof(
  anyJson(),
  fc.record(
    {
      email: fc.oneof(fc.constant('ada@aurelle.test'), anyJson()),
      created_at: fc.oneof(fc.constant(new Date(NOW - 60_000).toISOString()), anyJson()),
      first_name: anyJson(),
      accepts_marketing: anyJson(),
    },
    { requiredKeys: [] },
  ),
);

describe('token decoders (property)', () => {
  it('Multipass: any text is a customer or a refusal', () => {
    fuzz(
      fc.property(tokenText, (token) => {
        expect(FAILURES).toContain(readMultipassToken(SECRET, token, NOW));
      }),
      300,
    );
  });

  it('Multipass: a signed body of any JSON is a well-typed customer or "malformed"', () => {
    fuzz(
      fc.property(signedJunk, (body) => {
        const out = readMultipassToken(SECRET, mintMultipassToken(SECRET, body as MultipassCustomer), NOW);
        if (typeof out === 'string') return void expect(FAILURES).toContain(out);
        expect(typeof out.email).toBe('string');
        expect(out.first_name === undefined || typeof out.first_name === 'string').toBe(true);
        expect(out.accepts_marketing === undefined || typeof out.accepts_marketing === 'boolean').toBe(true);
      }),
      200,
    );
  });

  it('Multipass: a changed byte anywhere is refused', () => {
    const good = mintMultipassToken(SECRET, { email: 'ada@aurelle.test', created_at: new Date(NOW).toISOString() });
    const raw = Buffer.from(good, 'base64url');
    fuzz(
      fc.property(fc.nat(raw.length - 1), fc.integer({ min: 1, max: 255 }), (at, xor) => {
        const bent = Buffer.from(raw);
        bent[at]! ^= xor;
        expect(['signature', 'malformed']).toContain(readMultipassToken(SECRET, bent.toString('base64url'), NOW));
      }),
      200,
    );
  });

  it('ID tokens: any text, or a JWT of any JSON, verifies to nothing', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v) ?? '').toString('base64url');
    fuzz(
      fc.property(
        fc.oneof(
          tokenText,
          fc.tuple(anyJson(), anyJson(), hostileText()).map(([h, c, s]) => `${b64(h)}.${b64(c)}.${s}`),
        ),
        (token) => {
          expect(verifyIdToken(token, 'client', NOW)).toBeNull();
        },
      ),
      200,
    );
  });

  it('chat tokens: any text is a subject or nothing', () => {
    const tokens = createChatTokens(path.join(mkdtempSync(path.join(os.tmpdir(), 'vanity-fuzz-')), 'key.json'), () => NOW);
    const genuine = tokens.issue('u:1', 'viewer').token;
    fuzz(
      fc.property(
        fc.oneof(
          tokenText,
          anyJson(),
          fc.constant(genuine),
          hostileText().map((s) => `${genuine}${s}`),
        ),
        (token) => {
          const subject = tokens.check(token);
          if (subject) expect(subject).toMatchObject({ key: 'u:1', role: 'viewer' });
        },
      ),
      300,
    );
  });
});

describe('Multipass (regressions found by the property test)', () => {
  it('a signed body that is not a customer object is malformed, not an exception', () => {
    for (const body of [null, 7, 'ada', [], { email: 42, created_at: new Date(NOW).toISOString() }, { email: 'a@b.c', created_at: NOW }])
      expect(readMultipassToken(SECRET, mintMultipassToken(SECRET, body as unknown as MultipassCustomer), NOW)).toBe('malformed');
    const typed = { email: 'a@b.c', created_at: new Date(NOW).toISOString(), first_name: ['x'] };
    expect(readMultipassToken(SECRET, mintMultipassToken(SECRET, typed as unknown as MultipassCustomer), NOW)).toBe('malformed');
  });
});
