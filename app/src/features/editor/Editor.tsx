import { useRef, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from 'statradar';
import type { Chart } from 'statradar';
import type { RadarChartRef } from 'statradar/react';

import { EditableText } from '../../components/EditableText';
import { TEMP_CHART_ID } from '../../data/localCharts';
import { draftKey } from '../../data/localChartsExtras';
import { chartStore, useChartStore } from '../../store';
import { ChartView } from './ChartView';
import { CollapsibleText } from '../../components/CollapsibleText';
import { DataSetLegend } from './DataSetLegend';
import { DataSetPanel } from './DataSetPanel';
import { EditorDataTools } from './EditorDataTools';
import { SettingsRow } from './SettingsRow';
import { TempChartNotice } from './TempChartNotice';
import { useStickyChartHeight } from './useStickyChartHeight';
import { useNarrowLayout } from './useNarrowLayout';
import { useUndoShortcuts } from './useUndoShortcuts';

/**
 * The editor for a readable chart: name, description, legend, chart, settings and data-set panel, with
 * the screen's `toolbar` (chart selector, undo and redo). The markup follows what each layout shows
 * from top to bottom, so Tab does too: on a desktop the toolbar, the name and description (right
 * column), the chart, legend and settings (left column), then the panel; on a phone the name, the
 * chart, the toolbar, the description, the legend, the settings and the panel.
 */
export function Editor({ chart, toolbar }: { chart: Chart; toolbar?: ReactNode }) {
  const chartRef = useRef<RadarChartRef>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const activeId = useChartStore((state) => state.activeId);
  const isTemp = activeId === TEMP_CHART_ID;
  const { selected, recentSelection } = useChartStore(
    useShallow((state) => ({ selected: state.selected, recentSelection: state.recentSelection })),
  );
  const narrow = useNarrowLayout();
  useUndoShortcuts();
  useStickyChartHeight(stageRef);
  const store = chartStore.getState;

  // On a phone the screen's toolbar comes in `toolbar` and shows under the chart, with the notice.
  const notices = (
    <>
      {toolbar}
      {isTemp && <TempChartNotice />}
    </>
  );
  const description = (
    <CollapsibleText className="editor-description-collapsible">
      <EditableText
        className="editor-chart-description"
        value={chart.metadata.description}
        label="chart description"
        maxLength={MAX_DESCRIPTION_LENGTH}
        draftKey={draftKey(activeId, 'description')}
        placeholder="Add a description"
        multiline
        onSave={(description) => store().updateMetadata({ description })}
      />
    </CollapsibleText>
  );

  return (
    <>
      {!narrow && notices}
      <header className="editor-header">
        <EditableText
          className="editor-chart-name"
          value={chart.metadata.name}
          label="chart name"
          maxLength={MAX_NAME_LENGTH}
          draftKey={draftKey(activeId, 'name')}
          headingLevel={1}
          onSave={(name) => store().updateMetadata({ name })}
        />
        {!narrow && description}
      </header>
      <div className="editor-main">
        <div className="editor-chart-column">
          {/* Sticky on narrow screens so the chart stays in view while the sliders below it move. */}
          <div className="editor-chart-stage" ref={stageRef}>
            <ChartView
              chart={chart}
              selected={selected}
              recentSelection={recentSelection}
              chartRef={chartRef}
            />
          </div>
          {narrow && notices}
          {narrow && description}
          <DataSetLegend chart={chart} selected={selected} />
          <SettingsRow chart={chart} chartRef={chartRef} />
        </div>
        <DataSetPanel chart={chart} selected={selected} />
      </div>
      <EditorDataTools chart={chart} />
    </>
  );
}
