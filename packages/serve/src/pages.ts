import { createHash } from 'node:crypto';

import { chartName, type Chart } from 'statradar';
import { chartToSvg } from 'statradar/svg';

import {
  chartPageDescription,
  pageHeadTags,
  withPageHead,
} from '../../../app/src/features/head/pageHeadTags.ts';
import type { FoundChart } from './charts';
import { escapeHtml } from '../../../app/src/features/head/escapeHtml.ts';
import { NOT_FOUND_PAGES, type NotFoundKind } from '../../../app/src/routes/notFoundPages.ts';

/**
 * A page with the settings the app reads at start (app/src/data/supabaseConfig.ts and
 * usePageHead.ts): its API is on the page's own origin, with this server's public anon key, and,
 * when the server was given one, the site's public URL for canonical links and Open Graph tags.
 */
export function withServedSettings(html: string, anonKey: string, siteUrl?: string): string {
  const settings =
    `<meta name="statradar:api" content="same-origin" />\n    ` +
    `<meta name="statradar:anon-key" content="${escapeHtml(anonKey)}" />` +
    (siteUrl ? `\n    <meta name="statradar:site" content="${escapeHtml(siteUrl)}" />` : '');
  return html.replace(/<head>/i, () => `<head>\n    ${settings}`);
}

/**
 * The site URL a build's prerendered pages were written for (VITE_SITE_URL at build time), read
 * from the canonical link of its prerendered home page; null without one.
 */
export function buildSiteUrl(prerenderedHome: string | undefined): string | null {
  const href = prerenderedHome && /<link rel="canonical" href="([^"]+)"/.exec(prerenderedHome)?.[1];
  if (!href) return null;
  try {
    return new URL(href.replaceAll('&amp;', '&')).origin;
  } catch {
    return null;
  }
}

/**
 * A prerendered page moved from the site its build was written for to `siteUrl` (the server's
 * SITE_URL): its canonical link, Open Graph and Twitter URLs then name the host that serves it.
 */
export function onSite(html: string, builtFor: string | null, siteUrl: string | undefined): string {
  if (!builtFor || !siteUrl || builtFor === siteUrl) return html;
  return html.replaceAll(`"${builtFor}/`, `"${siteUrl}/`).replaceAll(`"${builtFor}"`, `"${siteUrl}"`);
}

/** The path of a chart's page, by its one canonical spelling of the id. */
export function chartPath(found: FoundChart): string {
  return `/chart/${encodeURIComponent(found.id)}`;
}

/**
 * The address of a chart's link-preview card, with its version in the query: Facebook, X, Slack,
 * Discord and LinkedIn keep a preview image by its URL for days or weeks whatever its headers say,
 * so a chart edited and shared again showed its old card; a new version is a new URL. The server
 * draws a card by the id alone (the query is only for those caches).
 */
export function chartCardPath(found: FoundChart): string {
  const version = createHash('sha256').update(found.version).digest('base64url').slice(0, 12);
  return `/og/${encodeURIComponent(found.id)}.png?v=${version}`;
}

/**
 * A chart page with its oEmbed discovery link (https://oembed.com/#section4), so that sites a
 * link to it is pasted into find the embed: the chart page at `origin`, named by its title.
 */
export function withOembedDiscovery(html: string, found: FoundChart, origin: string): string {
  const query = `url=${encodeURIComponent(`${origin}${chartPath(found)}`)}&format=json`;
  const link =
    `<link rel="alternate" type="application/json+oembed" ` +
    `href="${escapeHtml(`${origin}/oembed?${query}`)}" title="${escapeHtml(chartName(found.chart))}" />`;
  return html.replace('</head>', () => `  ${link}\n  </head>`);
}

/**
 * /chart/{id} of a cloud chart: its own title, description and preview tags in the HTML, every URL
 * by the chart's canonical id. Only a public, approved chart names its card (og:image) and may be
 * indexed: a link-shared chart's page is reachable only through its id, and no page links its card
 * (the default image is used).
 */
export function chartPageHead(shell: string, found: FoundChart, origin: string): string {
  const { metadata } = found.chart;
  const listed = found.visibility !== 'link';
  const path = chartPath(found);
  const tags = pageHeadTags(
    {
      title: chartName(found.chart),
      description: chartPageDescription(metadata.description, found.chart.data.length),
      canonicalPath: path,
      ...(listed ? { image: chartCardPath(found) } : { robots: 'noindex' }),
    },
    origin,
    path,
  );
  return withOembedDiscovery(withPageHead(shell, tags), found, origin);
}

/**
 * /embed/{id}: the chart's name as the frame's title before any script runs, as the app titles it
 * (the generic site title said nothing about the chart to a screen reader meeting a frame without
 * a title of its own, nor to a link preview of the embed's address). Never indexed; its canonical
 * page is the chart's, and it names no card, as a link-shared chart's page names none. Its no-script
 * part is `noScriptSvg` (see {@link embedNoScriptSvg}) and the credit link; null keeps the shell's
 * text (the server had no time to draw it).
 */
export function embedPageHead(
  shell: string,
  found: FoundChart,
  origin: string,
  noScriptSvg: string | null,
): string {
  const tags = pageHeadTags(
    { title: chartName(found.chart), robots: 'noindex', canonicalPath: chartPath(found) },
    origin,
    `/embed/${encodeURIComponent(found.id)}`,
  );
  const page = withPageHead(shell, tags);
  if (noScriptSvg === null) return page;
  const chartPage = escapeHtml(`${origin}${chartPath(found)}`);
  return page.replace(
    /<noscript>[\s\S]*?<\/noscript>/,
    () =>
      `<noscript>${noScriptSvg}<p class="embed-credit"><a href="${chartPage}" target="_blank" rel="noopener">Made with StatRadar</a></p></noscript>`,
  );
}

/**
 * What a frame that may not run scripts (a sandbox without allow-scripts, as some sites frame
 * third-party content) shows instead of the shell's "needs JavaScript" text: the chart as an SVG,
 * drawn as its page opens it, with its legend (and, in {@link embedPageHead}, the credit link).
 * Inside <noscript>, so a frame that runs the app never lays it out.
 */
export function embedNoScriptSvg(chart: Chart): string {
  return chartToSvg(chart, { width: 600, legend: true, recentSelection: [0] }).replace(
    '<svg ',
    '<svg style="display:block;max-width:100%;height:auto;margin:0 auto" ',
  );
}

/**
 * The app's page as a 404 answer of `kind`: the title, a noindex rule and the "not found" text the
 * app shows, readable before (and without) any script; the app then renders the same page.
 */
export function notFoundPage(shell: string, kind: NotFoundKind): string {
  const { title, heading, text } = NOT_FOUND_PAGES[kind];
  const home =
    kind === 'article' ? '<a href="/blog">All articles</a>' : '<a href="/">Go to the home page</a>';
  return shell
    .replace(
      /<title>[^<]*<\/title>/i,
      () => `<title>${escapeHtml(title)}</title>\n    <meta name="robots" content="noindex" />`,
    )
    .replace(
      /<div id="root"><\/div>/,
      () =>
        `<div id="root"><main class="page"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><p>${home}</p></main></div>`,
    );
}
