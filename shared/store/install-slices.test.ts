import { createFakeDeps } from './app-deps.test-helpers';
import { createAppStore } from './create-app-store';
import { defineSlice } from './define-slice';
import { installSlices } from './install-slices';

interface Counter {
  count: number;
  bump(): void;
}
const made: string[] = [];
const base = defineSlice<Counter>()({
  key: 'base',
  create: ({ set, get }) => {
    made.push('base');
    return { count: 0, bump: () => set({ count: get().base.count + 1 }) };
  },
});
const top = defineSlice<{ double(): number }>()({
  key: 'top',
  requires: [base],
  create: ({ get }) => {
    made.push('top');
    return { double: () => get().base.count * 2 };
  },
});
const other = defineSlice<{ reads(): number }>()({
  key: 'other',
  create: ({ get }) => ({
    // @ts-expect-error: 'other' does not require 'base', so reading it fails typecheck.
    reads: () => get().base.count,
  }),
});

describe('installSlices', () => {
  beforeEach(() => void (made.length = 0));

  it('installs a slice after what it requires, each once per store', () => {
    const { deps } = createFakeDeps();
    const store = createAppStore(deps);
    const typed = installSlices(store, deps, [top, base, top]);
    installSlices(store, deps, [base, other]);
    expect(made).toEqual(['base', 'top']);
    expect(Object.keys(typed.getState())).toEqual(['session', 'base', 'top', 'other']);
  });

  it('a slice’s set patches its own key; its actions keep their identity', () => {
    const { deps } = createFakeDeps();
    const store = installSlices(createAppStore(deps), deps, [top]);
    const { bump } = store.getState().base;
    const session = store.getState().session;
    bump();
    bump();
    expect(store.getState().base.count).toBe(2);
    expect(store.getState().base.bump).toBe(bump);
    expect(store.getState().session).toBe(session);
    expect(store.getState().top.double()).toBe(4);
  });
});
