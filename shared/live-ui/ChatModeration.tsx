import { useModerationStore as useChatStore } from './chat-store';
import type { ChatMessage } from '../store/slices/live-chat-slice';
import { isModerationAction } from '../live/chat-rules';
import { authorName } from './chat-author';

/** What a moderator (mute, pin) or the show's owner (pin) may do in the chat. */
export interface ChatModeration {
  canPin: boolean;
  canMute: boolean;
}

/*
 * The chat's moderation tools call the live-host slice, which is installed only where someone moderates: each
 * renders only with a ChatModeration, and reads the slice in a component of its own.
 */

interface MessageModerationProps {
  message: ChatMessage;
  mine: boolean;
  showId: string;
  moderation?: ChatModeration;
  muted: boolean;
  onMuted: (muted: boolean) => void;
}

/** Pin and mute beside one message; nothing when the viewer may do neither. */
export function MessageModeration(props: MessageModerationProps) {
  return props.moderation ? <MessageTools {...props} moderation={props.moderation} /> : null;
}

function MessageTools({ message, mine, showId, moderation, muted, onMuted }: MessageModerationProps & { moderation: ChatModeration }) {
  const t = useChatStore((s) => s.session.t);
  const pin = useChatStore((s) => s.liveHost.pinMessage);
  const mute = useChatStore((s) => s.liveHost.muteAuthor);
  const busy = useChatStore((s) => s.liveHost.busy ?? null);
  const name = authorName(message.author);
  // Hosts and moderators are not muted from the chat.
  const mutable = moderation.canMute && !mine && message.author.role === 'viewer';
  if (!moderation.canPin && !mutable) return null;
  return (
    <span className="mod">
      {moderation.canPin && (
        <button
          type="button"
          aria-label={t('live.mod.pinLabel', { name })}
          disabled={busy === `pin-${message.id}`}
          onClick={() => void pin(showId, message.id)}
        >
          {t('live.mod.pin')}
        </button>
      )}
      {mutable && (
        <button
          type="button"
          aria-pressed={muted}
          aria-label={t(muted ? 'live.mod.unmuteLabel' : 'live.mod.muteLabel', { name })}
          onClick={() => void mute(showId, message.author, !muted).then(() => onMuted(!muted))}
        >
          {t(muted ? 'live.mod.unmute' : 'live.mod.mute')}
        </button>
      )}
    </span>
  );
}

/** Clears the pinned message. */
export function UnpinButton({ showId }: { showId: string }) {
  const t = useChatStore((s) => s.session.t);
  const unpin = useChatStore((s) => s.liveHost.unpinMessage);
  return (
    <span className="mod">
      <button type="button" onClick={() => void unpin(showId)}>
        {t('live.mod.unpin')}
      </button>
    </span>
  );
}

/** The outcome of the last pin or mute; other host actions report on their own panels. */
export function ModerationStatus() {
  const t = useChatStore((s) => s.session.t);
  const moderating = useChatStore((s) => isModerationAction(s.liveHost.lastAction ?? null));
  const error = useChatStore((s) => (moderating ? (s.liveHost.error ?? null) : null));
  const roleError = useChatStore((s) => (moderating ? (s.liveHost.roleError ?? null) : null));
  const notice = useChatStore((s) => (moderating ? (s.liveHost.notice ?? null) : null));
  return (
    <p className={error || roleError ? 'mod-status error' : 'mod-status'} role={error || roleError ? 'alert' : 'status'}>
      {roleError ?? (error ? t(error) : notice ? t(notice) : '')}
    </p>
  );
}
