import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aShow, createLivePage, offline } from '../../shared/live-ui/live-page.test-helpers';
import { matchRoute } from '../../shared/routes/route-table';
import { Channel } from './Channel';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();
const recording = [{ url: 'https://cdn.example/r.m3u8', durationSeconds: 60 }];

type Shows = ReturnType<typeof aShow>[];

function channelPage(showsByHandle: (handle: string, window?: object) => Promise<Shows>, groups: string[] | null = null) {
  const page = createLivePage({ now: () => NOW, groups, live: { show: { showsByHandle } } });
  page.render(<Channel host={document.createElement('div')} ctx={page.mountContext(matchRoute('/pages/channels/mia.host'))} />);
  return { ...page, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole('region', { name });
const titles = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    .map((a) => a.textContent ?? '');

describe('a host’s channel', () => {
  it('live and upcoming shows, then past ones since the window’s start; earlier shows on demand', async () => {
    const showsByHandle = vi
      .fn<(handle: string, window?: object) => Promise<Shows>>()
      .mockResolvedValueOnce([
        aShow({ id: 'P2', state: 'PENDING', title: 'Next week', startTime: at(NOW + 7 * DAY) }),
        aShow({ id: 'P1', state: 'PENDING', title: 'Tomorrow', startTime: at(NOW + DAY) }),
        aShow({ id: 'L', state: 'RUNNING', title: 'On air', startTime: at(NOW - 600_000) }),
        aShow({ id: 'E1', state: 'ENDED', title: 'Last month', startTime: at(NOW - 30 * DAY), recordings: recording }),
        aShow({ id: 'E2', state: 'ENDED', title: 'Last week', startTime: at(NOW - 7 * DAY), recordings: recording }),
        aShow({ id: 'E0', state: 'ENDED', title: 'No recording', startTime: at(NOW - 2 * DAY), recordings: [] }),
      ])
      .mockResolvedValueOnce([aShow({ id: 'E3', state: 'ENDED', title: 'Spring', startTime: at(NOW - 120 * DAY), recordings: recording })])
      .mockResolvedValueOnce([]);
    const { user } = channelPage(showsByHandle);
    const upcoming = await section('Live and coming up');
    expect(titles(upcoming).map((x) => x.match(/On air|Tomorrow|Next week/)?.[0])).toEqual(['On air', 'Tomorrow', 'Next week']);
    const past = await section('Past shows');
    expect(within(past).getByText('Since August 24, 2026')).toBeTruthy();
    expect(titles(past).map((x) => x.match(/Last week|Last month|No recording/)?.[0])).toEqual(['Last week', 'Last month']);
    expect(showsByHandle).toHaveBeenCalledWith('mia.host', { startTimeStart: NOW - 90 * DAY });

    await user.click(within(past).getByRole('button', { name: 'Show earlier shows' }));
    await waitFor(() => expect(within(past).getByText('Since May 26, 2026')).toBeTruthy());
    expect(titles(past).some((x) => x.includes('Spring'))).toBe(true);
    expect(showsByHandle).toHaveBeenLastCalledWith('mia.host', { startTimeStart: NOW - 180 * DAY, startTimeEnd: NOW - 90 * DAY - 1 });

    await user.click(within(past).getByRole('button', { name: 'Show earlier shows' }));
    await waitFor(() =>
      expect(within(past).getByRole('status').textContent).toBe('No shows to watch from February 25, 2026 to May 26, 2026.'),
    );
  });

  it('an earlier window that fails keeps what is listed, says so, and Try again asks again', async () => {
    const showsByHandle = vi
      .fn<(handle: string, window?: object) => Promise<Shows>>()
      .mockResolvedValueOnce([aShow({ id: 'E2', state: 'ENDED', title: 'Last week', startTime: at(NOW - 7 * DAY), recordings: recording })])
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce([]);
    const { user, reports } = channelPage(showsByHandle);
    const past = await section('Past shows');
    await user.click(within(past).getByRole('button', { name: 'Show earlier shows' }));
    const alert = await within(past).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load earlier shows just now.");
    expect(titles(past).some((x) => x.includes('Last week'))).toBe(true);
    expect(reports.map((r) => r.context)).toEqual([{ where: 'live:channel-earlier', handle: 'mia.host' }]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(past).queryByRole('alert')).toBeNull());
    expect(showsByHandle).toHaveBeenCalledTimes(3);
    expect(showsByHandle.mock.calls[2]).toEqual(showsByHandle.mock.calls[1]);
  });

  it('with nothing live or coming up, says so and offers to follow, then confirms the follow', async () => {
    const { user, live } = channelPage(async () => [], []);
    const upcoming = await section('Live and coming up');
    expect(within(upcoming).getByText('No shows scheduled yet. Follow Mia to hear when the next one is on.')).toBeTruthy();
    await user.click(within(upcoming).getByRole('button', { name: 'Follow to hear first' }));
    await waitFor(() =>
      expect(within(upcoming).getByText("No shows scheduled yet. You follow Mia, so you'll hear when the next one is on.")).toBeTruthy(),
    );
    expect(live.profile.follow).toHaveBeenCalledWith('mia.host', 'id-token');
    expect(within(upcoming).getByRole('link', { name: 'See all live shows' }).getAttribute('href')).toBe('/pages/live-shopping');
  });
});
