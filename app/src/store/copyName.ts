import { MAX_NAME_LENGTH } from 'statradar';

/** `text` cut to `length` UTF-16 units, never between the two halves of a character (an emoji). */
function cutTo(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * The name of a duplicate of a chart named `name`: "{name} (copy)", else "{name} (copy 2)", "(copy 3)",
 * ... the first no chart in `taken` has, so the chart list tells the copy from the original. A long
 * name is cut so the whole stays within the chart-name limit (MAX_NAME_LENGTH), suffix kept.
 */
export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const base = name.trim();
  for (let number = 1; ; number += 1) {
    const suffix = number === 1 ? '(copy)' : `(copy ${number})`;
    const kept = cutTo(base, MAX_NAME_LENGTH - suffix.length - 1).trimEnd();
    const candidate = kept === '' ? suffix : `${kept} ${suffix}`;
    if (!names.has(candidate)) return candidate;
  }
}
