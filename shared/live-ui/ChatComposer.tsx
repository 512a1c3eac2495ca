import { memo } from 'react';
import { chatLength, hasVisibleText } from '../live/chat-rules';
import { useChatStore } from './chat-store';

/**
 * What the viewer types, with its counter (spec 2 §5: the counter warns once
 * the text runs over the limit) and why a send failed. The draft lives in the
 * store, so a failed send keeps it. Memoised: the chat around it renders with each message, the composer does not.
 */
export const ChatComposer = memo(function ChatComposer({ id }: { id: string }) {
  const t = useChatStore((s) => s.session.t);
  // Each on its own: messages and viewer counts arriving do not render the composer.
  const draft = useChatStore((s) => s.liveChat.draft);
  const maxLength = useChatStore((s) => s.liveChat.maxLength);
  const status = useChatStore((s) => s.liveChat.status);
  const sending = useChatStore((s) => s.liveChat.sending);
  const muted = useChatStore((s) => s.liveChat.muted);
  const error = useChatStore((s) => s.liveChat.error);
  const serverMessage = useChatStore((s) => s.liveChat.serverMessage);
  const setDraft = useChatStore((s) => s.liveChat.setDraft);
  // Through the display-name prompt: a signed-in viewer without one chooses first (spec 2 §2).
  const send = useChatStore((s) => s.chatName.send);
  const asking = useChatStore((s) => s.chatName.status !== 'idle');
  const length = chatLength(draft);
  const over = length - maxLength;
  // Characters, but none that shows (zero-width spaces, bidi marks...): an empty message.
  const blank = length > 0 && !hasVisibleText(draft);
  const canSend = status === 'open' && !sending && !asking && length > 0 && !blank && over <= 0 && !muted;
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
        value={draft}
        dir="auto"
        placeholder={t('live.chat.placeholder')}
        disabled={muted}
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
          <span aria-hidden="true">{t('live.chat.counter', { used: length, max: maxLength })}</span>
          <span className="visually-hidden">
            {over > 0 ? t('live.chat.overLimit', { over, max: maxLength }) : t('live.chat.remaining', { remaining: -over })}
          </span>
        </span>
        <button type="submit" disabled={!canSend}>
          {t(sending ? 'live.chat.sending' : 'live.chat.send')}
        </button>
      </div>
      <p id={`${id}-error`} role="alert" className="error">
        {over > 0
          ? t('live.chat.overLimit', { over, max: maxLength })
          : blank
            ? t('live.chat.blank')
            : error
              ? serverMessage
                ? `${t(error)} ${serverMessage}`
                : t(error)
              : muted
                ? t('live.chat.muted')
                : ''}
      </p>
    </form>
  );
});
