import fc from 'fast-check';
import { anyJson, fuzz, hostileText, orJunk } from '../../fuzz.test-helpers';
import { apiErrorsOf, HttpError, type Http } from '../../http';
import { createProfileClient } from './profile-client';
import { createShowClient } from './show-client';
import { GUEST_SECRET_HEADER, type GuestSession } from './guest-session';

/** A guest with a secret already issued: share codes ask as that guest. */
const guest: GuestSession = { as: (call) => call({ [GUEST_SECRET_HEADER]: 'guest-secret' }) };

/**
 * The live-shopping clients read what the backend answers: each call resolves to the type it promises or rejects with
 * its own "Malformed …" error, whatever the body. A shape with the right keys and junk values is the likeliest break.
 */
const answer = fc.oneof(
  anyJson(),
  fc.record(
    {
      currentTime: orJunk(fc.constantFrom('2026-11-22T12:00:00Z', 'yesterday', '')),
      formatted: orJunk(hostileText()),
      shareCode: orJunk(hostileText()),
      status: orJunk(fc.constantFrom('LIVE', 'IDLE', 'live')),
      shows: orJunk(fc.array(anyJson(), { maxLength: 3 })),
      discounts: orJunk(fc.array(anyJson(), { maxLength: 3 })),
      profiles: orJunk(fc.array(anyJson(), { maxLength: 3 })),
    },
    { requiredKeys: [] },
  ),
);
const answering =
  (body: unknown): Http =>
  async <T>() =>
    body as T;

async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await p };
  } catch (error) {
    return { ok: false, error };
  }
}
const malformed = (r: { ok: false; error: unknown }) =>
  expect(r.error).toEqual(expect.objectContaining({ message: expect.stringMatching(/^Malformed /) }));

describe('live-shopping answers (property)', () => {
  it('the show client’s parsed calls give their type or a Malformed error', async () => {
    await fuzz(
      fc.asyncProperty(answer, async (body) => {
        const shows = createShowClient(answering(body), 'https://api.example/api/live', guest);
        const time = await settle(shows.currentTime());
        if (time.ok) expect(Number.isFinite(time.value)).toBe(true);
        else malformed(time);
        const formatted = await settle(shows.formattedCurrentTime({ timeZone: 'Europe/Paris', languageTag: 'fr-FR' }));
        if (formatted.ok) expect(typeof formatted.value.formatted === 'string' && Number.isFinite(formatted.value.currentTime)).toBe(true);
        else malformed(formatted);
        for (const code of [await settle(shows.shareCode('SH1', null)), await settle(shows.recordShare('SH1', 'idt'))]) {
          if (code.ok) expect(typeof code.value === 'string' && code.value !== '').toBe(true);
          else malformed(code);
        }
        const status = await settle(shows.streamStatus('SH1'));
        if (status.ok) expect(['LIVE', 'IDLE']).toContain(status.value);
        else malformed(status);
        for (const list of [
          await shows.publicShows(),
          await shows.showsByHandle('mia'),
          await shows.savedShows('idt'),
          await shows.discounts('SH1'),
        ])
          expect(Array.isArray(list)).toBe(true);
        expect(Array.isArray(await createProfileClient(answering(body), 'https://api.example').followed('idt'))).toBe(true);
      }),
      300,
    );
  });

  it('refusals read as a list of text fields, whatever the error body', () => {
    fuzz(
      fc.property(fc.oneof(anyJson(), fc.record({ errors: fc.oneof(fc.array(anyJson(), { maxLength: 4 }), anyJson()) })), (body) => {
        for (const e of apiErrorsOf(new HttpError(new Response(null, { status: 422 }), body))) {
          for (const k of ['field', 'code', 'message'] as const) expect(e[k] === undefined || typeof e[k] === 'string').toBe(true);
        }
      }),
      300,
    );
  });

  it('a refusal whose message is not text is no message (found by the property test: it reached the chat as an object)', () => {
    const error = new HttpError(new Response(null, { status: 422 }), { errors: [null, { code: 'X', message: { text: 'hi' } }] });
    expect(apiErrorsOf(error)).toEqual([{ field: undefined, code: 'X', message: undefined }]);
  });
});
