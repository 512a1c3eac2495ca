import { vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aShow, author, chatMessage, createLivePage } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { Watch } from './Watch';

/** /pages/watch/SH1 for someone in these groups (null: signed out) whose live profile is `me`. */
async function watchPage(groups: string[] | null, me = aProfile({ influencer: null, displayName: { baseName: 'Zoe', sequenceId: 2 } })) {
  const page = createLivePage({ groups, live: { profile: { me: async () => me } } });
  const ctx = page.mountContext(matchRoute('/pages/watch/SH1'));
  page.render(<Watch host={document.createElement('div')} ctx={ctx} />);
  await screen.findByRole('heading', { name: 'Lips' });
  // The chat renders right after the video and title (AfterFirstPaint).
  const chat = await screen.findByRole('region', { name: 'Chat' });
  await waitFor(() => expect(within(chat).queryByText('Connecting to the chat…')).toBeNull());
  page.say({ type: 'message', message: chatMessage('m1', 'Which one lasts longer?', author('Ana')) });
  // The owner's profile arrives after the chat: wait for the lists to settle.
  await waitFor(() => expect(page.store.getState().liveViewer.listsStatus).not.toBe('busy'));
  return { ...page, message: within(chat).getByRole('listitem') };
}

describe('the watch page', () => {
  it('a running show: its title, the live badge and its chat', async () => {
    const { message } = await watchPage(null);
    expect(await screen.findByText('Live', { selector: '.badge' })).toBeTruthy();
    expect(message.textContent).toBe('Ana Which one lasts longer?');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeTruthy();
  });

  it.each([
    ['signed-out', null],
    ['signed-in', []],
  ])('a %s viewer gets no moderation tools', async (_who, groups) => {
    const { message } = await watchPage(groups);
    expect(within(message).queryByRole('button', { name: /^(Pin|Mute)/ })).toBeNull();
  });

  it('a moderator pins and mutes from the chat (spec 2 §6)', async () => {
    const { message } = await watchPage(['moderator']);
    await waitFor(() => expect(within(message).getByRole('button', { name: 'Mute Ana' })).toBeTruthy());
    expect(within(message).getByRole('button', { name: 'Pin the message from Ana' })).toBeTruthy();
  });

  it('the show’s own host pins, and does not mute', async () => {
    const { message } = await watchPage(['influencer'], aProfile({ influencer: { handle: 'mia.host' } }));
    await waitFor(() => expect(within(message).getByRole('button', { name: 'Pin the message from Ana' })).toBeTruthy());
    expect(within(message).queryByRole('button', { name: /Mute/ })).toBeNull();
  });
});

