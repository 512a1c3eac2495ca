import { Script } from 'node:vm';
import { medianMs, networkConditions, PHONE, phoneFlat, placeholdersUsable, READY_STAMP_SCRIPT } from './phone-profile';

describe("the bench's phone profile", () => {
  it("is Lighthouse's mobile profile, in the units CDP's Network.emulateNetworkConditions takes (bytes/s)", () => {
    expect(networkConditions()).toEqual({ offline: false, latency: 150, downloadThroughput: 209_715.2, uploadThroughput: 96_000 });
    expect(PHONE.viewport).toEqual({ width: 390, height: 844 });
  });

  const page = (html: string) => {
    const doc = document.implementation.createHTMLDocument('');
    doc.body.innerHTML = html;
    return doc;
  };

  it('is ready once every placeholder has mounted, not while one is deferred, pending or failed', () => {
    expect(placeholdersUsable(page('<p>no widgets</p>'))).toBe(false);
    expect(placeholdersUsable(page('<div data-vanity-widget="account-header"></div>'))).toBe(false);
    for (const state of ['deferred', 'pending', 'error']) {
      const doc = page(
        `<div data-vanity-widget="a" data-vanity-mounted="true"></div><div data-vanity-widget="b" data-vanity-mounted="${state}"></div>`,
      );
      expect(placeholdersUsable(doc)).toBe(false);
    }
    expect(placeholdersUsable(page('<div data-vanity-widget="a" data-vanity-mounted="true"></div>'))).toBe(true);
  });

  it('is not ready while a mounted widget shows a busy state in its shadow root', () => {
    const doc = page('<div data-vanity-widget="watch" data-vanity-mounted="true"></div>');
    const shadow = doc.querySelector('div')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p role="status" aria-busy="true">Loading the show…</p>';
    expect(placeholdersUsable(doc)).toBe(false);
    shadow.innerHTML = '<article>The show</article>';
    expect(placeholdersUsable(doc)).toBe(true);
  });

  it('runs in the page as plain script: no helper the page lacks', () => {
    expect(READY_STAMP_SCRIPT).not.toMatch(/__name|__vite|import\(/);
    expect(() => new Script(READY_STAMP_SCRIPT)).not.toThrow();
  });

  it('names its figures as results.json and the goals do', () => {
    const flat = phoneFlat({
      labelReadyMs: 900,
      hubReadyMs: 1400,
      watch: { readyMs: 1200, firstVideoMs: 2400 },
      tryOn: { firstFrameMs: { cold: 9000, warm: 800 } },
      runs: {},
      requests: { watch: 11, collection: 3 },
    });
    expect(flat).toEqual({
      'phone.labelReadyMs': 900,
      'phone.hubReadyMs': 1400,
      'phone.watch.readyMs': 1200,
      'phone.watch.firstVideoMs': 2400,
      'phone.tryOn.firstFrameMs.cold': 9000,
      'phone.tryOn.firstFrameMs.warm': 800,
      'requests.watch.js': 11,
      'requests.collection.js': 3,
    });
    expect(medianMs([3000.4, 900.6, 1200])).toBe(1200);
    expect(medianMs([])).toBeNull();
  });
});
