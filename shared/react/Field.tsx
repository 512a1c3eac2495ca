import { useId, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's error: announced (role="alert") and tied to the input (aria-describedby, aria-invalid). */
  error?: string | null;
  /**
   * Where the error shows. `above`: between the label and the input, only while there is one (the account's forms: a
   * password's "requirements below" then has the rules below it). `below`: in a live region kept under the input,
   * empty until the host's backend gives a verdict (the host's panels).
   */
  errorAt?: 'above' | 'below';
  /** Help under the input, tied to it. */
  hint?: ReactNode;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** A labelled input with its error and help, as every form of Vanity's lays one out (the widget's sheet styles it). */
export function Field({ label, error, errorAt = 'above', hint, inputRef, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  // Read in the order they show: an error above, the help, an error below.
  const describedBy = [errorAt === 'above' && error ? errorId : '', hint ? hintId : '', errorAt === 'below' && error ? errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {errorAt === 'above' && error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      <input id={id} ref={inputRef} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint && <div id={hintId}>{hint}</div>}
      {errorAt === 'below' && (
        <span id={errorId} className="error" role="alert">
          {error ?? ''}
        </span>
      )}
    </div>
  );
}
