import { titleWithSiteName } from '../../../app/src/features/head/pageHeadTags.ts';
import { pageHeadTags, withPageHead } from '../../../app/src/features/head/pageHeadTags.ts';
import type { FoundChart } from './charts';
import { escapeHtml } from '../../../app/src/features/head/escapeHtml.ts';

/**
 * A page with the settings the app reads at start (app/src/data/supabaseConfig.ts): its API is on
 * the page's own origin, with this server's public anon key.
 */
export function withServedSettings(html: string, anonKey: string): string {
  const settings =
    `<meta name="statradar:api" content="same-origin" />\n    ` +
    `<meta name="statradar:anon-key" content="${escapeHtml(anonKey)}" />`;
  return html.replace(/<head>/i, () => `<head>\n    ${settings}`);
}

/**
 * /chart/{id} of a cloud chart: its own title, description and preview tags in the HTML. Only a
 * public, approved chart names its card (og:image) and may be indexed: a link-shared chart's page
 * is reachable only through its id, and no page links its card (the default image is used).
 */
export function chartPageHead(shell: string, found: FoundChart, origin: string, path: string): string {
  const { metadata } = found.chart;
  const listed = found.visibility !== 'link';
  const tags = pageHeadTags(
    {
      title: titleWithSiteName(metadata.name || 'Radar Chart Generator'),
      description: metadata.description || `A radar chart comparing ${found.chart.data.length} data sets.`,
      canonicalPath: path,
      ...(listed ? { image: `/og/${encodeURIComponent(found.id)}.png` } : { robots: 'noindex' }),
    },
    origin,
    path,
  );
  return withPageHead(shell, tags);
}
