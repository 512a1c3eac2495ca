// @vitest-environment node
import { ESLint } from 'eslint';

/** The senders of analytics and error reports read no address themselves: it leaves through the one door. */
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-globals').map((m) => m.message);
}

describe('one door for outgoing addresses', () => {
  it.each(['shared/api/analytics/analytics-client.ts', 'shared/api/error-report/error-reporter.ts'])(
    '%s cannot read the page address, window.location or the referrer',
    async (file) => {
      for (const code of [
        'export const url = location.href;',
        'export const url = String(location);',
        'export const url = window.location.href;',
        'export const from = document.referrer;',
      ])
        expect(await problems(file, code)).toEqual([expect.stringContaining('shared/privacy/outgoing-address.ts')]);
      expect(
        await problems(
          file,
          "import { outgoingPageAddress } from '../../privacy/outgoing-address';\nexport const url = outgoingPageAddress();",
        ),
      ).toEqual([]);
    },
  );

  it('the rest of the code may read the address (navigation needs it), and the CSP rules still hold there', async () => {
    expect(await problems('shared/store/browser-deps.ts', 'export const href = () => location.href;')).toEqual([]);
    expect(await problems('shared/api/error-report/x.ts', 'export const f = eval;\neval("1");')).toEqual([
      'No eval: the bundle runs under a strict CSP.',
    ]);
  });
});
