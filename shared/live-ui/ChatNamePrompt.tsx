import { memo } from 'react';
import { DISPLAY_NAME_MAX } from '../store/slices/chat-name-slice';
import { useChatStore } from './chat-store';

/**
 * Spec 2 §2: before a signed-in viewer's first message, a display name (checked live as they type) or
 * "later". The message they typed waits in the composer below and goes once they have chosen.
 */
export const ChatNamePrompt = memo(function ChatNamePrompt({ id }: { id: string }) {
  const t = useChatStore((s) => s.session.t);
  const prompt = useChatStore((s) => s.chatName);
  const input = useChatStore((s) => s.chatName.input);
  const save = useChatStore((s) => s.chatName.save);
  const later = useChatStore((s) => s.chatName.later);
  if (prompt.status === 'idle') return null;
  const { field } = prompt;
  const invalid = field.validity === 'INVALID' && !!field.message;
  const over = field.value.length > DISPLAY_NAME_MAX;
  return (
    <form
      className="name-prompt"
      aria-labelledby={`${id}-name-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h4 id={`${id}-name-title`}>{t('live.chat.name.title')}</h4>
      <p>{t('live.chat.name.text')}</p>
      <label htmlFor={`${id}-name`}>{t('live.chat.name.label')}</label>
      <input
        id={`${id}-name`}
        value={field.value}
        autoComplete="nickname"
        // The prompt opened because they pressed Send: the name is what they do next.
        autoFocus
        aria-invalid={invalid}
        aria-describedby={`${id}-name-error ${id}-name-counter`}
        onChange={(e) => input(e.currentTarget.value)}
      />
      <p id={`${id}-name-error`} className="error">
        {invalid ? t(field.message!) : ''}
      </p>
      <p id={`${id}-name-counter`} className={`counter${over ? ' over' : ''}`} data-over={over}>
        {t('live.chat.name.counter', { count: field.value.length, max: DISPLAY_NAME_MAX })}
      </p>
      <p role="status" className="hint">
        {field.validity === 'PENDING' ? t('live.chat.name.checking') : field.validity === 'VALID' ? t('live.chat.name.valid') : ''}
      </p>
      {prompt.error && (
        <p role="alert" className="error">
          {t(prompt.error.key, prompt.error.vars)}
        </p>
      )}
      <div className="composer-row">
        <button type="submit" disabled={!prompt.canSave || prompt.status === 'saving'}>
          {t('live.chat.name.save')}
        </button>
        <button type="button" className="link" disabled={prompt.status === 'saving'} onClick={() => void later()}>
          {t('live.chat.name.later')}
        </button>
      </div>
    </form>
  );
});
