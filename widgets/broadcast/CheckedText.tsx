import { useId } from 'react';
import { useBroadcastStore } from './broadcast-slices';

/** A text field checked by the backend as the host types, with its character counter (spec 2 §4, §5). */
export function CheckedText({
  label,
  max,
  multiline,
  state,
  onInput,
  serverError,
}: {
  label: string;
  max: number;
  multiline?: boolean;
  state: { value: string; validity: string; message: string | null };
  onInput: (v: string) => void;
  serverError?: string;
}) {
  const t = useBroadcastStore((s) => s.session.t);
  const id = useId();
  const count = [...state.value].length;
  const over = count > max;
  const message = serverError ?? (state.validity === 'INVALID' ? state.message : null);
  const props = {
    id,
    value: state.value,
    'aria-invalid': over || !!message,
    'aria-describedby': `${id}-count ${id}-error`,
    onChange: (e: { currentTarget: { value: string } }) => onInput(e.currentTarget.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
      <span id={`${id}-count`} className="counter" data-over={over}>
        {t('live.host.form.counter', { count, max })}
        {state.validity === 'PENDING' && ` · ${t('live.host.form.checking')}`}
      </span>
      <span id={`${id}-error`} className="error" role="alert">
        {message ?? ''}
      </span>
    </div>
  );
}