describe('the show’s video', () => {
  /** Browsers tell a page about sound changes with volumechange; happy-dom does not fire it itself. */
  const setMuted = (video: HTMLVideoElement, muted: boolean) => {
    video.muted = muted;
    fireEvent(video, new Event('volumechange'));
  };

  it('plays muted with "Click to unmute" over it: one click brings the sound, and the prompt is gone for good', async () => {
    await watchPage(null);
    const user = userEvent.setup();
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    const prompt = screen.getByRole('button', { name: 'Click to unmute' });
    await user.click(prompt);
    expect(video.muted).toBe(false);
    fireEvent(video, new Event('volumechange'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /to unmute$/ })).toBeNull());
    // Muting again from the controls is the viewer's choice: no prompt comes back, the sound button says Unmute.
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
    setMuted(video, true);
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to unmute$/ })).toBeNull();
  });

  it('on a touch screen it says "Tap to unmute"; a live show has its own play, sound and full-screen buttons', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    try {
      await watchPage(null);
      expect(screen.getByRole('button', { name: 'Tap to unmute' })).toBeTruthy();
      const controls = screen.getByRole('group', { name: 'Video controls' });
      expect(
        within(controls)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Play', 'Unmute', 'Full screen']);
      // Not the browser's controls, which show only on hover; and a live stream has nothing to seek.
      expect(document.querySelector('video')!.controls).toBe(false);
      expect(within(controls).queryByRole('slider')).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('a replay', () => {
  it('has a seek bar on the video, always there, that moves the replay', async () => {
    const page = createLivePage({
      live: {
        show: {
          show: async (id: string) =>
            aShow({
              id,
              state: 'ENDED',
              endTime: '2026-11-22T13:00:00Z',
              recordings: [{ url: 'https://cdn.example/vod/SH1.m3u8', durationSeconds: 600 }],
            }),
        },
      },
    });
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    await screen.findByRole('heading', { name: 'Lips' });
    const video = document.querySelector('video')!;
    expect(video.controls).toBe(false);
    Object.defineProperty(video, 'duration', { value: 600, configurable: true });
    fireEvent(video, new Event('durationchange'));
    const controls = screen.getByRole('group', { name: 'Video controls' });
    const seek = within(controls).getByRole('slider', { name: 'Position in the replay' }) as HTMLInputElement;
    await waitFor(() => expect(seek.max).toBe('600'));
    expect(seek.getAttribute('aria-valuetext')).toBe('0:00 of 10:00');
    fireEvent.change(seek, { target: { value: '125' } });
    expect(video.currentTime).toBe(125);
    fireEvent(video, new Event('timeupdate'));
    await waitFor(() => expect(seek.getAttribute('aria-valuetext')).toBe('2:05 of 10:00'));
    expect(
      within(controls)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play', 'Unmute', 'Full screen']);
  });

  it('where hls.js plays it, its playlist is asked once, through the page’s CDN client (never a client of the player’s own)', async () => {
    const page = createLivePage({
      live: {
        show: {
          show: async (id: string) =>
            aShow({ id, state: 'ENDED', recordings: [{ url: 'https://cdn.example/vod/SH1.m3u8', durationSeconds: 600 }] }),
        },
      },
    });
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    await screen.findByRole('heading', { name: 'Lips' });
    // happy-dom's <video> plays no HLS itself: the hls.js path, whose prefetch starts with the video.
    expect(document.createElement('video').canPlayType('application/vnd.apple.mpegurl')).toBe('');
    await waitFor(() => expect(page.cdnTexts).toEqual(['https://cdn.example/vod/SH1.m3u8']));
  });
});

describe('a show that has not started', () => {
  it('beside its start, the time now as the server writes it for this viewer (currentTime/formatted), kept fresh', async () => {
    const formattedCurrentTime = vi
      .fn()
      .mockResolvedValueOnce({ currentTime: Date.now(), formatted: 'Sunday, November 22, 2026 at 12:50 PM' })
      .mockResolvedValue({ currentTime: Date.now(), formatted: 'Sunday, November 22, 2026 at 12:51 PM' });
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const page = createLivePage({
      now: () => Date.now(),
      live: { show: { show: async (id: string) => aShow({ id, state: 'PENDING', startTime: soon }), formattedCurrentTime } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
      expect(await screen.findByText("It's now Sunday, November 22, 2026 at 12:50 PM where you are.")).toBeTruthy();
      expect(formattedCurrentTime).toHaveBeenCalledWith(expect.objectContaining({ languageTag: 'en' }));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(await screen.findByText("It's now Sunday, November 22, 2026 at 12:51 PM where you are.")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a running show asks for no formatted time', async () => {
    const formattedCurrentTime = vi.fn();
    const page = createLivePage({ now: () => Date.now(), live: { show: { formattedCurrentTime } } });
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    await screen.findByRole('heading', { name: 'Lips' });
    expect(await screen.findByText('Live', { selector: '.badge' })).toBeTruthy();
    expect(formattedCurrentTime).not.toHaveBeenCalled();
    expect(screen.queryByText(/where you are/)).toBeNull();
  });
});

describe('the show’s status word: showStatus, as on the listing and the host’s pages', () => {
  const badge = () => document.querySelector('.badges .status');
  const open = (live: NonNullable<Parameters<typeof createLivePage>[0]>['live']) => {
    const page = createLivePage({ live });
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    return page;
  };

  it('a running show whose stream is not arriving reads "Waiting for stream", then "Live" once its video plays', async () => {
    open({ show: { streamStatus: async () => 'IDLE' as const } });
    await screen.findByRole('heading', { name: 'Lips' });
    await waitFor(() => expect(badge()?.textContent).toBe('Waiting for stream'));
    expect(badge()?.getAttribute('data-tone')).toBe('waiting');
    expect(screen.queryByText('Live')).toBeNull();
    // Video on the screen is proof the stream arrives, before the next 20 s answer.
    fireEvent(document.querySelector('video')!, new Event('playing'));
    await waitFor(() => expect(badge()?.textContent).toBe('Live'));
    expect(badge()?.getAttribute('data-tone')).toBe('live');
  });

  it('asks whether the stream arrives beside the show’s own request, and shows no word until it knows', async () => {
    let answerShow: (show: ReturnType<typeof aShow>) => void = () => {};
    let answerStream: (status: 'LIVE' | 'IDLE') => void = () => {};
    const streamStatus = vi.fn(() => new Promise<'LIVE' | 'IDLE'>((resolve) => (answerStream = resolve)));
    open({ show: { show: () => new Promise((resolve) => (answerShow = resolve)), streamStatus } });
    // Asked before the show has answered: it does not wait for the show's state.
    await waitFor(() => expect(streamStatus).toHaveBeenCalledWith('SH1'));
    answerShow(aShow({ id: 'SH1' }));
    await screen.findByRole('heading', { name: 'Lips' });
    expect(badge()).toBeNull();
    answerStream('IDLE');
    await waitFor(() => expect(badge()?.textContent).toBe('Waiting for stream'));
  });

  it('a running show whose stream status cannot be had goes by its state: "Live"', async () => {
    open({ show: { streamStatus: async () => Promise.reject(new Error('503')) } });
    await waitFor(() => expect(badge()?.textContent).toBe('Live'));
  });

  it.each([
    ['with a recording reads "Replay"', [{ url: 'https://cdn.example/vod/SH1.m3u8', durationSeconds: 600 }], 'Replay'],
    ['without one reads "Ended"', [], 'Ended'],
  ])('an ended show %s', async (_case, recordings, word) => {
    open({ show: { show: async (id: string) => aShow({ id, state: 'ENDED', endTime: '2026-11-22T13:00:00Z', recordings }) } });
    await waitFor(() => expect(badge()?.textContent).toBe(word));
  });
});

describe('the poster before the first frame (fewer bytes beside the first segments)', () => {
  const stageWidth = (width: number) =>
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('stage') ? width : 0;
    });
  /** Every poster the video was given, in order. */
  async function postersOn(width: number) {
    const spy = stageWidth(width);
    const given: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records) if (r.attributeName === 'poster') given.push((r.target as Element).getAttribute('poster') ?? '');
    });
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['poster'] });
    try {
      const page = createLivePage();
      page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
      await screen.findByRole('heading', { name: 'Lips' });
      const video = document.querySelector('video')!;
      await waitFor(() => expect(video.getAttribute('poster')).toBeTruthy());
      // A poster set with the element itself is not a mutation: count it too.
      return [...new Set([video.getAttribute('poster')!, ...given])];
    } finally {
      observer.disconnect();
      spy.mockRestore();
    }
  }

  it('a phone-wide stage asks for the 640 px picture only', async () => {
    const posters = await postersOn(390);
    expect(posters).toHaveLength(1);
    expect(posters[0]).toMatch(/\/show\/SH1\/thumbnail\/v1\?width=640&height=360$/);
  });

  it('a wide stage asks for the 1280 px picture only', async () => {
    const posters = await postersOn(900);
    expect(posters).toHaveLength(1);
    expect(posters[0]).toMatch(/\/show\/SH1\/thumbnail\/v1\?width=1280&height=720$/);
  });
});

describe('video first: the featured products wait for the show’s video', () => {
  const open = () => {
    // A browser that plays HLS itself, whose video has not started yet.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockReturnValue(new Promise(() => {}));
    const page = createLivePage();
    const asked = vi.spyOn(page.deps.catalog, 'productById');
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    return asked;
  };
  /** Time for a wrong request to go out; what the page renders meanwhile (its chat, offers...) renders inside act(). */
  const pause = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('are asked for once the video plays, not while its first segments are on their way', async () => {
    const asked = open();
    await screen.findByRole('heading', { name: 'Lips' });
    await pause(20);
    expect(asked).not.toHaveBeenCalled();
    // The browser's own player says 'waiting' while it fetches its first segments: still not.
    fireEvent(document.querySelector('video')!, new Event('waiting'));
    await pause(20);
    expect(asked).not.toHaveBeenCalled();
    fireEvent(document.querySelector('video')!, new Event('playing'));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(7301000002));
  });

  it('are asked for 2 s after the video’s address is known when it has not started by then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = open();
    await screen.findByRole('heading', { name: 'Lips' });
    expect(asked).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(7301000002));
  });
});

