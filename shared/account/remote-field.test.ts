import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRemoteField, FIELD_CHECK_DEBOUNCE_MS, FIELD_CHECK_RETRY_MS, FIELD_SAVED_MS, type RemoteFieldState } from './remote-field';

describe('remote field validity (spec 2 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function field(check: (v: string) => Promise<string | null>, initial = '') {
    const states: RemoteFieldState<string>[] = [];
    const f = createRemoteField({ initial, check, onChange: (s) => states.push(s) });
    return { f, last: () => states.at(-1)! };
  }

  it('is UNCHANGED, then PENDING while typing, checked 1 s after the last keystroke', async () => {
    const check = vi.fn(async (v: string) => (v === 'ok name' ? null : 'bad'));
    const { f, last } = field(check);
    f.input('ok');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS - 1);
    f.input('ok name');
    expect(last().validity).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ validity: 'VALID', message: null });
    expect(f.canSave()).toBe(true);
    f.input('x');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS);
    expect(last()).toMatchObject({ validity: 'INVALID', message: 'bad' });
    expect(f.canSave()).toBe(false);
  });

  it('retries every 5 s while the check cannot be made', async () => {
    let fail = true;
    const check = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return null;
    });
    const { f, last } = field(check);
    f.input('mia');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS);
    expect(last().validity).toBe('PENDING');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_RETRY_MS);
    expect(check).toHaveBeenCalledTimes(2);
    fail = false;
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_RETRY_MS);
    expect(last().validity).toBe('VALID');
  });

  it('back to the saved value is UNCHANGED and cannot be saved; a save shows success for 2 s', async () => {
    const { f, last } = field(async () => null, 'mia');
    f.input('mia2');
    f.input('mia');
    expect(last().validity).toBe('UNCHANGED');
    expect(f.canSave()).toBe(false);
    f.input('  ');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS);
    expect(f.canSave()).toBe(false);
    f.input('maya ');
    f.saved('maya');
    expect(last()).toMatchObject({ value: 'maya', validity: 'UNCHANGED', saved: true });
    await vi.advanceTimersByTimeAsync(FIELD_SAVED_MS);
    expect(last().saved).toBe(false);
  });

  it('keeps what was typed while the save went, as a change to check', async () => {
    const check = vi.fn(async () => null);
    const { f, last } = field(check, 'mia');
    f.input('maya');
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS);
    // Saved "maya" answers after the person typed on.
    f.input('maya rose');
    f.saved('maya');
    expect(last()).toMatchObject({ value: 'maya rose', validity: 'PENDING', saved: true });
    await vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS);
    expect(check).toHaveBeenLastCalledWith('maya rose');
    expect(last().validity).toBe('VALID');
    expect(f.canSave()).toBe(true);
  });
});
