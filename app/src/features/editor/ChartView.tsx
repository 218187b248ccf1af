import { useRef } from 'react';
import type { Ref } from 'react';
import type { Chart } from 'statradar';
import { RadarChart } from 'statradar/react';
import type { RadarChartRef } from 'statradar/react';

import { chartStore } from '../../store';
import { useElementWidth } from './useElementWidth';

/** Largest size the editor draws the chart at; smaller screens get the container's width. */
const MAX_CHART_SIZE = 480;

interface ChartViewProps {
  chart: Chart;
  selected: number;
  recentSelection: number[];
  chartRef: Ref<RadarChartRef>;
}

/** The interactive chart, square, as wide as its container up to {@link MAX_CHART_SIZE}. */
export function ChartView({ chart, selected, recentSelection, chartRef }: ChartViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(containerRef, MAX_CHART_SIZE);
  const size = Math.max(120, Math.min(MAX_CHART_SIZE, width));
  return (
    <div className="editor-chart" ref={containerRef}>
      <RadarChart
        ref={chartRef}
        className="editor-chart-canvas"
        chart={chart}
        width={size}
        height={size}
        selected={selected}
        recentSelection={recentSelection}
        onSelect={(index) => chartStore.getState().selectDataSet(index)}
      />
    </div>
  );
}
