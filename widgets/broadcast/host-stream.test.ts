import { streamOfHost } from './host-stream';

describe('the stream of a host’s show', () => {
  it('the host’s encoder status feeds one show: on air for it, off air for the others, unknown before it is read', () => {
    expect(streamOfHost('SH1', { status: 'LIVE', showId: 'SH1' })).toBe('on-air');
    expect(streamOfHost('SH2', { status: 'LIVE', showId: 'SH1' })).toBe('off-air');
    expect(streamOfHost('SH1', { status: 'LIVE', showId: null })).toBe('off-air');
    expect(streamOfHost('SH1', { status: 'IDLE', showId: 'SH1' })).toBe('off-air');
    expect(streamOfHost('SH1', null)).toBe('unknown');
  });
});
