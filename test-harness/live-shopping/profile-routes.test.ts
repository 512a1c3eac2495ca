// @vitest-environment node
import { displayNameResult, handleResult, namesInUse } from './profile-routes';
import { SEED_PROFILES } from './profile-store';
import { startTestBackend, USERS } from './test-backend';

// Written out, as look-alikes are invisible: Cyrillic М (U+041C), і (U+0456), а (U+0430).
const CYRILLIC_M_I = '\u041c\u0456';
const MIXED_MIA = `${CYRILLIC_M_I}a`;
const CYRILLIC_MIA = `${CYRILLIC_M_I}\u0430`;

describe('profile checks on the server (spec 2 §5, §9)', () => {
  it('display names: 2–30 characters, plain characters, no profanity or reserved names', () => {
    expect(displayNameResult('Mia')).toBe('VALID');
    expect(displayNameResult('M')).toBe('TOO_SHORT');
    expect(displayNameResult('x'.repeat(30))).toBe('VALID');
    expect(displayNameResult('x'.repeat(31))).toBe('TOO_LONG');
    expect(displayNameResult('Mia <3')).toBe('INVALID_CHARACTERS');
    expect(displayNameResult('Damn Fine')).toBe('PROFANITY');
    expect(displayNameResult('Admin')).toBe('RESERVED');
  });
  it('display names that pose as another: mixed scripts, look-alikes of a name in use or of a reserved one', () => {
    const taken = namesInUse(SEED_PROFILES);
    expect(taken).toEqual(['Mia', 'mia.host', 'Jo', 'glow.with.jo', 'Lena', 'lena.lips']);
    expect(displayNameResult(MIXED_MIA, taken)).toBe('MIXED_SCRIPT');
    expect(displayNameResult(CYRILLIC_MIA, taken)).toBe('CONFUSABLE');
    expect(displayNameResult(CYRILLIC_MIA, [])).toBe('VALID');
    expect(displayNameResult('\u0408\u043e', taken)).toBe('CONFUSABLE'); // Јо in Cyrillic, for the host Jo
    expect(displayNameResult('rnia.host', taken)).toBe('CONFUSABLE'); // a host's handle, as the chat shows it
    expect(displayNameResult('\u0410dmin', taken)).toBe('MIXED_SCRIPT'); // Cyrillic А
    expect(displayNameResult('\u0410D\u041cIN', taken)).toBe('MIXED_SCRIPT');
    expect(displayNameResult('Gue\u0455t', taken)).toBe('MIXED_SCRIPT'); // Cyrillic ѕ
    expect(displayNameResult('Adrnin', taken)).toBe('RESERVED'); // all Latin, but rn passes for m
    // Genuine names: the same name (numbered), one script, or Latin with the CJK scripts.
    for (const name of ['Mia', 'mia', 'Мария', 'Αλέξης', 'مريم', 'さくら', '山田さくら', 'Yuki山田', '김민지', 'Lena 2']) {
      expect(displayNameResult(name, taken)).toBe('VALID');
    }
  });
  it('handles: 3–30 lowercase letters, digits, dots and underscores', () => {
    expect(handleResult('mia.host_1')).toBe('VALID');
    expect(handleResult('mi')).toBe('TOO_SHORT');
    expect(handleResult('m'.repeat(31))).toBe('TOO_LONG');
    expect(handleResult('Mia')).toBe('INVALID_CHARACTERS');
    expect(handleResult('support')).toBe('RESERVED');
  });
  it('handles cannot mix scripts (ASCII only) but may not look like another handle or a reserved name', () => {
    expect(handleResult(`${CYRILLIC_M_I}a.host`, ['mia.host'])).toBe('INVALID_CHARACTERS');
    expect(handleResult('rnia.host', ['mia.host'])).toBe('CONFUSABLE');
    expect(handleResult('1ena.lips', ['lena.lips'])).toBe('CONFUSABLE');
    expect(handleResult('mia.host', ['mia.host'])).toBe('VALID'); // taken or not is the available flag's business
    expect(handleResult('adrnin')).toBe('RESERVED');
    expect(handleResult('mia.live', ['mia.host'])).toBe('VALID');
  });
});

describe('the display-name and handle routes refuse names that pose as another', () => {
  it('validate answers the result; a set answers 422 with it, and changes nothing', async () => {
    const t = await startTestBackend();
    try {
      const validate = async (baseName: string) =>
        (await t.call('/profile/me/displayname/validate/v1', { json: { baseName } })).body.result;
      expect(await validate(MIXED_MIA)).toBe('MIXED_SCRIPT');
      expect(await validate(CYRILLIC_MIA)).toBe('CONFUSABLE');
      expect(await validate('Мария')).toBe('VALID');
      const set = await t.call('/profile/me/displayname/v1', { json: { baseName: CYRILLIC_MIA }, as: USERS.shopper });
      expect(set.status).toBe(422);
      expect(set.body.errors).toEqual([{ field: 'baseName', code: 'CONFUSABLE', message: 'Display name confusable' }]);
      expect((await t.call('/profile/me/v1', { as: USERS.shopper })).body.displayName).toBeNull();
      // A name set by someone is in use from then on.
      const maria = await t.call('/profile/me/displayname/v1', { json: { baseName: 'Maria' }, as: USERS.other });
      expect(maria.body.displayName).toEqual({ baseName: 'Maria', sequenceId: 1 });
      expect(await validate('M\u0430ri\u0430')).toBe('MIXED_SCRIPT');
      expect(await validate('\u041c\u0430\u0433\u0456\u0430')).toBe('CONFUSABLE'); // Магіа, all Cyrillic: its г passes for r
      expect(await validate('\u041c\u0430r\u0456\u0430')).toBe('MIXED_SCRIPT');
      expect((await t.call('/profile/me/displayname/v1', { json: { baseName: 'Мария' }, as: USERS.shopper })).body.displayName).toEqual({
        baseName: 'Мария',
        sequenceId: 1,
      });

      const checkHandle = async (handle: string, as: string) =>
        (await t.call('/profile/me/handle/validate/v1', { json: { handle }, as })).body;
      expect(await checkHandle('rnia.host', USERS.rookie)).toEqual({ result: 'CONFUSABLE', available: false });
      // Its owner renaming it is not posing as someone else.
      expect(await checkHandle('rnia.host', USERS.mia)).toEqual({ result: 'VALID', available: true });
      const take = await t.call('/profile/me/handle/v1', { json: { handle: '1ena.lips' }, as: USERS.rookie });
      expect(take.status).toBe(422);
      expect(take.body.errors[0]).toMatchObject({ field: 'handle', code: 'CONFUSABLE' });
    } finally {
      await t.close();
    }
  });
});
