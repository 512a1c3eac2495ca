import { describe, expect, it, vi } from 'vitest';
import { CAPTURE_COUNTDOWN_STEP_MS } from './capture-actions';
import { canvas, engines, lipstick, setup } from './try-on.test-helpers';

vi.mock('../../../try-on/try-on-engine', async () => ({ TryOnEngine: (await import('./try-on.test-helpers')).FakeEngine }));

describe('try-on capture and sharing (spec 1 §4)', () => {
  it('counts down 3, 2, 1 a second each before a capture from the camera, then flashes', async () => {
    vi.useFakeTimers();
    const { state, names } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    const taking = state().tryOn.takePhoto(canvas);
    expect(state().tryOn.countdown).toBe(3);
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    expect(state().tryOn.countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    expect(state().tryOn.countdown).toBe(1);
    expect(engines[0]!.calls).not.toContain('capture');
    await vi.advanceTimersByTimeAsync(CAPTURE_COUNTDOWN_STEP_MS);
    await taking;
    expect(state().tryOn).toMatchObject({ status: 'captured', countdown: null, flash: 1, captured: { url: 'blob:captured' } });
    expect(names()).toContain('vto_photo_taken');
    state().tryOn.backToView();
    expect(state().tryOn).toMatchObject({ status: 'live', captured: null });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:captured');
  });

  it('a photo is captured at once, with no countdown and no flash', async () => {
    const { state } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'photo', file: new Blob(['png']) });
    await state().tryOn.takePhoto(canvas);
    expect(state().tryOn).toMatchObject({ status: 'captured', flash: 0 });
  });

  it('closing during the countdown cancels the capture and clears it', async () => {
    vi.useFakeTimers();
    const { state } = setup();
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    const taking = state().tryOn.takePhoto(canvas);
    state().tryOn.close();
    await vi.advanceTimersByTimeAsync(5_000);
    await taking;
    expect(state().tryOn).toMatchObject({ status: 'idle', captured: null, countdown: null });
    expect(engines[0]!.calls).not.toContain('capture');
  });

  it('asks whether pictures can be shared when a try-on opens, not with the page', async () => {
    const canShareFiles = vi.fn(async () => true);
    const { state } = setup({ sharing: { canShareFiles, share: async () => 'shared', save: async () => {} } });
    expect(canShareFiles).not.toHaveBeenCalled();
    expect(state().tryOn.canShareImages).toBe(false);
    state().tryOn.open(lipstick);
    state().tryOn.open(lipstick);
    await vi.waitFor(() => expect(state().tryOn.canShareImages).toBe(true));
    expect(canShareFiles).toHaveBeenCalledTimes(1);
  });

  it('share uses Web Share with the image file, and saves where it cannot', async () => {
    const share = vi.fn(async () => 'unsupported' as const);
    const save = vi.fn();
    const { state, names } = setup({ sharing: { canShareFiles: async () => false, share, save } });
    state().tryOn.open(lipstick);
    await state().tryOn.start(canvas, { kind: 'camera' });
    await state().tryOn.shareImage(canvas);
    expect(share).toHaveBeenCalledWith(expect.any(Blob), 'velvet-matte-lipstick-rosewood-try-on.jpg', expect.stringContaining('Rosewood'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(state().tryOn.notice).toBe('tryOn.shareSaved');
    expect(names()).toContain('vto_save_image_to_device');

    share.mockResolvedValueOnce('shared' as never);
    await state().tryOn.shareImage(canvas);
    expect(names().at(-1)).toBe('vto_share_image');
  });
});
