import { vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { API } from '../../shared/catalog/raw-product.test-helpers';
import { mapProduct } from '../../shared/catalog/product-mapping';
import { author, chatMessage, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { Watch } from './Watch';

/*
 * A live show's page gets news all the time: viewer counts every few seconds, chat messages, reactions. Each is
 * shown by one small part of the page, and only that part may render again: a render of the whole tree on every
 * update was most of the page's main-thread time on a phone. These count the renders of the page's other parts
 * (the player, the panels below it) while news arrives.
 */
const renders = vi.hoisted(() => ({
  Watch: 0,
  ShowVideo: 0,
  PlayerControls: 0,
  ShowActions: 0,
  ShowOffers: 0,
  ShowBag: 0,
  ChatComposer: 0,
}));

/** The module's component, counted: the same function renders (its hooks included), once more on the tally. */
function counted<P extends object>(name: keyof typeof renders, component: (props: P) => React.ReactNode) {
  return (props: P) => {
    renders[name]++;
    return component(props);
  };
}

/** A memoised component (React.memo's object), counted: the same memo around the counted function. */
function countedMemo<T extends { type: (props: never) => React.ReactNode }>(name: keyof typeof renders, component: T): T {
  return { ...component, type: counted(name, component.type) };
}

vi.mock('./ShowVideo', async (original) => {
  const m = await original<typeof import('./ShowVideo')>();
  return { ...m, ShowVideo: counted('ShowVideo', m.ShowVideo) };
});
vi.mock('./PlayerControls', async (original) => {
  const m = await original<typeof import('./PlayerControls')>();
  return { ...m, PlayerControls: counted('PlayerControls', m.PlayerControls) };
});
vi.mock('./ShowActions', async (original) => {
  const m = await original<typeof import('./ShowActions')>();
  return { ...m, ShowActions: counted('ShowActions', m.ShowActions) };
});
vi.mock('./ShowOffers', async (original) => {
  const m = await original<typeof import('./ShowOffers')>();
  return { ...m, ShowOffers: counted('ShowOffers', m.ShowOffers) };
});
vi.mock('./ShowBag', async (original) => {
  const m = await original<typeof import('./ShowBag')>();
  return { ...m, ShowBag: counted('ShowBag', m.ShowBag) };
});

vi.mock('../../shared/live-ui/ChatComposer', async (original) => {
  const m = await original<typeof import('../../shared/live-ui/ChatComposer')>();
  return { ...m, ChatComposer: countedMemo('ChatComposer', m.ChatComposer as never) };
});

const CountedWatch = counted('Watch', Watch);

/** The show's featured product (aShow's). */
const satin = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000002',
    handle: 'satin-lip-color',
    title: 'Satin Lip Color',
    variants: { nodes: [API.variant({ id: 'gid://shopify/ProductVariant/501', title: 'Rosewood', quantityAvailable: 14 })] },
  }),
);

/** A running show's page once everything it loads at first has arrived, so what renders next is the news's doing. */
async function livePage() {
  // The browser plays HLS itself (as Chromium and Safari do): no hls.js, whose download and failures here would
  // render the player at moments of their own.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  const page = createLivePage({ groups: null, now: () => Date.now(), products: [satin] });
  page.render(<CountedWatch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
  await screen.findByRole('heading', { name: 'Lips' });
  // The chat renders right after the video and title (AfterFirstPaint).
  const chat = await screen.findByRole('region', { name: 'Chat' });
  await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
  // The video plays: the featured products load (they wait for it), and the stream's word is known.
  document.querySelector('video')!.dispatchEvent(new Event('playing'));
  expect(await screen.findByText('Satin Lip Color')).toBeTruthy();
  await waitFor(() => expect(page.store.getState().liveShow.streams.SH1).toBeDefined());
  await waitFor(() => expect(page.store.getState().liveViewer.listsStatus).not.toBe('busy'));
  await waitFor(() => expect(page.store.getState().cart.items).not.toBeNull());
  return { ...page, chat };
}

const snapshot = () => ({ ...renders });

describe('news on a live show renders only what shows it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a viewer count arriving renders the badge, not the player, the page or its panels', async () => {
    const page = await livePage();
    const before = snapshot();
    page.say({ type: 'viewers', count: 57 });
    expect(await screen.findByText('57 watching')).toBeTruthy();
    page.say({ type: 'viewers', count: 58 });
    expect(await screen.findByText('58 watching')).toBeTruthy();
    expect(snapshot()).toEqual(before);
  });

  it('chat messages and reactions arriving render the messages and the reactions: not the composer, the player or the panels', async () => {
    const page = await livePage();
    const before = snapshot();
    page.say({ type: 'message', message: chatMessage('m1', 'Which one lasts longer?', author('Ana')) });
    page.say({ type: 'message', message: chatMessage('m2', 'Cinnamon please', author('Priya'), '2026-11-22T12:06:00Z') });
    await waitFor(() => expect(within(page.chat).getAllByRole('listitem')).toHaveLength(2));
    page.say({ type: 'reaction', reaction: 'heart' });
    await waitFor(() => expect(document.querySelectorAll('.float')).toHaveLength(1));
    expect(snapshot()).toEqual(before);
  });
});
