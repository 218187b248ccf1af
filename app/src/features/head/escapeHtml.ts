/**
 * Text made safe inside HTML: as element content or as a quoted attribute value (either quote).
 * One function for every page, tag and snippet the app and `pnpm serve` write as markup.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
