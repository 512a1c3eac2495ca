import { afterEach, beforeEach, vi } from 'vitest';
import { mapProduct } from '../../../catalog/product-mapping';
import { API } from '../../../catalog/raw-product.test-helpers';
import { createFakeDeps } from '../../app-deps.test-helpers';
import { tryOnSlice } from './try-on-slice';
import { installSlices } from '../../install-slices';

/**
 * The try-on slice on fake deps, with a fake engine standing in for WebGL, the camera and the tracker:
 * the slice's rules are what is tested. Each test file mocks the engine module with FakeEngine:
 *   vi.mock('../../../try-on/try-on-engine', async () => ({ TryOnEngine: (await import('./try-on.test-helpers')).FakeEngine }));
 */
export const engines: FakeEngine[] = [];
export class FakeEngine {
  calls: string[] = [];
  looks: unknown[] = [];
  constructor() {
    engines.push(this);
  }
  setMobile() {}
  async start(_c: unknown, source: { kind: string }, _p: unknown, cb: { onFirstFrame(): void; onFailure(e: unknown): void }) {
    this.calls.push(`start:${source.kind}`);
    cb.onFirstFrame();
  }
  setLook(config: unknown, selection: unknown) {
    this.looks.push(selection);
  }
  split = 1;
  face: number | null = 0.37;
  setSplit(split: number) {
    this.split = split;
  }
  faceSplit() {
    return this.face;
  }
  async capture() {
    this.calls.push('capture');
    return new Blob(['jpeg'], { type: 'image/jpeg' });
  }
  /** The frame without make-up Suggest shade sends; null as when the canvas gives no image. */
  original: Blob | null = new Blob(['jpeg'], { type: 'image/jpeg' });
  async captureOriginal() {
    this.calls.push('captureOriginal');
    return this.original;
  }
  async useModelSetOf(p: { handle: string }) {
    this.calls.push(`modelSet:${p.handle}`);
  }
  pause() {
    this.calls.push('pause');
  }
  resume() {
    this.calls.push('resume');
  }
  takeStats() {
    return { fps: 30 };
  }
  stop() {
    this.calls.push('stop');
  }
}

const coverageConfig = JSON.stringify({ products: [{ category: 'foundation' }], variants: { default: [{}], lighter: [{}], darker: [{}] } });
export const foundation = mapProduct(
  API.product({
    id: 'gid://shopify/Product/7301000020',
    handle: 'second-skin-foundation',
    title: 'Second Skin Foundation',
    variants: {
      nodes: [API.variant({ id: 'gid://shopify/ProductVariant/44020000001', title: '100', vtoConfig: { value: coverageConfig } })],
    },
  }),
);
export const lipstick = mapProduct(API.product());
export const canvas = {} as HTMLCanvasElement;

export function setup(overrides: Parameters<typeof createFakeDeps>[0] = {}) {
  const events: Array<{ name: string; props: Record<string, unknown> | undefined }> = [];
  const t = createFakeDeps({ analytics: { track: (name, props) => void events.push({ name, props }) }, ...overrides });
  installSlices(t.store, t.deps, [tryOnSlice]);
  t.store.setState((s) => ({ catalog: { ...s.catalog, byId: { [foundation.id]: foundation, [lipstick.id]: lipstick } } }));
  return { ...t, events, names: () => events.map((e) => e.name), state: () => t.store.getState() };
}

const realStart = FakeEngine.prototype.start;
beforeEach(() => {
  engines.length = 0;
  sessionStorage.clear();
  vi.stubGlobal('createImageBitmap', async () => ({ width: 10, height: 10, close() {} }));
  URL.createObjectURL = vi.fn(() => 'blob:captured');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  // Tests that make the engine fail replace its start.
  FakeEngine.prototype.start = realStart;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
