import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FIELD_CHECK_DEBOUNCE_MS } from '../../shared/account/remote-field';

/**
 * A fake clock for a form whose fields the backend checks a second after each change: each test calls
 * `afterFieldCheck()` where the host would wait, instead of the suite waiting in real time. The clock still moves
 * with real time, so testing-library's own polling goes on.
 */
export function useFieldCheckClock() {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  return { advanceTimers: vi.advanceTimersByTime };
}

/** The debounce of every pending field check elapses, and the checks it starts answer. */
export async function afterFieldCheck() {
  await act(() => vi.advanceTimersByTimeAsync(FIELD_CHECK_DEBOUNCE_MS));
}
