import { memo, useCallback, useState } from 'react';
import { useChatStore } from './chat-store';
import type { ChatMessage as Message } from '../store/slices/live-chat-slice';
import { authorKey, authorName } from './chat-author';
import { MessageModeration, type ChatModeration } from './ChatModeration';

/**
 * One message: its author and role, its text, the viewer's own edit, and the moderator's tools. Memoised: it renders
 * when the message or how it shows changes, not when another message arrives.
 */
export const ChatMessage = memo(function ChatMessage({
  message,
  mine,
  showId,
  moderation,
  muted,
  onMuted,
  editable,
}: {
  message: Message;
  mine: boolean;
  showId: string;
  moderation?: ChatModeration;
  muted: boolean;
  /** The author (by authorKey) muted or unmuted here. */
  onMuted: (author: string, muted: boolean) => void;
  editable: boolean;
}) {
  const t = useChatStore((s) => s.session.t);
  const edit = useChatStore((s) => s.liveChat.edit);
  const [editing, setEditing] = useState<string | null>(null);
  const key = authorKey(message.author);
  const mutedHere = useCallback((on: boolean) => onMuted(key, on), [onMuted, key]);
  const role = message.author.role;
  // Text only: React writes it as a text node, so markup in a message stays text. Each person's text
  // (name, message) is a <bdi>: an RTL override or RTL text in it cannot reorder the rest of the line.
  return (
    <li className={`message${mine ? ' mine' : ''}`}>
      <span className="author">
        {mine ? t('live.chat.you') : <bdi>{authorName(message.author)}</bdi>}
        {role !== 'viewer' && <span className={`role ${role}`}>{t(role === 'host' ? 'live.chat.host' : 'live.chat.moderator')}</span>}
      </span>{' '}
      {editing === null ? (
        <>
          <bdi className="text" dir="auto">
            {message.text}
          </bdi>
          {message.editedAt && <span className="edited"> {t('live.chat.edited')}</span>}
          {mine && editable && (
            <button type="button" className="inline-action" onClick={() => setEditing(message.text)}>
              {t('live.chat.edit')}
            </button>
          )}
        </>
      ) : (
        <form
          className="edit"
          onSubmit={(e) => {
            e.preventDefault();
            void edit(message.id, editing).then((ok) => ok && setEditing(null));
          }}
        >
          <input
            aria-label={t('live.chat.editLabel')}
            value={editing}
            dir="auto"
            // The edit opens where the viewer clicked: focus goes into it.
            autoFocus
            onChange={(e) => setEditing(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setEditing(null);
            }}
          />
          <button type="submit" className="inline-action">
            {t('live.chat.save')}
          </button>
          <button type="button" className="inline-action" onClick={() => setEditing(null)}>
            {t('live.chat.cancel')}
          </button>
        </form>
      )}
      <MessageModeration message={message} mine={mine} showId={showId} moderation={moderation} muted={muted} onMuted={mutedHere} />
    </li>
  );
});
