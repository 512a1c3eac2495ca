import type { RemoteField, RemoteFieldState } from '../../account/remote-field';
import { HttpError } from '../../http';
import { registerMessages, type MessageKey } from '../../i18n';
import { loadOnce } from '../../lazy-client';
import { StorageKeys } from '../../storage-keys';
import { defineSlice } from '../define-slice';
import { liveChatSlice } from './live-chat-slice';
import { meSlice } from './me-slice';

/** Spec 2 §9: a display name is at most 30 characters. */
export const DISPLAY_NAME_MAX = 30;

/**
 * Spec 2 §2: a signed-in viewer without a display name is asked for one (or to make one later) before their
 * first chat message. What they typed stays in the chat's draft all along, and goes once they have chosen.
 * "Later" holds for the session (spec 2 §4), as onboarding's does.
 */
export interface ChatNameState {
  /** asking: the prompt shows; saving: the name is on its way. */
  status: 'idle' | 'asking' | 'saving';
  field: RemoteFieldState<MessageKey>;
  canSave: boolean;
  error: { key: MessageKey; vars: Record<string, string> } | null;
}

export interface ChatNameSlice extends ChatNameState {
  /** Sends the draft, unless the viewer must first choose a display name: then the prompt shows and the draft waits. */
  send(): Promise<boolean>;
  input(value: string): void;
  /** Saves the name (checked VALID), then sends the waiting message. */
  save(): Promise<boolean>;
  /** "Make one later" (for this session), then sends the waiting message as a guest. */
  later(): Promise<boolean>;
}

const requires = [meSlice, liveChatSlice] as const;

const EMPTY_FIELD: RemoteFieldState<MessageKey> = { value: '', validity: 'UNCHANGED', message: null, saved: false };

/**
 * The check's messages: downloaded with the first check, not by every watch page (the bench's bytes.watch goal). A failed
 * download fails that check, and the field says it is checking and tries again (remote-field.ts), as for any
 * check that could not be made.
 */
const nameErrorTexts = loadOnce(() => import('../../i18n/en-display-name').then((m) => registerMessages('en', m.enDisplayNameErrors)));
/** The live-checked field and its checks, downloaded when a viewer is first asked for a name, for the same reason. */
const nameFieldCode = loadOnce(() => Promise.all([import('../../account/remote-field'), import('../../account/name-checks')]));

export const chatNameSlice = defineSlice<ChatNameSlice>()({
  key: 'chatName',
  requires,
  create: ({ deps, get, set }) => {
    const profiles = deps.live.profile;
    let field: RemoteField | null = null;
    const close = () => {
      field?.dispose();
      field = null;
      set({ status: 'idle', field: EMPTY_FIELD, canSave: false, error: null });
    };
    // Someone else signed in, or nobody: the question was for the previous person.
    get().me.onSignInChange(close);

    /** Whether the viewer must choose first: signed in, no display name, and not "later" this session. */
    async function mustChoose(): Promise<boolean> {
      await get().me.load();
      const { me } = get();
      if (me.status !== 'signed-in' || deps.sessionStorage.get(StorageKeys.skipDisplayName) === 'true') return false;
      if (me.profile) return !me.profile.displayName;
      try {
        const profile = await me.loadProfile();
        return !!profile && !profile.displayName;
      } catch (error) {
        // The chat goes on without the question (as a guest); the failure is ours to look at.
        deps.reportError(error, { where: 'live:chat-name-profile' });
        return false;
      }
    }

    return {
      status: 'idle',
      field: EMPTY_FIELD,
      canSave: false,
      error: null,

      async send() {
        if (get().chatName.status !== 'idle') return false;
        if (!(await mustChoose())) return get().liveChat.send();
        let code: Awaited<ReturnType<typeof nameFieldCode>>;
        try {
          code = await nameFieldCode();
        } catch (error) {
          // As when the profile cannot be read: the chat goes on without the question; the failure is ours to look at.
          deps.reportError(error, { where: 'live:chat-name-code' });
          return get().liveChat.send();
        }
        const [{ createRemoteField }, { displayNameProblem }] = code;
        if (get().chatName.status !== 'idle') return false;
        field?.dispose();
        field = createRemoteField<MessageKey>({
          initial: '',
          check: async (v) => {
            await nameErrorTexts();
            return displayNameProblem(profiles, v);
          },
          onChange: (state) => set({ field: state, canSave: field?.canSave() ?? false }),
        });
        set({ status: 'asking', field: EMPTY_FIELD, canSave: false, error: null });
        return false;
      },

      input(value) {
        field?.input(value);
      },

      async save() {
        const { chatName, me } = get();
        if (!field?.canSave() || chatName.status !== 'asking') return false;
        const value = chatName.field.value.trim();
        set({ status: 'saving', error: null });
        try {
          const token = await me.idToken();
          if (!token) throw new Error('Signed out before the display name was saved');
          const profile = await profiles.setDisplayName(value, token);
          // Spec 2 §5: it worked only if the returned base name is the one asked for.
          if (!profile.displayName || profile.displayName.baseName !== value) throw new Error('Display name not set');
          get().me.setProfile(profile);
          get().liveChat.renamed(profile.displayName);
        } catch (error) {
          // Spec 2 §8: the response's status text when there is one, otherwise a plain failure; the name stays typed.
          deps.reportError(error, { where: 'live:chat-name-save' });
          const reason = error instanceof HttpError ? error.response.statusText : '';
          set({ status: 'asking', error: { key: 'live.chat.name.saveFailed', vars: { reason } } });
          return false;
        }
        close();
        return get().liveChat.send();
      },

      async later() {
        deps.sessionStorage.set(StorageKeys.skipDisplayName, 'true');
        close();
        return get().liveChat.send();
      },
    };
  },
});
