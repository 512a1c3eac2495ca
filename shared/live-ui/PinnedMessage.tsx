import { useChatStore } from './chat-store';
import type { ChatMessage } from '../store/slices/live-chat-slice';
import { authorName } from './chat-author';
import { UnpinButton } from './ChatModeration';

/** The message a moderator or the host pinned above the chat; those who may pin may clear it. */
export function PinnedMessage({ pinned, showId, canUnpin }: { pinned: ChatMessage; showId: string; canUnpin: boolean }) {
  const t = useChatStore((s) => s.session.t);
  return (
    <p className="pinned">
      {canUnpin && <UnpinButton showId={showId} />}
      <span className="pin-label">{t('live.chat.pinned')}</span> <bdi className="author">{authorName(pinned.author)}</bdi>{' '}
      <bdi className="text" dir="auto">
        {pinned.text}
      </bdi>
    </p>
  );
}