describe('the viewer count (spec 1 §9: min count 20, show again at 40, time-out 10 s; profile picture disabled)', () => {
  /** A running show whose chat join reports `atJoin` viewers; the clock is faked from here on. */
  async function liveShow(atJoin: number) {
    const page = createLivePage({
      now: () => Date.now(),
      live: { chat: { join: vi.fn(async () => ({ maxLength: 140, muted: false, viewerCount: atJoin })) } },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    page.render(<Watch host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/watch/SH1'))} />);
    await screen.findByRole('heading', { name: 'Lips' });
    await waitFor(() => expect(page.store.getState().liveChat.viewers.at).toBeGreaterThan(0));
    return page;
  }
  const count = () => document.querySelector('.badge.viewers');
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears from 20; once under 20 it comes back only at 40', async () => {
    const page = await liveShow(19);
    expect(count()).toBeNull();
    page.say({ type: 'viewers', count: 20 });
    expect(screen.getByText('20 watching')).toBeTruthy();
    page.say({ type: 'viewers', count: 19 });
    expect(count()).toBeNull();
    page.say({ type: 'viewers', count: 39 });
    expect(count()).toBeNull();
    page.say({ type: 'viewers', count: 40 });
    expect(screen.getByText('40 watching')).toBeTruthy();
  });

  it('goes after 10 s without a new count, with no other change on the page to redraw it, and comes back with the next', async () => {
    const page = await liveShow(25);
    expect(screen.getByText('25 watching')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('25 watching')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(count()).toBeNull();
    page.say({ type: 'viewers', count: 26 });
    expect(screen.getByText('26 watching')).toBeTruthy();
  });

  it('shows the number only: no viewer’s profile picture', async () => {
    await liveShow(57);
    const badge = count()!;
    expect(badge.textContent).toBe('57 watching');
    expect(badge.querySelector('img, svg, [role="img"], [style*="background"]')).toBeNull();
    expect(badge.closest('.badges')!.querySelector('img')).toBeNull();
  });
});
