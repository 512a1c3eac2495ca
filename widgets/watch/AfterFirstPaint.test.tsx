import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('what sits below the video', () => {
  it('comes in a commit after the one that shows the video and title, not in the same task', async () => {
    const commits: string[] = [];
    const page = document.createElement('div');
    document.body.append(page);
    render(
      <Profiler id="show" onRender={() => commits.push(page.textContent ?? '')}>
        <p>Video</p>
        <AfterFirstPaint>
          <p>Chat</p>
        </AfterFirstPaint>
      </Profiler>,
      { container: page },
    );
    expect(await screen.findByText('Chat')).toBeTruthy();
    expect(commits).toEqual(['Video', 'VideoChat']);
  });
});
