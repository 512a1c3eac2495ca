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

export const confirmButtonStyles = /* css */ `
.confirm { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 9.6px 12.8px; border-radius: 10px; background: #fbeaea; }
.confirm p { margin: 0; flex-basis: 100%; }
button.danger { background: #a4161a; border-color: #a4161a; color: #fff; }
`;
