/**
 * Spec 2 §4, §9: a field checked by the server as the person types.
 * UNCHANGED until it differs from the saved value, PENDING while a check
 * waits (1 s after the last keystroke) or could not be made (tried again
 * every 5 s), then VALID or INVALID. A save shows success for 2 s.
 */
export type Validity = 'UNCHANGED' | 'VALID' | 'INVALID' | 'PENDING';
export const FIELD_CHECK_DEBOUNCE_MS = 1_000;
export const FIELD_CHECK_RETRY_MS = 5_000;
export const FIELD_SAVED_MS = 2_000;

export interface RemoteFieldState<M> {
  value: string;
  validity: Validity;
  /** Why the value is INVALID. */
  message: M | null;
  /** A save just succeeded (for 2 s). */
  saved: boolean;
}

/** A field that does not block a save of other fields: as it was, or changed and checked VALID. */
export const holdsUp = (state: { validity: Validity }) => state.validity === 'UNCHANGED' || state.validity === 'VALID';

export interface RemoteField {
  input(value: string): void;
  /** The value was saved: it becomes the unchanged one, and success shows for 2 s. */
  saved(value: string): void;
  /** Save only when VALID, changed and not empty (spec 2 §5). */
  canSave(): boolean;
  dispose(): void;
}

export function createRemoteField<M>(opts: {
  initial: string;
  /** null when valid, else the message; throws when the check could not be made. */
  check(value: string): Promise<M | null>;
  onChange(state: RemoteFieldState<M>): void;
}): RemoteField {
  let saved = opts.initial;
  let state: RemoteFieldState<M> = { value: opts.initial, validity: 'UNCHANGED', message: null, saved: false };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedTimer: ReturnType<typeof setTimeout> | null = null;
  let run = 0;
  const set = (patch: Partial<RemoteFieldState<M>>) => {
    state = { ...state, ...patch };
    opts.onChange(state);
  };
  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void check(), ms);
  };
  async function check() {
    const mine = ++run;
    const value = state.value;
    try {
      const message = await opts.check(value);
      if (mine !== run || value !== state.value) return;
      set({ validity: message === null ? 'VALID' : 'INVALID', message });
    } catch {
      if (mine !== run) return;
      // No answer: still pending; ask again.
      schedule(FIELD_CHECK_RETRY_MS);
    }
  }
  return {
    input(value) {
      run++;
      if (value === saved) {
        if (timer) clearTimeout(timer);
        return set({ value, validity: 'UNCHANGED', message: null });
      }
      set({ value, validity: 'PENDING', message: null });
      schedule(FIELD_CHECK_DEBOUNCE_MS);
    },
    saved(value) {
      saved = value;
      run++;
      if (timer) clearTimeout(timer);
      // Typed on while the save went: the field keeps the newer words, which are a change to check again.
      if (state.value.trim() !== value.trim()) {
        set({ validity: 'PENDING', message: null, saved: true });
        schedule(FIELD_CHECK_DEBOUNCE_MS);
      } else set({ value, validity: 'UNCHANGED', message: null, saved: true });
      if (savedTimer) clearTimeout(savedTimer);
      savedTimer = setTimeout(() => set({ saved: false }), FIELD_SAVED_MS);
    },
    canSave() {
      return state.validity === 'VALID' && state.value !== saved && state.value.trim() !== '';
    },
    dispose() {
      run++;
      if (timer) clearTimeout(timer);
      if (savedTimer) clearTimeout(savedTimer);
    },
  };
}
