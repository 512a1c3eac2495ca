import { useState, type ReactNode } from 'react';
import { useAppStore } from '../store/react';

/** A button that asks before it acts (cancel, end, reset the key, delete a handle). */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
  className = 'secondary',
}: {
  label: string;
  question: ReactNode;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
}) {
  const t = useAppStore((s) => s.session.t);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div className="confirm" role="group" aria-label={label}>
      <p>{question}</p>
      <button
        type="button"
        className="danger"
        // The question takes the place of the button: focus moves onto the answer.
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {t('live.host.confirm')}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t('live.host.keep')}
      </button>
    </div>
  );
}

/** The question's box; its answers are the shared danger and secondary buttons (controls.styles.ts). */
export const confirmButtonStyles = /* css */ `
.confirm { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space-2); padding: var(--_space-3) var(--_space-4);
  border: 1px solid var(--_line); border-inline-start: 3px solid var(--_error); border-radius: var(--_field-radius); background: var(--_surface-raised); }
.confirm p { margin: 0; flex-basis: 100%; }
/* Outweighs a widget's own plain button rule, which would otherwise dress the answer as a harmless one. */
.confirm button.danger { background: var(--_error); border-color: var(--_error); color: #fff; }
`;
