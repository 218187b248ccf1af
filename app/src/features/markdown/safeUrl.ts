/** Schemes a rendered link or image may use (spec section 5); anything else is emptied. */
export const ALLOWED_URL_SCHEMES: readonly string[] = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];

// Named references an attacker can use to spell a scheme; numeric references are handled generically.
const NAMED_CHARACTER_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  period: '.',
  plus: '+',
  hyphen: '-',
  dash: '-',
};

// Control characters, spaces and invisible separators: URL parsers skip some of them inside a scheme.
/* eslint-disable no-control-regex -- matching control characters is the point */
const IGNORED_URL_CHARACTERS =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/g;
/* eslint-enable no-control-regex */

const CHARACTER_REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi;

function codePointText(codePoint: number): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '';
}

function decodeCharacterReferencesOnce(text: string): string {
  return text.replace(CHARACTER_REFERENCE, (reference, hex?: string, decimal?: string, name?: string) => {
    if (hex !== undefined) return codePointText(Number.parseInt(hex, 16));
    if (decimal !== undefined) return codePointText(Number.parseInt(decimal, 10));
    return NAMED_CHARACTER_REFERENCES[(name ?? '').toLowerCase()] ?? reference;
  });
}

/**
 * The text a browser could end up reading as the address: character references decoded until stable
 * (so `&amp;#106;` cannot hide a letter behind a second round), then every whitespace and control
 * character removed, because URL parsers drop tabs and newlines inside a scheme (`java\tscript:`).
 */
function normalisedUrl(url: string): string {
  let decoded = url;
  for (let round = 0; round < 5; round += 1) {
    const next = decodeCharacterReferencesOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded.replace(IGNORED_URL_CHARACTERS, '');
}

/** The lower-case scheme of an address, or null when it is relative (`/x`, `x/y`, `#a`, `?q`, `//host`). */
export function urlScheme(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(normalisedUrl(url));
  return match?.[1] ? match[1].toLowerCase() : null;
}

/**
 * The address itself when it is relative or uses an allowed scheme, otherwise the empty string.
 *
 * @example safeUrl('https://statradar.app') // 'https://statradar.app'
 * @example safeUrl('JaVa&#x09;ScRiPt:alert(1)') // ''
 */
export function safeUrl(url: string): string {
  const scheme = urlScheme(url);
  return scheme === null || ALLOWED_URL_SCHEMES.includes(scheme) ? url : '';
}

/** Whether the address is a web page on another site (http, https or protocol-relative `//host`). */
export function isExternalUrl(url: string): boolean {
  const scheme = urlScheme(url);
  return scheme === 'http' || scheme === 'https' || normalisedUrl(url).startsWith('//');
}
