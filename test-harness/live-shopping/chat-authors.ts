import type { ChatAuthor } from '../../shared/api/live-shopping/live-types';
import type { ChatStore } from './chat-store';
import type { ChatSubject } from './chat-token';
import type { ProfileStore } from './profile-store';
import type { StoredShow } from './show-store';

/**
 * Who a chat token speaks as (spec 2 §6): a signed-in user as their profile
 * (display name, influencer handle), a guest as Guest #n; 'host' in the show
 * they own, 'moderator' from the moderator group. Hosts and moderators may
 * write 280 characters, everyone else 140.
 */
export const VIEWER_MAX = 140;
export const STAFF_MAX = 280;

export function chatAuthors(profiles: ProfileStore, chat: ChatStore) {
  const profileOf = (subject: ChatSubject) => (subject.key.startsWith('u:') ? profiles.byId(subject.key.slice(2)) : undefined);
  return {
    /** The author a message would carry; `show` decides whether they are its host. */
    authorFor(subject: ChatSubject, show?: StoredShow): { author: ChatAuthor; maxLength: number } {
      const profile = profileOf(subject);
      const handle = profile?.influencer?.handle ?? null;
      // A user who has not picked a display name yet chats as a guest, like an anonymous viewer.
      const displayName = profile?.displayName ?? { baseName: 'Guest', sequenceId: chat.guestNumber(subject.key) };
      const role = show && handle && handle.toLowerCase() === show.handle.toLowerCase() ? 'host' : subject.role;
      return { author: { displayName, handle, role }, maxLength: role === 'viewer' ? VIEWER_MAX : STAFF_MAX };
    },
  };
}
export type ChatAuthors = ReturnType<typeof chatAuthors>;
