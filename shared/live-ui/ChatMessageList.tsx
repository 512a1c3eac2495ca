import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { useChatStore } from './chat-store';
import type { ChatMessage as Message } from '../store/slices/live-chat-slice';
import { authorKey } from './chat-author';
import { ChatMessage } from './ChatMessage';
import type { ChatModeration } from './ChatModeration';

/**
 * The messages, following the conversation as it grows; the empty-chat line when there are none. Memoised, as each
 * message is: a new message renders the list and that message, not the others.
 */
export const ChatMessageList = memo(function ChatMessageList({
  messages,
  replay,
  editable,
  showId,
  moderation,
}: {
  messages: Message[];
  replay: boolean;
  editable: boolean;
  showId: string;
  moderation?: ChatModeration;
}) {
  const t = useChatStore((s) => s.session.t);
  const status = useChatStore((s) => s.liveChat.status);
  const me = useChatStore((s) => s.liveChat.me);
  const list = useRef<HTMLOListElement>(null);
  // The server keeps the mute list; this remembers what this moderator did here.
  const [muted, setMuted] = useState<Record<string, boolean>>({});
  const onMuted = useCallback((key: string, on: boolean) => setMuted((all) => ({ ...all, [key]: on })), []);

  // Follow the conversation, unless the viewer has scrolled up to read.
  const count = messages.length;
  useEffect(() => {
    const el = list.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 80) el.scrollTop = el.scrollHeight;
  }, [count]);

  const mine = (m: Message) =>
    !!me?.displayName &&
    m.author.displayName?.baseName === me.displayName.baseName &&
    m.author.displayName.sequenceId === me.displayName.sequenceId;
  return (
    <>
      <ol ref={list} className="messages" aria-label={t('live.chat.messages')} aria-live={replay ? 'off' : 'polite'} tabIndex={0}>
        {messages.map((m) => (
          <ChatMessage
            key={m.id}
            message={m}
            mine={mine(m)}
            editable={editable}
            showId={showId}
            moderation={moderation}
            muted={!!muted[authorKey(m.author)]}
            onMuted={onMuted}
          />
        ))}
      </ol>
      {messages.length === 0 && status !== 'unavailable' && (
        <p className="chat-empty">{t(replay ? 'live.chat.replayEmpty' : 'live.chat.empty')}</p>
      )}
    </>
  );
});
