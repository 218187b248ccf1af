/**
 * Advance widths of the printable ASCII characters (space to "~") in hundredths of an em, measured
 * from DejaVu Sans and rounded up. DejaVu Sans is wider than Arial, Helvetica and most system sans
 * fonts, so text measured with this table fits when drawn in any of them.
 */
const ASCII_ADVANCES =
  ':CHnZzh6BBLn:?:<ZZZZZZZZZZ<<nnnP~__`hZThf88\\RqeiWi`ZXd_}_X_B<BnLLXZQZX>ZZ66T6|ZXZZDOBZVlVVOZ<Zn';
/** ASCII_ADVANCES stores each width plus this offset as one character, to keep the bundle small. */
const ADVANCE_OFFSET = 26;

/**
 * Hundredths of an em to em, with 4% extra on every measurement so that renderers with slightly
 * different fonts never overflow.
 */
const SAFETY_FACTOR = 1.04 / 100;

function characterAdvance(codePoint: number): number {
  if (codePoint >= 32 && codePoint < 127) return ASCII_ADVANCES.charCodeAt(codePoint - 32) - ADVANCE_OFFSET;
  // Combining marks draw over the previous character.
  if (codePoint >= 0x300 && codePoint < 0x370) return 0;
  // CJK, Hangul, full-width forms: square glyphs.
  if (codePoint >= 0x2e80 && codePoint < 0xffa0) return 100;
  // Emoji and other astral symbols are usually drawn wider than an em.
  if (codePoint >= 0x1f000) return 125;
  // Accented Latin, Greek, Cyrillic and the rest: as wide as a wide lower-case letter.
  return 80;
}

/**
 * The width of one line of text in view-box units at the given font size, from a built-in table
 * of DejaVu Sans's per-character advances instead of a font engine, so that the SVG, Konva
 * and Node outputs lay labels out identically on every machine. Slightly conservative.
 * @example textWidth('W', 10) // 10.296 (0.99 em plus the safety margin)
 */
export function textWidth(text: string, fontSize: number): number {
  let hundredths = 0;
  for (const character of text) hundredths += characterAdvance(character.codePointAt(0)!);
  return hundredths * fontSize * SAFETY_FACTOR;
}
