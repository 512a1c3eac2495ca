import type { ChatAuthor } from '../../../api/live-shopping/live-types';
import type { LiveHostKit } from './live-host-kit';

/** A show's chat, moderated by its host or a moderator: pins and mutes. */
export interface ModerationActions {
  pinMessage(showId: string, messageId: string): Promise<void>;
  unpinMessage(showId: string): Promise<void>;
  muteAuthor(showId: string, author: ChatAuthor, mute: boolean): Promise<void>;
}

export function createModerationActions({ deps, run }: LiveHostKit): ModerationActions {
  const client = deps.live.host;

  return {
    async pinMessage(showId, messageId) {
      await run(`pin-${messageId}`, (who) => client.pinMessage(who, showId, messageId));
    },
    async unpinMessage(showId) {
      await run('unpin', (who) => client.unpinMessage(who, showId));
    },
    async muteAuthor(showId, author, mute) {
      const target = author.displayName ? { displayName: author.displayName } : author.handle ? { handle: author.handle } : null;
      if (!target) return;
      await run(
        `mute-${author.handle ?? `${author.displayName?.baseName}#${author.displayName?.sequenceId}`}`,
        (who) => (mute ? client.mute(who, showId, target) : client.unmute(who, showId, target)),
        mute ? 'live.host.muted' : 'live.host.unmuted',
      );
    },
  };
}
