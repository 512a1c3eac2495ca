import { POSTER_PROPERTY, preloadShowPoster } from './early-poster';

const BASE = 'https://api.example/api/live';

/** A watch placeholder whose server HTML reserves a stage this wide (happy-dom lays nothing out). */
function watchPage(stageWidth: number) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div data-vanity-widget="watch"></div>';
  const host = document.querySelector<HTMLElement>('[data-vanity-widget="watch"]')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = '<div class="vanity-reserve" data-vanity-server><div class="vanity-reserve-stage"></div></div>';
  Object.defineProperty(shadow.querySelector('.vanity-reserve-stage')!, 'clientWidth', { value: stageWidth });
}

const record = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    priority: l.fetchPriority,
  }));
/** Lets the response's promises settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the watch page’s poster, preloaded from the show’s early record', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('asks at high priority for the size that fits the stage the snippet reserves, as the player then does', async () => {
    vi.stubGlobal('devicePixelRatio', 1);
    watchPage(375);
    preloadShowPoster(record({ id: 'SH0W42', hasThumbnail: true }), document, BASE);
    await settle();
    expect(preloads()).toEqual([{ href: `${BASE}/show/SH0W42/thumbnail/v1?width=640&height=360`, as: 'image', priority: 'high' }]);
  });

  it('has the stage’s box show it as soon as it comes (the server HTML’s box, then the widget’s while it loads)', async () => {
    vi.stubGlobal('devicePixelRatio', 1);
    watchPage(375);
    preloadShowPoster(record({ id: 'SH0W42', hasThumbnail: true }), document, BASE);
    await settle();
    const host = document.querySelector<HTMLElement>('[data-vanity-widget="watch"]')!;
    expect(host.style.getPropertyValue(POSTER_PROPERTY)).toBe(`url("${BASE}/show/SH0W42/thumbnail/v1?width=640&height=360")`);
  });

  it('a stage wider than 640 device pixels (a phone at 1.75×) gets the larger picture', async () => {
    vi.stubGlobal('devicePixelRatio', 1.75);
    watchPage(372);
    preloadShowPoster(record({ id: 'SH0W42', hasThumbnail: true }), document, BASE);
    await settle();
    expect(preloads().map((p) => p.href)).toEqual([`${BASE}/show/SH0W42/thumbnail/v1?width=1280&height=720`]);
  });

  it('leaves the record whole for the player’s own request, which takes it afterwards', async () => {
    watchPage(375);
    const early = record({ id: 'SH0W42', hasThumbnail: true, title: 'Satin lips' });
    preloadShowPoster(early, document, BASE);
    await settle();
    expect(await (await early).json()).toMatchObject({ title: 'Satin lips' });
  });

  it.each([
    ['a show without a picture', () => record({ id: 'SH0W42', hasThumbnail: false })],
    ['no such show', () => record({ errors: [] }, 404)],
    ['a record that is not a show', () => record('nope')],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('preloads nothing for %s', async (_case, response) => {
    watchPage(375);
    preloadShowPoster(response(), document, BASE);
    await settle();
    expect(preloads()).toEqual([]);
    expect(document.querySelector<HTMLElement>('[data-vanity-widget="watch"]')!.style.getPropertyValue(POSTER_PROPERTY)).toBe('');
  });
});
