/**
 * Spec 2 §9: a chat message is at most 140 characters, or 280 for moderators
 * and the show's owner. Characters are counted as people see them (code
 * points), so an emoji counts once; the backend counts the same way.
 */
export const CHAT_MAX = 140;
export const CHAT_MAX_PRIVILEGED = 280;

export function chatLength(text: string): number {
  return [...text.trim()].length;
}
