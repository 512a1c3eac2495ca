import { vi } from 'vitest';
import { shareLink } from './link-sharing';

const link = { url: 'https://aurelle.example/pages/watch/SH1!Ab3dE9', title: 'Lips', text: 'Watch' };

describe('sharing a show link', () => {
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(async () => {});
    expect(await shareLink(link, { share })).toBe('shared');
    expect(share).toHaveBeenCalledWith(link);
  });
  it('a closed share sheet is not an error and copies nothing', async () => {
    const writeText = vi.fn();
    expect(
      await shareLink(link, {
        share: () => Promise.reject(new DOMException('x', 'AbortError')),
        clipboard: { writeText } as unknown as Clipboard,
      }),
    ).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('falls back to the clipboard, then to copying by hand', async () => {
    const writeText = vi.fn(async () => {});
    expect(await shareLink(link, { clipboard: { writeText } as unknown as Clipboard })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(link.url);
    expect(await shareLink(link, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard })).toBe(
      'manual',
    );
    expect(await shareLink(link, {})).toBe('manual');
  });
});
