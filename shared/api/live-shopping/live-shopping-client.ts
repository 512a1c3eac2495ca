import type { Http } from '../../http';
import { createChatClient, type ChatClient } from './chat-client';
import { createProfileClient, type ProfileClient } from './profile-client';
import { createShowClient, type ShowClient } from './show-client';

/** The live-shopping backend's one client, in three parts: shows, profiles, chat. */
export interface LiveShoppingClient {
  show: ShowClient;
  profile: ProfileClient;
  chat: ChatClient;
}

export function createLiveShoppingClient(http: Http, baseUrl: string): LiveShoppingClient {
  return { show: createShowClient(http, baseUrl), profile: createProfileClient(http, baseUrl), chat: createChatClient(http, baseUrl) };
}
