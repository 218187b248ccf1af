import type { Ref } from 'react';
import type { Chart } from 'statradar';
import { RadarChart } from 'statradar/react';
import type { RadarChartRef } from 'statradar/react';

import { chartStore } from '../../store';

/** Largest size the editor draws the chart at; smaller screens get the container's width. */
const MAX_CHART_SIZE = 480;

interface ChartViewProps {
  chart: Chart;
  selected: number;
  recentSelection: number[];
  chartRef: Ref<RadarChartRef>;
}

/**
 * The interactive chart: square, as wide as its container up to {@link MAX_CHART_SIZE} (the
 * engine's chart follows its container's width when given none), with hover and keyboard
 * tooltips and animated edits from the engine.
 */
export function ChartView({ chart, selected, recentSelection, chartRef }: ChartViewProps) {
  return (
    <div className="editor-chart">
      <RadarChart
        ref={chartRef}
        className="editor-chart-canvas"
        containerStyle={{ maxWidth: MAX_CHART_SIZE }}
        chart={chart}
        selected={selected}
        recentSelection={recentSelection}
        onSelect={(index) => chartStore.getState().selectDataSet(index)}
      />
    </div>
  );
}
