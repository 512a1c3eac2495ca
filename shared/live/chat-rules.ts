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

/**
 * Characters that show nothing: spaces and line breaks of every kind, control
 * and format characters (zero-width spaces and joiners, bidi marks, embeddings,
 * overrides and isolates, the BOM, tag characters), and every other
 * default-ignorable code point (variation selectors, Hangul fillers, the
 * combining grapheme joiner...), plus the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Whether a message has anything to read. One made only of invisible
 * characters is empty: the client does not send it and the server refuses it
 * (EMPTY), as it does a blank one.
 */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * Text from someone else set inside a sentence of ours (a buyer's name in
 * "Ana just bought…"): first-strong isolated, so an RTL name or an override in
 * it cannot reorder the rest of the line. In markup, <bdi> does the same.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}

/**
 * Pins and mutes report under the chat; every other host action reports on its own panel. Here, with the chat's
 * rules, so a viewer's chat asks it without the host's moderation code.
 */
export function isModerationAction(action: string | null): boolean {
  return /^(pin|unpin|mute)/.test(action ?? '');
}
