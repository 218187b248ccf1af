import { useEffect, useLayoutEffect, useState } from 'react';
import { chartName, type Chart } from 'statradar';

import { chartLinkErrorMessage } from '../data/networkErrors';
import { EmbedChart } from '../features/embed';
import { usePageHead } from '../features/head';
import { loadSharedChart } from '../features/samples';
import { NOT_FOUND_PAGES } from './notFoundPages';

type Loaded = { chart: Chart | null } | { error: string };

/**
 * /embed/{chartId}: the chart alone, for other sites' iframes (the only route they may frame).
 * Loads sample, public and link-shared charts by id, as /chart/{chartId} does.
 */
export function EmbedPage({ chartId }: { chartId: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The document is the frame's alone: embed.css lifts the site's page-wide rules for it.
  useLayoutEffect(() => {
    document.documentElement.dataset.embed = 'true';
    return () => {
      delete document.documentElement.dataset.embed;
    };
  }, []);
  useEffect(() => {
    let current = true;
    loadSharedChart(chartId).then(
      (chart) => current && setLoaded({ chart }),
      (error: unknown) => current && setLoaded({ error: chartLinkErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [chartId]);
  const chart = loaded && 'chart' in loaded ? loaded.chart : null;
  usePageHead({
    // Named as the editor and the server's page name it: a blank name is no title.
    // A chart that is not there (deleted, or a wrong id) is titled as the server's 404 answer is.
    title: chart
      ? chartName(chart)
      : loaded && 'chart' in loaded
        ? NOT_FOUND_PAGES.chart.title
        : 'StatRadar chart',
    // No chart description: the page is noindex and framed, no link preview reads it (the server
    // sends embeds without chart tags), and its plain text would need the markdown parser here.
    robots: 'noindex',
    canonicalPath: `/chart/${encodeURIComponent(chartId)}`,
  });

  if (!loaded) return <p aria-busy="true">Loading chart…</p>;
  if (chart) return <EmbedChart chartId={chartId} chart={chart} />;
  // A deleted chart's embed says so, as its page and the server's 404 answer do: "Chart not found"
  // alone read like a broken embed, and the frame's title ("StatRadar chart") like a chart.
  return (
    <div className="embed">
      {'error' in loaded ? (
        <p>The chart could not be loaded: {loaded.error}</p>
      ) : (
        <>
          <h1 className="embed-not-found">{NOT_FOUND_PAGES.chart.heading}</h1>
          <p>{NOT_FOUND_PAGES.chart.text}</p>
        </>
      )}
      <p className="embed-credit">
        <a href="/" target="_blank" rel="noopener">
          Made with StatRadar
        </a>
      </p>
    </div>
  );
}
