import { registerMessages } from '../../shared/i18n';
import { enHost } from '../../shared/i18n/en-host';
import { getAppDeps, getAppStore } from '../../shared/store/app-store';
import { installSlices } from '../../shared/store/install-slices';
import { liveHostSlice } from '../../shared/store/slices/live-host/live-host-slice';
import type { MountContext } from '../../shared/widget-contract';

/** What a moderator or the show's owner needs on the watch page: the host's slice and its texts. */
export function installModeration(ctx: MountContext): void {
  registerMessages('en', enHost);
  installSlices(getAppStore(ctx), getAppDeps(ctx), [liveHostSlice]);
}
