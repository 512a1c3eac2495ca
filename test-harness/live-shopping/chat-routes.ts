import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { ChatCredentials, ChatJoin } from '../../shared/api/live-shopping/live-types';
import { hasVisibleText } from '../../shared/live/chat-rules';
import type { ChatAuthors } from './chat-authors';
import type { ChatHub } from './chat-hub';
import type { ChatStore } from './chat-store';
import type { ChatSubject, ChatTokens } from './chat-token';
import { viewerOf, type GuestSecrets } from './guest-secrets';
import { bearer, fail, inGroup, invalid, notFound, type Verify } from './http-helpers';
import type { ProfileStore } from './profile-store';
import { withoutKey, type StoredMessage } from './seed-chat';
import type { ShowStore, StoredShow } from './show-store';

/**
 * The show chat (spec 2 §6, §7, §9): credentials, joining, writing and
 * editing messages, and the event stream. Every rule is checked here:
 * length by role, no control characters, open only while the show is
 * pending or running, muted authors refused.
 */
export interface ChatDeps {
  shows: ShowStore;
  profiles: ProfileStore;
  chat: ChatStore;
  tokens: ChatTokens;
  guests: GuestSecrets;
  hub: ChatHub;
  authors: ChatAuthors;
  verify: Verify;
  now?: () => number;
}

// C0 and C1 control characters (newlines too: a chat line is one line).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g; // eslint-disable-line no-control-regex

/** The text as it would be kept, or the 422 error it earns. Length counts characters (code points), not UTF-16 units. */
export function checkText(raw: unknown, maxLength: number): { text: string } | { code: 'EMPTY' | 'TOO_LONG'; message: string } {
  const text = (typeof raw === 'string' ? raw : '').replace(CONTROL, '').trim();
  // Only invisible characters (zero-width spaces, bidi controls...) is nothing to read: empty too.
  if (!text || !hasVisibleText(text)) return { code: 'EMPTY', message: 'Write a message first' };
  if ([...text].length > maxLength) return { code: 'TOO_LONG', message: `Messages are at most ${maxLength} characters` };
  return { text };
}

export function chatRoutes({ shows, profiles, chat, tokens, guests, hub, authors, verify, now = Date.now }: ChatDeps): Router {
  const router = Router();
  const subjectOr401 = (res: Response, token: unknown): ChatSubject | null => {
    const subject = tokens.check(token);
    if (!subject) fail(res, 401, 'Chat token missing or expired');
    return subject;
  };
  const showOr404 = (res: Response, id: unknown): StoredShow | undefined => {
    const show = shows.byId(String(id));
    if (!show) notFound(res, 'show');
    return show;
  };
  /** The checks a message (new or edited) must pass; sends the refusal and returns null when it fails. */
  const accept = (res: Response, subject: ChatSubject, show: StoredShow, raw: unknown) => {
    const refuse = (send: () => void): null => {
      send();
      return null;
    };
    if (show.state !== 'PENDING' && show.state !== 'RUNNING')
      return refuse(() => invalid(res, [{ code: 'NOT_LIVE', message: 'The chat is closed' }]));
    const { author, maxLength } = authors.authorFor(subject, show);
    if (chat.isMuted(show.id, author)) return refuse(() => fail(res, 403, 'You are muted in this chat', { code: 'MUTED' }));
    const checked = checkText(raw, maxLength);
    if ('code' in checked) return refuse(() => invalid(res, [{ field: 'text', ...checked }]));
    return { author, text: checked.text };
  };

  // A guest's chat identity is their guest secret's, never their (public) device id.
  router.get('/chat/credentials/v1', (req: Request, res: Response) => {
    const viewer = viewerOf(req, res, verify, profiles, guests);
    if (!viewer) return;
    const key = viewer.kind === 'user' ? `u:${viewer.id}` : `g:${viewer.id}`;
    const role: ChatSubject['role'] = viewer.kind === 'user' && inGroup(viewer.claims, 'moderator') ? 'moderator' : 'viewer';
    const { token, expiresAt } = tokens.issue(key, role);
    const { author, maxLength } = authors.authorFor({ key, role, exp: 0 });
    res.json({ token, author, maxLength, expiresAt } satisfies ChatCredentials);
  });

  router.post('/chat/:showId/join/v1', (req: Request, res: Response) => {
    const subject = subjectOr401(res, req.get('x-chat-token'));
    const show = subject && showOr404(res, req.params.showId);
    if (!subject || !show) return;
    const { author, maxLength } = authors.authorFor(subject, show);
    res.json({ maxLength, muted: chat.isMuted(show.id, author), viewerCount: hub.viewerCount(show.id) } satisfies ChatJoin);
  });

  router.post('/chat/:showId/message/v1', (req: Request, res: Response) => {
    const subject = subjectOr401(res, req.get('x-chat-token'));
    const show = subject && showOr404(res, req.params.showId);
    const accepted = subject && show && accept(res, subject, show, req.body?.text);
    if (!subject || !show || !accepted) return;
    const message: StoredMessage = {
      id: `m${now().toString(36)}${randomBytes(4).toString('hex')}`,
      text: accepted.text,
      sentAt: new Date(now()).toISOString(),
      editedAt: null,
      author: accepted.author,
      authorKey: subject.key,
    };
    chat.add(show.id, message);
    hub.broadcast(show.id, { type: 'message', message: withoutKey(message) });
    res.status(201).json(withoutKey(message));
  });

  router.put('/chat/:showId/message/:messageId/v1', (req: Request, res: Response) => {
    const subject = subjectOr401(res, req.get('x-chat-token'));
    const show = subject && showOr404(res, req.params.showId);
    if (!subject || !show) return;
    const message = chat.find(show.id, String(req.params.messageId));
    if (!message) return notFound(res, 'message');
    if (message.authorKey !== subject.key) return fail(res, 403, 'Only the author may edit a message', { code: 'NOT_AUTHOR' });
    const accepted = accept(res, subject, show, req.body?.text);
    if (!accepted) return;
    chat.edit(message, accepted.text, new Date(now()).toISOString());
    hub.broadcast(show.id, { type: 'update', message: withoutKey(message) });
    if (show.pinnedMessage?.id === message.id) {
      shows.update(show.id, { pinnedMessage: withoutKey(message) });
      hub.broadcast(show.id, { type: 'pinned', message: withoutKey(message) });
    }
    res.json(withoutKey(message));
  });

  // The token comes in the Authorization header only: an address lands in logs, history and Referer headers.
  router.get('/chat/:showId/events', (req: Request, res: Response) => {
    const subject = subjectOr401(res, bearer(req));
    const show = subject && showOr404(res, req.params.showId);
    if (!subject || !show) return;
    hub.connect(show.id, subject.key, res, { type: 'history', messages: chat.history(show.id).map(withoutKey) });
  });
  return router;
}
