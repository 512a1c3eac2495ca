import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { registerMessages } from '../../shared/i18n';
import { enShade } from '../../shared/i18n/en-shade';
import { enTryOn } from '../../shared/i18n/en-try-on';
import { createFakeDeps } from '../../shared/store/app-deps.test-helpers';
import { installSlices } from '../../shared/store/install-slices';
import { StoreProvider } from '../../shared/store/react';
import { FakeEngine, foundation } from '../../shared/store/slices/try-on/try-on.test-helpers';
import type { EngineCallbacks } from '../../shared/try-on/engine-types';
import { CameraError } from '../../shared/try-on/camera';
import { CameraResult } from '../../shared/try-on/plugin-states';
import { TryOnStage } from './TryOnStage';
import { tryOnSlices } from './try-on-slices';

vi.mock('../../shared/try-on/try-on-engine', async () => ({
  TryOnEngine: (await import('../../shared/store/slices/try-on/try-on.test-helpers')).FakeEngine,
}));
registerMessages('en', { ...enTryOn, ...enShade });

type TryOnView = { tryOn: import('../../shared/store/slices/try-on/try-on-slice').TryOnSlice };

function renderStage(overrides: Parameters<typeof createFakeDeps>[0] = {}) {
  const fake = createFakeDeps(overrides);
  installSlices(fake.store as never, fake.deps, tryOnSlices);
  fake.store.setState((s) => ({ catalog: { ...(s as { catalog: object }).catalog, byId: { [foundation.id]: foundation } } }) as never);
  const state = () => fake.store.getState() as unknown as TryOnView;
  state().tryOn.open(foundation);
  const canvas = document.createElement('canvas');
  const onChoosePhoto = vi.fn();
  render(
    <StoreProvider store={fake.store}>
      <TryOnStage
        canvasRef={{ current: canvas }}
        product={foundation}
        variant={foundation.variants[0]!}
        mobile={false}
        portraitAdvice={false}
        onCamera={() => {}}
        onChoosePhoto={onChoosePhoto}
      />
    </StoreProvider>,
  );
  return { ...fake, state, canvas };
}

/** The engine's callbacks of the session started last, for the test to play the tracker. */
function engineStartsLive() {
  let callbacks!: EngineCallbacks;
  FakeEngine.prototype.start = async function (_c, _s, _p, cb) {
    callbacks = cb as EngineCallbacks;
    cb.onFirstFrame();
  };
  return () => callbacks;
}

const status = (text: string) => screen.queryAllByRole('status').filter((el) => el.textContent?.includes(text));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<TryOnStage>: the scanning overlay (spec 1 §2)', () => {
  it('covers the live camera with "Finding your face…" until the tracker first answers; no face then gives the hint instead', async () => {
    const callbacks = engineStartsLive();
    const { state, canvas } = renderStage();
    await act(() => state().tryOn.start(canvas, { kind: 'camera' }));
    expect(state().tryOn.status).toBe('live');
    expect(status('Finding your face…')).toHaveLength(1);
    expect(document.querySelector('.scanning-overlay')).not.toBeNull();

    act(() => callbacks().onFace(false));
    expect(status('Finding your face…')).toHaveLength(0);
    expect(status("We can't see a face yet")).toHaveLength(1);
    act(() => callbacks().onFace(true));
    expect(document.querySelector('.scanning-overlay')).toBeNull();
    expect(status("We can't see a face yet")).toHaveLength(0);
  });

  it('scans the view while Suggest shade waits for the skin-tone service, and stops with its answer', async () => {
    const callbacks = engineStartsLive();
    let answer!: (body: unknown) => void;
    const { state, canvas } = renderStage({ skinTone: { analyse: () => new Promise((r) => (answer = r)) } });
    await act(() => state().tryOn.start(canvas, { kind: 'camera' }));
    act(() => callbacks().onFace(true));
    let done!: Promise<void>;
    act(() => void (done = state().tryOn.suggestShade(canvas)));
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(status('Finding your shade…')).toHaveLength(1);
    await act(async () => {
      answer({ num_faces: 1, skin_tone: 70, metrics: { scale_as_eye_separation: 0.12 }, lighting: { non_darkness: 0.8 } });
      await done;
    });
    expect(document.querySelector('.scanning-overlay')).toBeNull();
  });

  it('a photo is scanned on the loading panel, before the view shows', async () => {
    let release!: () => void;
    FakeEngine.prototype.start = async function (_c, _s, _p, cb) {
      await new Promise<void>((r) => (release = r));
      (cb as EngineCallbacks).onFace(true);
      cb.onFirstFrame();
    };
    const { state, canvas } = renderStage();
    let started!: Promise<void>;
    await act(async () => {
      started = state().tryOn.start(canvas, { kind: 'photo', file: new Blob(['png'], { type: 'image/png' }) });
      await vi.waitFor(() => expect(release).toBeDefined());
    });
    expect(status('Scanning your photo…')).toHaveLength(1);
    await act(async () => {
      release();
      await started;
    });
    expect(status('Scanning your photo…')).toHaveLength(0);
    expect(document.querySelector('.scanning-overlay')).toBeNull();
  });
});

describe('<TryOnStage>: the camera module not started on http (spec 1 §8)', () => {
  it('says why and links to the same page on https, path and query kept, focused as the one way on', async () => {
    FakeEngine.prototype.start = async () => {
      throw new CameraError(CameraResult.FailureModuleNotStarted);
    };
    const { state, canvas, reports } = renderStage({
      location: { href: () => 'http://shop.example/products/second-skin-foundation?variant=44020000001&vto=camera' },
    });
    await act(() => state().tryOn.start(canvas, { kind: 'camera' }));
    expect(screen.getByRole('alert').textContent).toBe('Your camera can only be used on a secure page.');
    const link = screen.getByRole('link', { name: 'Load this page securely' });
    expect(link.getAttribute('href')).toBe('https://shop.example/products/second-skin-foundation?variant=44020000001&vto=camera');
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole('button', { name: /Try again|Choose a Photo/ })).toBeNull();
    expect(reports).toHaveLength(1);
  });

  it('on a secure page the same failure offers a photo and no link', async () => {
    FakeEngine.prototype.start = async () => {
      throw new CameraError(CameraResult.FailureModuleNotStarted);
    };
    const { state, canvas } = renderStage({ location: { href: () => 'https://shop.example/products/second-skin-foundation' } });
    await act(() => state().tryOn.start(canvas, { kind: 'camera' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^We failed to find a camera we could use on your device/);
    expect(screen.queryByRole('link', { name: 'Load this page securely' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a Photo' })).toBeTruthy();
  });
});
