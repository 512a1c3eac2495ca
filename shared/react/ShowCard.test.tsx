import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { aShow, createLivePage } from '../live-ui/live-page.test-helpers';
import { ShowCards } from './ShowCard';

const recording = [{ url: 'https://cdn.example/r.m3u8', durationSeconds: 60 }];

function cards(shows: ReturnType<typeof aShow>[], streamStatus: (id: string) => Promise<'LIVE' | 'IDLE'>) {
  const page = createLivePage({ live: { show: { streamStatus: vi.fn(streamStatus) } } });
  page.render(<ShowCards shows={shows} />);
  const card = (title: string) => screen.getByText(title, { selector: '.title' }).closest('article')!;
  return { ...page, card };
}

describe('show cards', () => {
  it('cover the show with its thumbnail, or its title on a gradient when it has none, never another picture', () => {
    const { card } = cards(
      [
        aShow({ id: 'A', title: 'With picture', state: 'PENDING', hasThumbnail: true }),
        aShow({ id: 'B', title: 'No picture', state: 'PENDING', hasThumbnail: false }),
      ],
      async () => 'LIVE',
    );
    const img = card('With picture').querySelector('.cover img')!;
    expect(img.getAttribute('src')).toMatch(/\/show\/A\/thumbnail\/v1\?width=640&height=360$/);
    expect(img.getAttribute('srcset')).toContain('/show/A/thumbnail/v1?width=1280&height=720 1280w');
    expect(card('No picture').querySelector('.cover img')).toBeNull();
    expect(card('No picture').querySelector('.cover .cover-title')!.textContent).toBe('No picture');
  });

  it('word each show’s status as every page does: running shows by whether their video arrives', async () => {
    const { card, live } = cards(
      [
        aShow({ id: 'ON', title: 'On air', state: 'RUNNING' }),
        aShow({ id: 'OFF', title: 'Off air', state: 'RUNNING' }),
        aShow({ id: 'P', title: 'Later', state: 'PENDING', startTime: '2026-12-01T18:00:00Z' }),
        aShow({ id: 'R', title: 'Watch again', state: 'ENDED', recordings: recording }),
      ],
      async (id) => (id === 'ON' ? 'LIVE' : 'IDLE'),
    );
    const status = (title: string) => within(card(title)).getByText(/./, { selector: '.status' });
    await waitFor(() => expect(status('Off air').textContent).toBe('Waiting for stream'));
    expect(status('On air').textContent).toBe('Live');
    expect(status('Later').textContent).toBe('Scheduled');
    expect(status('Watch again').textContent).toBe('Replay');
    // Only running shows are asked about.
    expect(vi.mocked(live.show.streamStatus).mock.calls.map(([id]) => id)).toEqual(['ON', 'OFF']);
    // When it starts, beside the host.
    expect(card('Later').querySelector('.meta')!.textContent).toMatch(/^@mia\.host.*Dec/);
  });
});
