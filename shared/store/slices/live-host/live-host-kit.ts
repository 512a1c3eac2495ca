import type { Caller } from '../../../api/live-shopping/host-client';
import type { Show } from '../../../api/live-shopping/live-types';
import { RoleError } from '../../../api/live-shopping/roles';
import { apiErrorsOf, HttpError, NetworkError } from '../../../http';
import type { MessageKey } from '../../../i18n';
import type { FieldErrors, LiveHostContext, LiveHostState } from './live-host-slice';

export type RunResult<T> = { ok: true; value: T } | { ok: false };

/** What the live host's action modules share. */
export interface LiveHostKit extends LiveHostContext {
  patch(p: Partial<LiveHostState>): void;
  /** Changes the show on the manage page. */
  managed(p: Partial<LiveHostState['managed']>): void;
  managedId(): string;
  /** Who is calling: the groups and ID token as the session has them now. */
  caller(): Promise<Caller>;
  /** Runs an action: busy while it runs; role, field and other failures become state. Never throws. */
  run<T>(name: string, action: (who: Caller) => Promise<T>, done?: MessageKey): Promise<RunResult<T>>;
  /** Puts a show the backend returned in place: on the manage page and in the host's list. */
  replaceShow(show: Show): void;
  /**
   * How many shows the host's own actions have put in place so far: a read of the show started before one of them
   * answers with the show as it was, and must not undo the change.
   */
  showChanges(): number;
}

/** The first message per field of a 422; nothing for any other failure. */
export const fieldErrorsOf = (error: unknown): FieldErrors => {
  const list = error instanceof HttpError && error.status === 422 ? apiErrorsOf(error) : [];
  const out: FieldErrors = {};
  for (const e of list) if (e.field && !(e.field in out)) out[e.field as keyof FieldErrors] = e.message ?? '';
  return out;
};

export function createLiveHostKit(kit: LiveHostContext): LiveHostKit {
  const { deps, set, get } = kit;
  const patch = (p: Partial<LiveHostState>) => set(p);
  const managed = (p: Partial<LiveHostState['managed']>) => patch({ managed: { ...get().liveHost.managed, ...p } });
  const caller = (): Promise<Caller> => get().me.caller();
  let changes = 0;
  return {
    ...kit,
    patch,
    managed,
    managedId: () => get().liveHost.managed.id,
    caller,
    async run(name, action, done) {
      patch({ busy: name, lastAction: name, error: null, roleError: null, fieldErrors: {}, notice: null });
      try {
        const value = await action(await caller());
        patch({ busy: null, notice: done ?? null });
        return { ok: true, value };
      } catch (error) {
        if (error instanceof RoleError) patch({ busy: null, roleError: error.message });
        else if (error instanceof HttpError && error.status === 422)
          patch({ busy: null, fieldErrors: fieldErrorsOf(error), error: 'live.host.errors.invalid' });
        else if (error instanceof HttpError && error.status === 403) patch({ busy: null, error: 'live.host.errors.forbidden' });
        else {
          if (!(error instanceof HttpError && error.status < 500)) deps.reportError(error, { where: `live:host:${name}` });
          patch({ busy: null, error: error instanceof NetworkError ? 'live.errors.offline' : 'live.errors.failed' });
        }
        return { ok: false };
      }
    },
    showChanges: () => changes,
    replaceShow(show) {
      changes++;
      if (get().liveHost.managed.id === show.id) managed({ show });
      const mine = get().liveHost.myShows;
      if (mine) patch({ myShows: mine.some((s) => s.id === show.id) ? mine.map((s) => (s.id === show.id ? show : s)) : [show, ...mine] });
    },
  };
}
