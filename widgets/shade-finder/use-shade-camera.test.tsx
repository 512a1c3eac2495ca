import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { installSlices } from '../../shared/store/install-slices';
import { StoreProvider } from '../../shared/store/react';
import { CameraError } from '../../shared/try-on/camera';
import { CameraResult } from '../../shared/try-on/plugin-states';
import type { ShadeCamera } from './shade-camera';
import { shadeFinderSlices, useShadeFinderStore } from './shade-finder-slices';
import { useShadeCamera } from './use-shade-camera';

function fakeCamera(open: () => Promise<void> = async () => {}, frame: Blob | null = new Blob(['frame'], { type: 'image/jpeg' })) {
  const calls: string[] = [];
  const camera: ShadeCamera = {
    open: () => (calls.push('open'), open()),
    show: async () => void calls.push('show'),
    capture: async () => (calls.push('capture'), frame),
    stop: () => void calls.push('stop'),
  };
  return { camera, calls };
}

function setup(
  { camera, calls }: ReturnType<typeof fakeCamera>,
  skinTone = async () =>
    ({ num_faces: 1, skin_tone: 70, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } }) as unknown,
) {
  const events: string[] = [];
  const fake = createFakeDeps({ skinTone: { analyse: skinTone }, analytics: { track: (name) => void events.push(name) } });
  const store = installSlices(fake.store, fake.deps, shadeFinderSlices);
  store.getState().shadeFinder.start();
  for (let i = 0; i < 4; i++) store.getState().shadeFinder.next();
  const video = document.createElement('video');
  const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
  const hook = renderHook(
    () =>
      useShadeCamera(
        { current: video },
        useShadeFinderStore((st) => st.shadeFinder.step),
        camera,
      ),
    {
      wrapper,
    },
  );
  calls.splice(0); // the first render's stop, with nothing open
  return { ...fake, store, events, hook, finder: () => store.getState().shadeFinder };
}

describe('the shade finder’s camera (the widget’s stream, the slice’s steps)', () => {
  it('opens, shows the preview, counts it, and stops when the step moves on', async () => {
    const { camera, calls } = fakeCamera();
    const s = setup({ camera, calls });
    expect(s.finder().step).toBe('photo');
    await act(() => s.hook.result.current.turnOn());
    expect(s.finder().step).toBe('camera');
    expect(calls).toEqual(['open', 'show']);
    expect(s.events).toContain('shade_finder_camera_turned_on');
    act(() => s.finder().previous());
    expect(s.finder().step).toBe('photo');
    expect(calls).toEqual(['open', 'show', 'stop']);
  });

  it('a camera that answers after the shopper went back is stopped, never shown', async () => {
    let answer!: () => void;
    const { camera, calls } = fakeCamera(() => new Promise((resolve) => (answer = resolve)));
    const s = setup({ camera, calls });
    let turning!: Promise<void>;
    act(() => void (turning = s.hook.result.current.turnOn()));
    act(() => s.finder().previous());
    await act(async () => {
      answer();
      await turning;
    });
    expect(calls).not.toContain('show');
    expect(calls.at(-1)).toBe('stop');
    expect(s.events).not.toContain('shade_finder_camera_turned_on');
  });

  it('a refused camera goes back to the photo step with the reason, reported', async () => {
    const refused = new CameraError(CameraResult.FailurePermissionDenied);
    const s = setup(fakeCamera(() => Promise.reject(refused)));
    await act(() => s.hook.result.current.turnOn());
    expect(s.finder()).toMatchObject({ step: 'photo', cameraError: 'tryOn.errors.permissionDenied' });
    expect(s.reports).toEqual([{ error: refused, context: { where: 'shade:camera' } }]);
  });

  it('a frame is analysed; no frame is a review the shopper cannot accept, reported', async () => {
    const ok = fakeCamera();
    const s = setup(ok);
    await act(() => s.hook.result.current.turnOn());
    await act(() => s.hook.result.current.capture());
    // The stream ends as the analysis starts.
    expect(ok.calls).toEqual(['open', 'show', 'capture', 'stop']);
    expect(s.navigations).toEqual(['/pages/shade-finder-results/tone-70']);

    const none = fakeCamera(undefined, null);
    const t = setup(none);
    await act(() => t.hook.result.current.turnOn());
    await act(() => t.hook.result.current.capture());
    expect(none.calls).toEqual(['open', 'show', 'capture', 'stop']);
    expect(t.finder()).toMatchObject({ step: 'review', result: { skinTone: null } });
    expect(t.reports.map((r) => r.context)).toEqual([{ where: 'shade:capture' }]);
  });

  it('unmounting ends the stream', async () => {
    const { camera, calls } = fakeCamera();
    const s = setup({ camera, calls });
    await act(() => s.hook.result.current.turnOn());
    s.hook.unmount();
    expect(calls.at(-1)).toBe('stop');
  });
});
