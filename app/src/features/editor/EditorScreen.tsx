import { DEFAULT_CHART_NAME } from 'statradar';

import { usePageHead } from '../head';
import { selectActiveChart, useChartStore } from '../../store';
import { ChartSelector } from './ChartSelector';
import { Editor } from './Editor';
import { RepairNotice } from './RepairNotice';
import { StorageFallback } from './StorageFallback';
import { StorageMessage } from './StorageMessage';
import { UndoRedoButtons } from './UndoRedoButtons';
import { UnreadableChart } from './UnreadableChart';
import { useChartStoreReady } from './useChartStoreReady';
import { useUrlFollowsChart } from './useUrlFollowsChart';
import './Editor.css';
import './EditorData.css';

/** The whole editor screen for the active chart, whatever state its storage is in. */
export function EditorScreen() {
  useChartStoreReady();
  useUrlFollowsChart();
  const status = useChartStore((state) => state.status);
  const active = useChartStore(selectActiveChart);
  const chart = active?.status === 'ok' ? active.chart : null;
  usePageHead({
    title: chart?.metadata.name.trim() || DEFAULT_CHART_NAME,
    description: chart?.metadata.description.trim() || undefined,
    canonicalPath: '/editor',
  });

  if (status === 'unavailable') return <StorageFallback />;
  if (status === 'loading' || !active) {
    return (
      <div className="page" aria-busy="true">
        <p>Loading your charts…</p>
      </div>
    );
  }
  return (
    <div className="editor page">
      <StorageMessage />
      <div className="editor-toolbar">
        <ChartSelector />
        {chart && <UndoRedoButtons />}
      </div>
      {active.status === 'ok' && <RepairNotice stored={active} />}
      {active.status === 'ok' ? <Editor chart={active.chart} /> : <UnreadableChart stored={active} />}
    </div>
  );
}
