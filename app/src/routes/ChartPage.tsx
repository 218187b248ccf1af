import { useCallback, useEffect, useState } from 'react';
import type { Chart } from 'statradar';
import { Link } from 'wouter';

import { CHART_LOAD_FAILED_HEADING, ChartLoadError } from '../components/ChartLoadError';
import { chartLinkErrorMessage } from '../data/networkErrors';
import { EditorScreen, openChartLink, useChartStoreReady } from '../features/editor';
import { CopyEmbedCode } from '../features/embed';
import { usePageHead } from '../features/head';
import { ReactionBar } from '../features/reactions/ReactionBar';
import { SAMPLE_CHARTS } from '../features/samples';
import { ChartPreview } from '../features/samples/ChartPreview';
import { NOT_FOUND_PAGES } from './notFoundPages';

type Loaded = { id: string; chart: Chart | null } | { id: string; error: string };

/**
 * /chart/{chartId}: loads a sample (or cloud) chart into the TempChart slot and shows the editor;
 * "Chart not found" for an unknown id.
 */
export function ChartPage({ chartId }: { chartId: string }) {
  useChartStoreReady();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Whether search engines may index this page: a sample, or a cloud chart that is public and
  // approved (the reaction bar finds out). Until then, and for a chart shared by link only, not:
  // the server's page says the same, and the editor's head must not take that back.
  const [listedId, setListedId] = useState<string | null>(null);
  const onListed = useCallback((listed: boolean) => setListedId(listed ? chartId : null), [chartId]);
  const listed = Object.hasOwn(SAMPLE_CHARTS, chartId) || listedId === chartId;

  useEffect(() => {
    // Aborted once this link is no longer shown: a slow load must not then take over the editor
    // the user went on to (or the link they went back to), so openChartLink writes nothing after it.
    const controller = new AbortController();
    const { signal } = controller;
    openChartLink(chartId, signal).then(
      (chart) => {
        if (!signal.aborted) setLoaded({ id: chartId, chart });
      },
      (error: unknown) => {
        // In plain words: a load that never reached the server, or the app's own code that could
        // not be downloaded, fails with the browser's "Failed to fetch".
        if (!signal.aborted) setLoaded({ id: chartId, error: chartLinkErrorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [chartId]);

  if (loaded?.id !== chartId) {
    // A sample's page was prerendered as its preview: it stays until the editor can show the chart.
    if (Object.hasOwn(SAMPLE_CHARTS, chartId)) {
      return <ChartPreview chartId={chartId} chart={SAMPLE_CHARTS[chartId]!} />;
    }
    return (
      <div className="page page-loading" aria-busy="true">
        <p>Loading chart…</p>
      </div>
    );
  }
  if ('chart' in loaded && loaded.chart) {
    return (
      <>
        <EditorScreen link={{ path: `/chart/${encodeURIComponent(chartId)}`, listed }} />
        <ReactionBar chartId={chartId} onListed={onListed} />
        {/* Whoever can open this page can embed it: the link already names the chart. */}
        <div className="page">
          <CopyEmbedCode chartId={chartId} chartName={loaded.chart.metadata.name} />
        </div>
      </>
    );
  }
  return <ChartNotFound error={'error' in loaded ? loaded.error : null} />;
}

/** An unknown id, or a chart whose load failed (`error`: then it may well be there). */
function ChartNotFound({ error }: { error: string | null }) {
  usePageHead({ title: error ? CHART_LOAD_FAILED_HEADING : NOT_FOUND_PAGES.chart.title, robots: 'noindex' });
  return (
    <div className="page">
      <h1>{error ? CHART_LOAD_FAILED_HEADING : NOT_FOUND_PAGES.chart.heading}</h1>
      {error ? <ChartLoadError message={error} /> : <p>{NOT_FOUND_PAGES.chart.text}</p>}
      <Link href="/editor" className="button button-primary">
        Open the editor
      </Link>
    </div>
  );
}
