/**
 * `text` cut to at most `max` UTF-16 units, never through a character: a surrogate pair (an emoji,
 * say) that the limit splits is left out whole. Half of one is no character: it showed as "�",
 * and a database refuses it in JSON (a cloud backup failed with "invalid input syntax for type json").
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
