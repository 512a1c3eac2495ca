import type { ChatClient } from './chat-client';
import type { HostClient } from './host-client';
import type { ProfileClient } from './profile-client';
import type { ShowClient } from './show-client';

/**
 * The live-shopping backend's one client, in parts: shows, profiles, chat, and the host, moderator and admin
 * calls. Each part loads on its first call (store/browser-deps.ts), so a page downloads only the parts it uses.
 */
export interface LiveShoppingClient {
  show: ShowClient;
  profile: ProfileClient;
  chat: ChatClient;
  host: HostClient;
}
