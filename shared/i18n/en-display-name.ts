/**
 * The display-name check's messages (spec 2 §5: the display-name errors key with the lowercase result).
 * The account widget's onboarding and the show chat's display-name prompt both show them, so both register them.
 */
export const enDisplayNameErrors = {
  'livestream.errors.displayName.too_short': 'Use at least 2 characters.',
  'livestream.errors.displayName.too_long': 'Use 30 characters or fewer.',
  'livestream.errors.displayName.invalid_characters': 'Use letters, numbers, spaces, dots, dashes and underscores only.',
  'livestream.errors.displayName.profanity': "That name isn't allowed. Please choose another.",
  'livestream.errors.displayName.reserved': 'That name is reserved. Please choose another.',
  'livestream.errors.displayName.mixed_script':
    "Use letters from one alphabet only. Mixing alphabets can make a name look like someone else's.",
  'livestream.errors.displayName.confusable': "That name looks too much like someone else's. Please choose another.",
  'livestream.errors.displayName.unknown': "That name can't be used. Please choose another.",
} as const;
