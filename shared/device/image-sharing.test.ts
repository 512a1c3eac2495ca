import { describe, expect, it, vi } from 'vitest';
import { createImageSharing } from './image-sharing';

const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

describe('image sharing', () => {
  it('shares the image as a file where the browser can', async () => {
    const share = vi.fn(async () => {});
    const sharing = createImageSharing({ share, canShare: () => true });
    expect(await sharing.share(jpeg, 'look.jpg', 'My look')).toBe('shared');
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.title).toBe('My look');
    expect(data.files?.[0]?.name).toBe('look.jpg');
    expect(data.files?.[0]?.type).toBe('image/jpeg');
  });

  it('reports unsupported without Web Share, or when files cannot be shared', async () => {
    expect(await createImageSharing({}).share(jpeg, 'a.jpg', 't')).toBe('unsupported');
    expect(await createImageSharing({ share: vi.fn(), canShare: () => false }).share(jpeg, 'a.jpg', 't')).toBe('unsupported');
  });

  it('treats a closed share sheet as cancelled and other failures as unsupported', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await createImageSharing({ share: vi.fn().mockRejectedValue(abort), canShare: () => true }).share(jpeg, 'a.jpg', 't')).toBe(
      'cancelled',
    );
    const denied = Object.assign(new Error('no activation'), { name: 'NotAllowedError' });
    expect(await createImageSharing({ share: vi.fn().mockRejectedValue(denied), canShare: () => true }).share(jpeg, 'a.jpg', 't')).toBe(
      'unsupported',
    );
  });

  it('tells whether files can be shared', async () => {
    expect(await createImageSharing({ share: vi.fn(), canShare: () => true }).canShareFiles()).toBe(true);
    expect(await createImageSharing({}).canShareFiles()).toBe(false);
  });

  it('saves by downloading the JPEG under the given name', async () => {
    const clicks: Array<{ download: string; href: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    await createImageSharing({}, document).save(jpeg, 'velvet-try-on.jpg');
    expect(clicks).toEqual([{ download: 'velvet-try-on.jpg', href: expect.stringMatching(/^blob:/) }]);
    click.mockRestore();
  });
});
