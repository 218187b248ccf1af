/**
 * The spec's display-name rule: a leading @ (added when missing), then only letters, digits and
 * ! # $ % & . _ — the same rule the database checks (user_data_display_name_allowed_characters),
 * including its length of 1 to 63 characters after the @.
 */

const ALLOWED_CHARACTER = /[A-Za-z0-9!#$%&._]/;
export const DISPLAY_NAME_MAX_LENGTH = 63;

/** Characters that would be invisible (or ambiguous) in the error message, named instead. */
const CHARACTER_NAMES: Record<string, string> = {
  ' ': 'space',
  '\t': 'tab',
  '\n': 'line break',
  '\r': 'line break',
  '\u00a0': 'non-breaking space',
};

function isInvisible(character: string): boolean {
  return /^[\p{White_Space}\p{Cc}\p{Cf}]$/u.test(character);
}

function characterName(character: string): string {
  const named = CHARACTER_NAMES[character];
  if (named) return named;
  const code = character.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The spec's "{chars}": the distinct offending characters. Visible ones are listed together as typed
 * ("@*"); invisible ones (space, tab, zero-width ...) are named, since a bare space reads as nothing.
 */
export function describeOffendingCharacters(offending: readonly string[]): string {
  const parts: string[] = [];
  let visible: string | null = null;
  for (const character of offending) {
    if (isInvisible(character)) {
      parts.push(characterName(character));
    } else if (visible === null) {
      visible = character;
      parts.push(visible);
    } else {
      const at = parts.indexOf(visible);
      visible += character;
      parts[at] = visible;
    }
  }
  return [...new Set(parts)].join(', ');
}

export type DisplayNameResult = { ok: true; value: string } | { ok: false; message: string };

/** Validates what the user typed; on success `value` is the name to save (with its leading @). */
export function validateDisplayName(input: string): DisplayNameResult {
  const trimmed = input.trim();
  const body = trimmed.startsWith('@') ? trimmed.slice(1) : trimmed;
  // Iterate by code point so an emoji is reported as one character, not two halves.
  const offending = [...new Set([...body].filter((character) => !ALLOWED_CHARACTER.test(character)))];
  if (offending.length > 0) {
    return { ok: false, message: `Characters not allowed: ${describeOffendingCharacters(offending)}` };
  }
  if (body.length === 0) return { ok: false, message: 'Enter a display name after the @.' };
  if (body.length > DISPLAY_NAME_MAX_LENGTH) {
    return {
      ok: false,
      message: `Display names can have at most ${DISPLAY_NAME_MAX_LENGTH} characters after the @.`,
    };
  }
  return { ok: true, value: `@${body}` };
}
