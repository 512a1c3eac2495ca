import { act, render } from '@testing-library/react';
import { enTryOn } from '../i18n/en-try-on';
import { en } from '../i18n/en';
import { registerMessages } from '../i18n';
import { createFakeDeps } from '../store/app-deps.test-helpers';
import { StoreProvider } from '../store/react';
import { HostLanguage } from './widget-host';

/** A pseudo right-to-left catalogue, only in this test: English with each text marked right to left. */
function pseudoRtl(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, `\u202E${v}\u202C`]));
}

function renderHost() {
  const fake = createFakeDeps();
  const host = document.createElement('div');
  document.body.append(host);
  render(
    <StoreProvider store={fake.store}>
      <HostLanguage host={host}>
        <p>text</p>
      </HostLanguage>
    </StoreProvider>,
  );
  return { host, store: fake.store };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a widget host carries its language and direction', () => {
  it('English, left to right, by default', () => {
    const { host } = renderHost();
    expect(host.lang).toBe('en');
    expect(host.dir).toBe('ltr');
  });

  it('a right-to-left catalogue turns the host right to left, and French back', async () => {
    registerMessages('ar', pseudoRtl({ ...en, ...enTryOn }) as never);
    const { host, store } = renderHost();
    await act(() => store.getState().session.switchLanguage('ar-XB'));
    expect(host.getAttribute('dir')).toBe('rtl');
    expect(host.lang).toBe('ar');
    await act(() => store.getState().session.switchLanguage('fr'));
    expect(host.getAttribute('dir')).toBe('ltr');
    expect(host.lang).toBe('fr');
  });

  it('a language without a catalogue shows English, so the host says English and left to right', async () => {
    const { host, store } = renderHost();
    await act(() => store.getState().session.switchLanguage('he'));
    expect(host.lang).toBe('en');
    expect(host.dir).toBe('ltr');
  });
});
