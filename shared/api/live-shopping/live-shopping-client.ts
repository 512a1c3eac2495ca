import type { Http } from '../../http';
import { createChatClient, type ChatClient } from './chat-client';
import { createHostClient, type HostClient } from './host-client';
import { createProfileClient, type ProfileClient } from './profile-client';
import { createShowClient, type ShowClient } from './show-client';

/** The live-shopping backend's one client, in parts: shows, profiles, chat, and the host, moderator and admin calls. */
export interface LiveShoppingClient {
  show: ShowClient;
  profile: ProfileClient;
  chat: ChatClient;
  host: HostClient;
}

export function createLiveShoppingClient(http: Http, baseUrl: string): LiveShoppingClient {
  return { show: createShowClient(http, baseUrl), profile: createProfileClient(http, baseUrl), chat: createChatClient(http, baseUrl), host: createHostClient(http, baseUrl) };
}
