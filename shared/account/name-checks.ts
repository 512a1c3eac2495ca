import type { ProfileClient } from '../api/live-shopping/profile-client';
import type { MessageKey } from '../i18n';

/**
 * Spec 2 §5's server checks of a display name and a handle, as messages: null
 * when the name may be used, else the text key to show. Onboarding, the
 * change links and the chat's display-name prompt all check the same way.
 */
const DISPLAY_NAME_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'profanity', 'reserved', 'mixed_script', 'confusable'].map(
  (r) => `livestream.errors.displayName.${r}`,
);
const HANDLE_ERRORS = ['too_short', 'too_long', 'invalid_characters', 'reserved', 'confusable'].map((r) => `livestream.errors.handle.${r}`);

/** The message under the errors key with the lowercase result; a result we have no text for gets the generic one. */
const known = (prefix: string, result: string, keys: readonly string[]) => {
  const key = `${prefix}.${result.toLowerCase()}`;
  return (keys.includes(key) ? key : `${prefix}.unknown`) as MessageKey;
};

/** VALID means ok; otherwise the display-name errors key with the lowercase result. Throws when no check could be made. */
export async function displayNameProblem(profiles: Pick<ProfileClient, 'validateDisplayName'>, value: string): Promise<MessageKey | null> {
  const { result } = await profiles.validateDisplayName(value.trim());
  return result === 'VALID' ? null : known('livestream.errors.displayName', result, DISPLAY_NAME_ERRORS);
}

/** VALID and available means ok; VALID but taken is not_available; else the handle errors key with the lowercase result. */
export async function handleProblem(
  profiles: Pick<ProfileClient, 'validateHandle'>,
  value: string,
  idToken: string,
): Promise<MessageKey | null> {
  const { result, available } = await profiles.validateHandle(value.trim(), idToken);
  if (result === 'VALID') return available ? null : 'livestream.errors.handle.not_available';
  return known('livestream.errors.handle', result, HANDLE_ERRORS);
}
