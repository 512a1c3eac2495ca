import { useEffect, useId, useRef, useState } from 'react';
import { chatLength } from '../live/chat-rules';
import { useAppStore } from '../store/react';
import type { ChatAuthor, ChatMessage } from '../store/slices/live-chat-slice';
import { isModerationAction } from '../store/slices/live-host-slice';
import type { LiveShow } from '../store/slices/live-show-slice';

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

/** What a moderator (mute, pin) or the show's owner (pin) may do in the chat. */
export interface ChatModeration {
  canPin: boolean;
  canMute: boolean;
}

function Message({ message, mine, showId, moderation, muted, onMuted, editable }: { message: ChatMessage; mine: boolean; showId: string; moderation?: ChatModeration; muted: boolean; onMuted: (muted: boolean) => void; editable: boolean }) {
  const t = useAppStore((s) => s.t);
  const edit = useAppStore((s) => s.editChatMessage);
  const [editing, setEditing] = useState<string | null>(null);
  const pin = useAppStore((s) => s.pinMessage);
  const mute = useAppStore((s) => s.muteAuthor);
  const busy = useAppStore((s) => s.liveHost?.busy ?? null);
  const role = message.author.role;
  const name = authorName(message.author);
  // Hosts and moderators are not muted from the chat.
  const mutable = moderation?.canMute && !mine && role === 'viewer';
  // Text only: React writes it as a text node, so markup in a message stays text.
  return (
    <li className={`message${mine ? ' mine' : ''}`}>
      <span className="author">
        {mine ? t('live.chat.you') : authorName(message.author)}
        {role !== 'viewer' && <span className={`role ${role}`}>{t(role === 'host' ? 'live.chat.host' : 'live.chat.moderator')}</span>}
      </span>{' '}
      {editing === null ? (
        <>
          <span className="text">{message.text}</span>
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
      {(moderation?.canPin || mutable) && (
        <span className="mod">
          {moderation?.canPin && (
            <button type="button" aria-label={t('live.mod.pinLabel', { name })} disabled={busy === `pin-${message.id}`} onClick={() => void pin(showId, message.id)}>
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
      )}
    </li>
  );
}

/**
 * The show's chat: the pinned message, the messages (live, or replayed in
 * step with the recording), and the composer with its counter (spec 2 §5:
 * the counter warns once the text runs over the limit).
 */
export function ShowChat({ show, replayAtMs, moderation }: { show: LiveShow; replayAtMs: number | null; moderation?: ChatModeration }) {
  const t = useAppStore((s) => s.t);
  const chat = useAppStore((s) => s.liveChat);
  const openChat = useAppStore((s) => s.openChat);
  const viewerIdToken = useAppStore((s) => s.viewerIdToken);
  const setDraft = useAppStore((s) => s.setChatDraft);
  const send = useAppStore((s) => s.sendChatMessage);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const unpin = useAppStore((s) => s.unpinMessage);
  // Only the outcome of a moderation action (pin, mute) belongs under the chat.
  const moderating = useAppStore((s) => isModerationAction(s.liveHost?.lastAction ?? null));
  const hostError = useAppStore((s) => (moderating ? (s.liveHost?.error ?? null) : null));
  const hostRoleError = useAppStore((s) => (moderating ? (s.liveHost?.roleError ?? null) : null));
  const hostNotice = useAppStore((s) => (moderating ? (s.liveHost?.notice ?? null) : null));
  const byId = useAppStore((s) => s.catalog?.byId);
  // The server keeps the mute list; this remembers what this moderator did here.
  const [muted, setMuted] = useState<Record<string, boolean>>({});
  const authorKey = (a: ChatAuthor) => a.handle ?? `${a.displayName?.baseName}#${a.displayName?.sequenceId}`;

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
  const purchaseText = (p: NonNullable<typeof chat.purchase>['purchase']) => {
    const product = byId?.[p.productId];
    const variant = product?.variants.find((v) => v.id === p.variantId);
    const what = product ? (variant && product.variants.length > 1 ? `${product.name}, ${variant.name}` : product.name) : '';
    return t('live.purchaseNotice', { name: authorName({ displayName: p.displayName, handle: null, role: 'viewer' }), quantity: p.quantity, product: what });
  };
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
          {moderation?.canPin && (
            <span className="mod">
              <button type="button" onClick={() => void unpin(show.id)}>
                {t('live.mod.unpin')}
              </button>
            </span>
          )}
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
          <Message key={m.id} message={m} mine={mine(m)} editable={!replay && (show.state === 'RUNNING' || show.state === 'PENDING') && !chat.muted} showId={show.id} moderation={moderation} muted={!!muted[authorKey(m.author)]} onMuted={(on) => setMuted((all) => ({ ...all, [authorKey(m.author)]: on }))} />
        ))}
      </ol>
      {messages.length === 0 && chat.status !== 'unavailable' && <p className="chat-empty">{t(replay ? 'live.chat.replayEmpty' : 'live.chat.empty')}</p>}
      <p className="notice-line" role="status">
        {chat.purchase && !replay ? purchaseText(chat.purchase.purchase) : ''}
      </p>
      {moderation && (
        <p className={hostError || hostRoleError ? 'mod-status error' : 'mod-status'} role={hostError || hostRoleError ? 'alert' : 'status'}>
          {hostRoleError ?? (hostError ? t(hostError) : hostNotice ? t(hostNotice) : '')}
        </p>
      )}
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

/** The chat's own styles; each widget that shows a chat adds them to its stylesheet. */
export const showChatStyles = /* css */ `
.chat { display: flex; flex-direction: column; border: 1px solid rgb(0 0 0 / 0.12); border-radius: 12px; padding: 0.9rem; background: var(--_surface); }
.chat h3 { margin: 0 0 0.5rem; }
.pinned { margin: 0 0 0.5rem; padding: 0.5rem 0.7rem; border-radius: 8px; background: #f4eee9; font-size: 0.9rem; }
.pin-label { font-weight: 700; color: var(--_accent); }
.chat-status, .chat-empty { font-size: 0.85rem; opacity: 0.8; margin: 0.25rem 0; }
.messages { list-style: none; margin: 0; padding: 0 0.25rem 0 0; height: 16rem; overflow-y: auto; overscroll-behavior: contain; display: flex; flex-direction: column; gap: 0.7rem; }
@container (min-width: 52rem) { .messages { height: 24rem; } }
.messages:empty { height: auto; }
.message { line-height: 1.4; overflow-wrap: anywhere; font-size: 0.95rem; }
.author { font-weight: 700; }
.message.mine .author { color: var(--_accent); }
.role { display: inline-block; margin-left: 0.35rem; padding: 0 0.35rem; border-radius: 4px; background: var(--_accent); color: var(--_accent-contrast); font-size: 0.7rem; line-height: 1.4; font-weight: 700; vertical-align: middle; }
.text { white-space: pre-wrap; }
.composer { margin-top: 0.6rem; }
.composer textarea { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem 0.6rem; border-radius: 8px; border: 1px solid rgb(0 0 0 / 0.35); resize: vertical; }
.composer textarea[aria-invalid='true'] { border-color: var(--_error); }
.composer-row { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; }
.counter { font-size: 0.85rem; font-variant-numeric: tabular-nums; opacity: 0.8; }
.counter.over { color: var(--_error); font-weight: 700; opacity: 1; }
.mod { display: inline-flex; gap: 0.25rem; margin-left: 0.35rem; vertical-align: middle; }
.mod button { min-height: 28px; margin: 0; padding: 0.1em 0.6em; font-size: 0.75rem; border-radius: 6px; background: transparent; color: var(--_accent); }
.pinned .mod { float: right; }
.edited { font-size: 0.8rem; opacity: 0.7; }
.inline-action { min-height: 28px; margin: 0 0 0 0.35rem; padding: 0.05em 0.5em; font-size: 0.75rem; border-radius: 6px; background: transparent; color: var(--_accent); vertical-align: middle; }
.edit { display: flex; gap: 0.25rem; align-items: center; margin-top: 0.2rem; }
.edit .inline-action { margin: 0; flex: none; }
.edit input { flex: 1 1 6rem; min-width: 0; font: inherit; padding: 0.3rem 0.5rem; border-radius: 6px; border: 1px solid rgb(0 0 0 / 0.35); }
.notice-line { font-size: 0.85rem; font-style: italic; opacity: 0.85; margin: 0.4rem 0 0; }
.notice-line:empty { display: none; }
.mod-status { font-size: 0.8rem; margin: 0.25rem 0 0; }
.mod-status:empty { display: none; }
`;
