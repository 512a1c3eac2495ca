import type { Http } from '../../http';
import type {
  ActiveStreamStatus,
  ActiveVariantRequest,
  DebugPurchaseRequest,
  DisplayName,
  FeaturedLinkRequest,
  Profile,
  Show,
  ShowDraft,
  ShowPatch,
  ShowStats,
  StreamKey,
  TestEmail,
} from './live-types';
import { requireRole } from './roles';

/**
 * The live-shopping backend's calls for hosts, moderators and admins (spec 2
 * §7), each behind the client-side role check of spec 2 §6. `who` is the
 * signed-in user's groups and ID token, asked for on every call so a
 * refreshed token is always used.
 */
export interface Caller {
  groups: readonly string[];
  idToken: string;
}

export interface HostClient {
  createShow(who: Caller, draft: ShowDraft): Promise<Show>;
  /**
   * The form's live remote checks, which change nothing: `POST /show/validate/v1` for a new show,
   * `POST /show/{id}/validate/v1` for an edit (our additions, see live-types.ts); throws the 422.
   */
  checkShow(who: Caller, draft: Partial<ShowDraft>, showId?: string): Promise<void>;
  updateShow(who: Caller, id: string, patch: ShowPatch): Promise<Show>;
  cancelShow(who: Caller, id: string): Promise<Show>;
  endShow(who: Caller, id: string): Promise<Show>;
  stats(who: Caller, id: string): Promise<ShowStats>;
  streamKey(who: Caller): Promise<StreamKey>;
  resetStreamKey(who: Caller): Promise<StreamKey>;
  activeStreamStatus(who: Caller): Promise<ActiveStreamStatus>;
  setActiveVariant(who: Caller, id: string, request: ActiveVariantRequest): Promise<Show>;
  setFeaturedLink(who: Caller, id: string, link: FeaturedLinkRequest): Promise<Show>;
  clearFeaturedItem(who: Caller, id: string): Promise<Show>;
  debugPurchase(who: Caller, id: string, buyer: DisplayName, request: DebugPurchaseRequest): Promise<void>;
  setBio(who: Caller, bio: string): Promise<Profile | undefined>;
  /** The bio's live check, `POST /profile/me/bio/validate/v1` (our addition); throws the 422. */
  checkBio(who: Caller, bio: string): Promise<void>;
  /** Moderators and the show's owner. */
  pinMessage(who: Caller, id: string, messageId: string): Promise<void>;
  unpinMessage(who: Caller, id: string): Promise<void>;
  mute(who: Caller, id: string, target: { displayName: DisplayName } | { handle: string }): Promise<void>;
  unmute(who: Caller, id: string, target: { displayName: DisplayName } | { handle: string }): Promise<void>;
  deleteHandle(who: Caller, userId: string, handle: string): Promise<void>;
  sendTestEmail(who: Caller, template: TestEmail, to: { title: string; email: string }): Promise<void>;
  sendShowTestEmail(who: Caller, id: string, template: TestEmail): Promise<void>;
}

