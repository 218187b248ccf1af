/**
 * The spec's display-name rule: a leading @ (added when missing), then only letters, digits and
 * ! # $ % & . _ — the same rule the database checks (user_data_display_name_allowed_characters),
 * including its length of 1 to 63 characters after the @.
 */

const ALLOWED_CHARACTER = /[A-Za-z0-9!#$%&._]/;
export const DISPLAY_NAME_MAX_LENGTH = 63;

export type DisplayNameResult = { ok: true; value: string } | { ok: false; message: string };

/** Validates what the user typed; on success `value` is the name to save (with its leading @). */
export function validateDisplayName(input: string): DisplayNameResult {
  const trimmed = input.trim();
  const body = trimmed.startsWith('@') ? trimmed.slice(1) : trimmed;
  // Iterate by code point so an emoji is reported as one character, not two halves.
  const offending = [...new Set([...body].filter((character) => !ALLOWED_CHARACTER.test(character)))];
  if (offending.length > 0) return { ok: false, message: `Characters not allowed: ${offending.join('')}` };
  if (body.length === 0) return { ok: false, message: 'Enter a display name after the @.' };
  if (body.length > DISPLAY_NAME_MAX_LENGTH) {
    return {
      ok: false,
      message: `Display names can have at most ${DISPLAY_NAME_MAX_LENGTH} characters after the @.`,
    };
  }
  return { ok: true, value: `@${body}` };
}
