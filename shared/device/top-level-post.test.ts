import { afterEach, describe, expect, it, vi } from 'vitest';
import { topLevelPost } from './top-level-post';

afterEach(() => {
  vi.restoreAllMocks();
  // The post's referrer policy stays in the page it leaves; here the page stays, for the next test file too.
  document.head.querySelectorAll('meta[name="referrer"]').forEach((meta) => meta.remove());
});

describe('topLevelPost', () => {
  it('submits a hidden form with the fields, then takes it (and the secret in it) out of the page', () => {
    const submitted: { action: string; method: string; fields: Record<string, string>; inPage: boolean }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push({
        action: this.action,
        method: this.method,
        fields: Object.fromEntries([...this.querySelectorAll('input')].map((i) => [i.name, i.value])),
        inPage: document.body.contains(this),
      });
    });
    topLevelPost(document, 'https://api.aurelle.test/api/consumer/aurelle/oidc/session', {
      session_code: 'one-time-code',
      redirect_uri: '/next',
    });
    expect(submitted).toEqual([
      {
        action: 'https://api.aurelle.test/api/consumer/aurelle/oidc/session',
        method: 'post',
        fields: { session_code: 'one-time-code', redirect_uri: '/next' },
        inPage: true,
      },
    ]);
    expect(document.querySelector('form')).toBeNull();
    expect(document.body.innerHTML).not.toContain('one-time-code');
  });

  it('sends the store’s origin with the post even where the theme’s referrer policy would not (Origin: null)', () => {
    const theme = document.createElement('meta');
    theme.name = 'referrer';
    theme.content = 'no-referrer';
    document.head.append(theme);
    const policies: string[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {
      policies.push(...[...document.querySelectorAll<HTMLMetaElement>('meta[name="referrer"]')].map((m) => m.content));
    });
    topLevelPost(document, 'https://api.aurelle.test/api/consumer/aurelle/oidc/session', { session_code: 'c' });
    // The last referrer meta in the document is the one the browser applies to the submission.
    expect(policies.at(-1)).toBe('strict-origin-when-cross-origin');
  });
});
