import { chartName, DEFAULT_CHART_NAME } from 'statradar';

import { TEMP_CHART_ID } from '../../data/localCharts';
import { shownTempChartSource } from '../../data/preferences';
import { chartPageDescription, usePageHead } from '../head';
import { ForeignContentContext } from '../markdown';
import { SAMPLE_CHARTS } from '../samples';
import { selectActiveChart, useChartStore } from '../../store';
import { ChartSelector } from './ChartSelector';
import { Editor } from './Editor';
import { RepairNotice } from './RepairNotice';
import { ShortcutsHelp } from './ShortcutsHelp';
import { StorageFallback } from './StorageFallback';
import { StorageMessage } from './StorageMessage';
import { UndoRedoButtons } from './UndoRedoButtons';
import { UnreadableChart } from './UnreadableChart';
import { useChartStoreReady } from './useChartStoreReady';
import { useNarrowLayout } from './useNarrowLayout';
import { useUrlFollowsChart } from './useUrlFollowsChart';
import './Editor.css';
import './EditorData.css';

/**
 * Whether the chart was written by someone else: the temporary slot holding a shared cloud chart
 * (samples are ours). Its description images then wait for "Show images" (issue 14).
 */
function isForeignChart(id: string): boolean {
  if (id !== TEMP_CHART_ID) return false;
  const source = shownTempChartSource();
  return source === null || !Object.hasOwn(SAMPLE_CHARTS, source);
}

/**
 * The whole editor screen for the active chart, whatever state its storage is in. On a chart's link
 * (/chart/{id}) `link` names that page: its canonical address, and whether search engines may index
 * it (samples and public approved charts; a chart shared by link only is not, as the server says).
 */
export function EditorScreen({ link }: { link?: { path: string; listed: boolean } } = {}) {
  useChartStoreReady();
  useUrlFollowsChart();
  const status = useChartStore((state) => state.status);
  const narrow = useNarrowLayout();
  const active = useChartStore(selectActiveChart);
  const chart = active?.status === 'ok' ? active.chart : null;
  usePageHead({
    title: chart ? chartName(chart) : DEFAULT_CHART_NAME,
    // The spec's "first 160 characters of the chart description": as written, markdown included.
    // A chart's own page says what the server wrote for it when it has none; the editor's page
    // keeps the site's description.
    description:
      chart && link
        ? chartPageDescription(chart.metadata.description, chart.data.length)
        : chart?.metadata.description.trim() || undefined,
    canonicalPath: link?.path ?? '/editor',
    robots: link && !link.listed ? 'noindex' : undefined,
  });

  if (status === 'unavailable') return <StorageFallback />;
  if (status === 'loading' || !active) {
    return (
      <div className="page page-loading" aria-busy="true">
        <p>Loading your charts…</p>
      </div>
    );
  }
  const toolbar = (
    <>
      <div className="editor-toolbar">
        <ChartSelector />
        <div className="editor-toolbar-actions">
          {chart && <UndoRedoButtons />}
          <ShortcutsHelp />
        </div>
      </div>
      {active.status === 'ok' && <RepairNotice stored={active} />}
    </>
  );
  // On a phone the toolbar shows under the chart, and the editor writes it there (Editor).
  const toolbarInEditor = narrow && active.status === 'ok';
  return (
    <div className="editor page">
      <StorageMessage />
      {!toolbarInEditor && toolbar}
      <ForeignContentContext.Provider value={isForeignChart(active.id)}>
        {active.status === 'ok' ? (
          <Editor chart={active.chart} toolbar={toolbarInEditor ? toolbar : undefined} />
        ) : (
          <UnreadableChart stored={active} />
        )}
      </ForeignContentContext.Provider>
    </div>
  );
}
