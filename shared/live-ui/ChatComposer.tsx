import { chatLength, hasVisibleText } from '../live/chat-rules';
import { useChatStore } from './chat-store';

/**
 * What the viewer types, with its counter (spec 2 §5: the counter warns once
 * the text runs over the limit) and why a send failed. The draft lives in the
 * store, so a failed send keeps it.
 */
export function ChatComposer({ id }: { id: string }) {
  const t = useChatStore((s) => s.session.t);
  const chat = useChatStore((s) => s.liveChat);
  const setDraft = useChatStore((s) => s.liveChat.setDraft);
  // Through the display-name prompt: a signed-in viewer without one chooses first (spec 2 §2).
  const send = useChatStore((s) => s.chatName.send);
  const asking = useChatStore((s) => s.chatName.status !== 'idle');
  const length = chatLength(chat.draft);
  const over = length - chat.maxLength;
  // Characters, but none that shows (zero-width spaces, bidi marks...): an empty message.
  const blank = length > 0 && !hasVisibleText(chat.draft);
  const canSend = chat.status === 'open' && !chat.sending && !asking && length > 0 && !blank && over <= 0 && !chat.muted;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('live.chat.label')}
      </label>
      <textarea
        id={`${id}-input`}
        rows={2}
        value={chat.draft}
        dir="auto"
        placeholder={t('live.chat.placeholder')}
        disabled={chat.muted}
        aria-describedby={`${id}-counter ${id}-error`}
        aria-invalid={over > 0}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line, as in every chat.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (canSend) void send();
          }
        }}
      />
      <div className="composer-row">
        <span id={`${id}-counter`} className={`counter${over > 0 ? ' over' : ''}`} aria-live="polite">
          <span aria-hidden="true">{t('live.chat.counter', { used: length, max: chat.maxLength })}</span>
          <span className="visually-hidden">
            {over > 0 ? t('live.chat.overLimit', { over, max: chat.maxLength }) : t('live.chat.remaining', { remaining: -over })}
          </span>
        </span>
        <button type="submit" disabled={!canSend}>
          {t(chat.sending ? 'live.chat.sending' : 'live.chat.send')}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="error">
        {over > 0
          ? t('live.chat.overLimit', { over, max: chat.maxLength })
          : blank
            ? t('live.chat.blank')
            : chat.error
              ? chat.serverMessage
                ? `${t(chat.error)} ${chat.serverMessage}`
                : t(chat.error)
              : chat.muted
                ? t('live.chat.muted')
                : ''}
      </p>
    </form>
  );
}
