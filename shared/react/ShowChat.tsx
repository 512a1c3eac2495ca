import { useEffect, useId, useRef } from 'react';
import { chatLength } from '../../shared/live/chat-rules';
import { useAppStore } from '../../shared/store/react';
import type { ChatAuthor, ChatMessage } from '../../shared/store/slices/live-chat-slice';
import type { LiveShow } from '../../shared/store/slices/live-show-slice';

const STATUS_TEXT = {
  joining: 'live.chat.connecting',
  connecting: 'live.chat.connecting',
  reconnecting: 'live.chat.reconnecting',
  unavailable: 'live.chat.unavailable',
} as const;

export function authorName(author: ChatAuthor): string {
  const d = author.displayName;
  if (d) return d.sequenceId > 1 ? `${d.baseName}#${d.sequenceId}` : d.baseName;
  return author.handle ?? '';
}

function Message({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const t = useAppStore((s) => s.t);
  const role = message.author.role;
  // Text only: React writes it as a text node, so markup in a message stays text.
  return (
    <li className={`message${mine ? ' mine' : ''}`}>
      <span className="author">
        {mine ? t('live.chat.you') : authorName(message.author)}
        {role !== 'viewer' && <span className={`role ${role}`}>{t(role === 'host' ? 'live.chat.host' : 'live.chat.moderator')}</span>}
      </span>{' '}
      <span className="text">{message.text}</span>
    </li>
  );
}

/**
 * The show's chat: the pinned message, the messages (live, or replayed in
 * step with the recording), and the composer with its counter (spec 2 §5:
 * the counter warns once the text runs over the limit).
 */
export function ShowChat({ show, replayAtMs }: { show: LiveShow; replayAtMs: number | null }) {
  const t = useAppStore((s) => s.t);
  const chat = useAppStore((s) => s.liveChat);
  const openChat = useAppStore((s) => s.openChat);
  const viewerIdToken = useAppStore((s) => s.viewerIdToken);
  const setDraft = useAppStore((s) => s.setChatDraft);
  const send = useAppStore((s) => s.sendChatMessage);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();

  const { chatBaseUrl } = show;
  useEffect(() => {
    if (!chatBaseUrl) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    void viewerIdToken().then((token) => {
      if (!cancelled) release = openChat(show.id, chatBaseUrl, token);
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [show.id, chatBaseUrl, openChat, viewerIdToken]);

  const replay = replayAtMs !== null;
  const start = Date.parse(show.startTime);
  const messages = replay ? chat.messages.filter((m) => Date.parse(m.sentAt) - start <= replayAtMs) : chat.messages;
  // The stream's word is newer than the last poll's, including a cleared pin.
  const pinned = chat.pinned === undefined ? show.pinnedMessage : chat.pinned;

  // Follow the conversation, unless the viewer has scrolled up to read.
  const count = messages.length;
  useEffect(() => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 80) el.scrollTop = el.scrollHeight;
  }, [count]);

  const open = show.state === 'RUNNING' || show.state === 'PENDING';
  const length = chatLength(chat.draft);
  const over = length - chat.maxLength;
  const canSend = chat.status === 'open' && !chat.sending && length > 0 && over <= 0 && !chat.muted;
  const mine = (m: ChatMessage) => !!chat.me?.displayName && m.author.displayName?.baseName === chat.me.displayName.baseName && m.author.displayName.sequenceId === chat.me.displayName.sequenceId;
  const statusKey = chat.status in STATUS_TEXT ? STATUS_TEXT[chat.status as keyof typeof STATUS_TEXT] : null;

  return (
    <section className="chat" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(replay ? 'live.chat.replayTitle' : 'live.chat.title')}</h3>
      {pinned && (
        <p className="pinned">
          <span className="pin-label">{t('live.chat.pinned')}</span> <span className="author">{authorName(pinned.author)}</span> <span className="text">{pinned.text}</span>
        </p>
      )}
      {statusKey && (
        <p className="chat-status" role="status">
          {t(statusKey)}
        </p>
      )}
      <ol ref={list} className="messages" aria-label={t('live.chat.messages')} aria-live={replay ? 'off' : 'polite'} tabIndex={0}>
        {messages.map((m) => (
          <Message key={m.id} message={m} mine={mine(m)} />
        ))}
      </ol>
      {messages.length === 0 && chat.status !== 'unavailable' && <p className="chat-empty">{t(replay ? 'live.chat.replayEmpty' : 'live.chat.empty')}</p>}
      {open ? (
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
              <span className="visually-hidden">{over > 0 ? t('live.chat.overLimit', { over, max: chat.maxLength }) : t('live.chat.remaining', { remaining: -over })}</span>
            </span>
            <button type="submit" disabled={!canSend}>
              {t(chat.sending ? 'live.chat.sending' : 'live.chat.send')}
            </button>
          </div>
          <p id={`${id}-error`} role="alert" className="error">
            {over > 0 ? t('live.chat.overLimit', { over, max: chat.maxLength }) : chat.error ? (chat.serverMessage ? `${t(chat.error)} ${chat.serverMessage}` : t(chat.error)) : chat.muted ? t('live.chat.muted') : ''}
          </p>
        </form>
      ) : (
        !replay && <p className="chat-empty">{t('live.chat.closed')}</p>
      )}
    </section>
  );
}
