import { useEffect, useRef, useState } from 'react';
import { createRemoteField, type RemoteField, type RemoteFieldState } from '../account/remote-field';

/**
 * A field checked by the server as the person types (spec 2 §4: 1 s debounce,
 * 5 s retry, 2 s success). `check` answers null when valid, else the message,
 * and throws when no verdict could be had.
 */
export function useRemoteField(initial: string, check: (value: string) => Promise<string | null>): [RemoteFieldState<string>, RemoteField] {
  const latest = useRef(check);
  latest.current = check;
  const [state, setState] = useState<RemoteFieldState<string>>({ value: initial, validity: 'UNCHANGED', message: null, saved: false });
  const [field] = useState(() => createRemoteField<string>({ initial, check: (v) => latest.current(v), onChange: setState }));
  useEffect(() => () => field.dispose(), [field]);
  return [state, field];
}