export function createHostClient(http: Http, baseUrl: string): HostClient {
  const base = baseUrl.replace(/\/$/, '');
  const show = (id: string) => `${base}/show/${encodeURIComponent(id)}`;
  const chat = (id: string) => `${base}/chat/${encodeURIComponent(id)}`;
  const e = encodeURIComponent;
  const muteUrl = (id: string, target: { displayName: DisplayName } | { handle: string }) =>
    'handle' in target
      ? `${chat(id)}/mute/byHandle/${e(target.handle)}/v1`
      : `${chat(id)}/mute/byDisplayName/${e(target.displayName.baseName)}/${target.displayName.sequenceId}/v1`;
  /** Runs the call only for a caller in the group (spec 2 §6). */
  const as =
    (role: 'influencer' | 'moderator' | 'admin') =>
    <T>(who: Caller, call: (idToken: string) => Promise<T>): Promise<T> => {
      try {
        requireRole(who.groups, role);
      } catch (error) {
        return Promise.reject(error);
      }
      return call(who.idToken);
    };
  const host = as('influencer');
  const moderator = as('moderator');
  const admin = as('admin');
  // Pinning is for moderators and the show's owner (an influencer); the backend decides ownership.
  const pinner = <T>(who: Caller, call: (idToken: string) => Promise<T>) =>
    who.groups.includes('influencer') ? host(who, call) : moderator(who, call);
  return {
    createShow: (who, draft) => host(who, (idToken) => http<Show>(`${base}/show/v1`, { method: 'POST', json: draft, idToken })),
    checkShow: (who, draft, showId) =>
      host(who, async (idToken) => {
        await http(showId ? `${show(showId)}/validate/v1` : `${base}/show/validate/v1`, { method: 'POST', json: draft, idToken });
      }),
    updateShow: (who, id, patch) => host(who, (idToken) => http<Show>(`${show(id)}/v1`, { method: 'PATCH', json: patch, idToken })),
    cancelShow: (who, id) => host(who, (idToken) => http<Show>(`${show(id)}/cancel/v1`, { method: 'POST', idToken })),
    endShow: (who, id) => host(who, (idToken) => http<Show>(`${show(id)}/end/v1`, { method: 'POST', idToken })),
    stats: (who, id) => host(who, (idToken) => http<ShowStats>(`${show(id)}/stats/v1`, { idToken })),
    streamKey: (who) => host(who, (idToken) => http<StreamKey>(`${base}/profile/me/streamKey/v1`, { idToken })),
    resetStreamKey: (who) => host(who, (idToken) => http<StreamKey>(`${base}/profile/me/streamKey/v1`, { method: 'DELETE', idToken })),
    activeStreamStatus: (who) => host(who, (idToken) => http<ActiveStreamStatus>(`${base}/profile/me/activeStreamStatus/v1`, { idToken })),
    setActiveVariant: (who, id, request) =>
      host(who, (idToken) => http<Show>(`${show(id)}/activeVariant/v1`, { method: 'POST', json: request, idToken })),
    setFeaturedLink: (who, id, link) =>
      host(who, (idToken) => http<Show>(`${show(id)}/featuredLink/v1`, { method: 'POST', json: link, idToken })),
    clearFeaturedItem: (who, id) => host(who, (idToken) => http<Show>(`${show(id)}/featuredItem/v1`, { method: 'DELETE', idToken })),
    debugPurchase: (who, id, buyer, request) =>
      host(who, async (idToken) => {
        await http(`${show(id)}/purchase/byDisplayName/${e(buyer.baseName)}/${buyer.sequenceId}/v1`, {
          method: 'POST',
          json: request,
          idToken,
        });
      }),
    setBio: (who, bio) =>
      host(who, (idToken) => http<Profile | undefined>(`${base}/profile/me/bio/v1`, { method: 'POST', json: { bio }, idToken })),
    checkBio: (who, bio) =>
      host(who, async (idToken) => {
        await http(`${base}/profile/me/bio/validate/v1`, { method: 'POST', json: { bio }, idToken });
      }),
    pinMessage: (who, id, messageId) =>
      pinner(who, async (idToken) => {
        await http(`${chat(id)}/pinned`, { method: 'POST', json: { messageId }, idToken });
      }),
    unpinMessage: (who, id) =>
      pinner(who, async (idToken) => {
        await http(`${chat(id)}/pinned`, { method: 'DELETE', idToken });
      }),
    mute: (who, id, target) =>
      moderator(who, async (idToken) => {
        await http(muteUrl(id, target), { method: 'POST', idToken });
      }),
    unmute: (who, id, target) =>
      moderator(who, async (idToken) => {
        await http(muteUrl(id, target), { method: 'DELETE', idToken });
      }),
    deleteHandle: (who, userId, handle) =>
      admin(who, async (idToken) => {
        await http(`${base}/profile/byUserId/${e(userId)}/handle/${e(handle)}/v1`, { method: 'DELETE', idToken });
      }),
    sendTestEmail: (who, template, to) =>
      admin(who, async (idToken) => {
        await http(`${base}/show/testEmail/${e(template)}/v1?title=${e(to.title)}&email=${e(to.email)}`, { method: 'POST', idToken });
      }),
    sendShowTestEmail: (who, id, template) =>
      admin(who, async (idToken) => {
        await http(`${show(id)}/testEmail/${e(template)}/v1`, { method: 'POST', idToken });
      }),
  };
}
