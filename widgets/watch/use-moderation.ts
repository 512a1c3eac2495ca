import { useEffect, useState } from 'react';
import type { ChatModeration } from '../../shared/live-ui/ShowChat';
import type { MountContext } from '../../shared/widget-contract';

let installed: Promise<void> | null = null;

/**
 * The chat's moderation tools for a moderator or the show's owner, once the host's slice is installed: it comes in
 * a chunk of its own, so a viewer's watch page never downloads it. Until then (and if it fails to load, which
 * is reported) the chat works without the tools.
 */
export function useModeration(ctx: MountContext, wanted: ChatModeration | undefined): ChatModeration | undefined {
  const [ready, setReady] = useState(false);
  const want = !!wanted;
  useEffect(() => {
    if (!want) return;
    let live = true;
    installed ??= import('./watch-moderation').then((m) => m.installModeration(ctx));
    installed.then(
      () => live && setReady(true),
      (error: unknown) => {
        installed = null;
        ctx.reportError(error, { where: 'watch.moderation' });
      },
    );
    return () => void (live = false);
  }, [want, ctx]);
  return ready ? wanted : undefined;
}
