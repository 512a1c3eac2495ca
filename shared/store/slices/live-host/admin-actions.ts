import type { TestEmail } from '../../../api/live-shopping/live-types';
import { requireRole } from '../../../api/live-shopping/roles';
import { HttpError } from '../../../http';
import type { LiveHostKit } from './live-host-kit';

/** The admin tools: deleting a handle, and the emails' test sends. */
export interface AdminActions {
  deleteHandle(handle: string): Promise<boolean>;
  sendTestEmail(template: TestEmail, to: { title: string; email: string }): Promise<boolean>;
  sendShowTestEmail(showId: string, template: TestEmail): Promise<boolean>;
}

export function createAdminActions({ deps, run }: LiveHostKit): AdminActions {
  const { host: client, show: shows } = deps.live;

  return {
    async deleteHandle(handle) {
      return (
        await run(
          'delete-handle',
          async (who) => {
            requireRole(who.groups, 'admin');
            // The admin names the handle; the call needs its owner's id.
            const profile = await shows.profileByHandle(handle.trim()).catch((e: unknown) => {
              if (e instanceof HttpError && e.status === 404) return null;
              throw e;
            });
            if (!profile?.userId)
              throw new HttpError(new Response(null, { status: 422 }), { errors: [{ field: 'handle', message: 'No such handle' }] });
            await client.deleteHandle(who, profile.userId, handle);
          },
          'live.host.handleDeleted',
        )
      ).ok;
    },
    async sendTestEmail(template, to) {
      return (await run('test-email', (who) => client.sendTestEmail(who, template, to), 'live.host.emailSent')).ok;
    },
    async sendShowTestEmail(showId, template) {
      return (await run('show-test-email', (who) => client.sendShowTestEmail(who, showId, template), 'live.host.emailSent')).ok;
    },
  };
}
