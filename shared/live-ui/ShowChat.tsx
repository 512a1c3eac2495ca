import { useEffect, useId, useMemo, useState } from 'react';
import { useChatStore } from './chat-store';
import type { LiveShow } from '../store/slices/live-show-slice';
import { ChatComposer } from './ChatComposer';
import { ChatNamePrompt } from './ChatNamePrompt';
import { ChatMessageList } from './ChatMessageList';
import { ModerationStatus, type ChatModeration } from './ChatModeration';
import { PinnedMessage } from './PinnedMessage';
import { PurchaseNotice } from './PurchaseNotice';

export type { ChatModeration };

/*
 * The watch and broadcast widgets both show this chat. Lint treats every
 * widgets/<name>/ folder as a widget, and widgets never import one another,
 * so UI that two widgets share lives under shared/ (its rules, without React,
 * are in shared/live/).
 */

const STATUS_TEXT = {
  joining: 'live.chat.connecting',
  connecting: 'live.chat.connecting',
  reconnecting: 'live.chat.reconnecting',
  unavailable: 'live.chat.unavailable',
} as const;

/**
 * The show's chat, as the watch page and the host's page show it: the pinned
 * message, the messages (live, or replayed in step with the recording), the
 * latest purchase, and the composer while the show is open. It joins the
 * chat for as long as it is on the page.
 */
export function ShowChat({ show, replayAtMs, moderation }: { show: LiveShow; replayAtMs: number | null; moderation?: ChatModeration }) {
  const t = useChatStore((s) => s.session.t);
  // What it shows, each on its own: a viewer count or a reaction arriving renders none of the chat.
  const all = useChatStore((s) => s.liveChat.messages);
  const streamPinned = useChatStore((s) => s.liveChat.pinned);
  const chatStatus = useChatStore((s) => s.liveChat.status);
  const muted = useChatStore((s) => s.liveChat.muted);
  const openChat = useChatStore((s) => s.liveChat.open);
  const viewerIdToken = useChatStore((s) => s.me.idToken);
  const onSignInChange = useChatStore((s) => s.me.onSignInChange);
  const id = useId();
  // Spec 2 §4: signed in or out elsewhere on the page, the chat joins again as who they are now (a guest once signed out).
  const [signIns, setSignIns] = useState(0);
  useEffect(() => onSignInChange(() => setSignIns((n) => n + 1)), [onSignInChange]);

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
  }, [show.id, chatBaseUrl, openChat, viewerIdToken, signIns]);

  const replay = replayAtMs !== null;
  const start = Date.parse(show.startTime);
  // A replay shows the messages sent by the recording's position: the same list (and no render of the messages)
  // until the position passes the next one.
  const shownCount = replay ? all.filter((m) => Date.parse(m.sentAt) - start <= replayAtMs).length : all.length;
  const messages = useMemo(() => (shownCount === all.length ? all : all.slice(0, shownCount)), [all, shownCount]);
  // The stream's word is newer than the last poll's, including a cleared pin.
  const pinned = streamPinned === undefined ? show.pinnedMessage : streamPinned;
  const open = show.state === 'RUNNING' || show.state === 'PENDING';
  const statusKey = chatStatus in STATUS_TEXT ? STATUS_TEXT[chatStatus as keyof typeof STATUS_TEXT] : null;

  return (
    <section className="chat" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(replay ? 'live.chat.replayTitle' : 'live.chat.title')}</h3>
      {pinned && <PinnedMessage pinned={pinned} showId={show.id} canUnpin={!!moderation?.canPin} />}
      {statusKey && (
        <p className="chat-status" role="status">
          {t(statusKey)}
        </p>
      )}
      <ChatMessageList messages={messages} replay={replay} editable={!replay && open && !muted} showId={show.id} moderation={moderation} />
      <PurchaseNotice replay={replay} />
      {moderation && <ModerationStatus />}
      {open ? (
        <>
          <ChatNamePrompt id={id} />
          <ChatComposer id={id} />
        </>
      ) : (
        !replay && <p className="chat-empty">{t('live.chat.closed')}</p>
      )}
    </section>
  );
}
