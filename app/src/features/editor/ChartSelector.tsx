import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { TEMP_CHART_ID } from '../../data/localCharts';
import { chartStore, useChartStore } from '../../store';
import type { ChartStoreState } from '../../store';

const CREATE_NEW_VALUE = '__create_new_chart__';

function optionLabel(state: ChartStoreState, id: string): string {
  if (id === TEMP_CHART_ID) return 'Temporary Chart';
  const stored = state.charts[id];
  if (stored?.status === 'ok') return stored.chart.metadata.name.trim() || id;
  return `${id} (unreadable)`;
}

/** "Change Active Chart": every stored chart, "Temporary Chart" and "-- Create New Chart --". */
export function ChartSelector() {
  const selectId = useId();
  const activeId = useChartStore((state) => state.activeId);
  const chartIds = useChartStore((state) => state.chartIds);
  const labels = useChartStore(useShallow((state) => state.chartIds.map((id) => optionLabel(state, id))));

  function onChange(value: string) {
    if (value === CREATE_NEW_VALUE) chartStore.getState().createNewChart();
    else chartStore.getState().switchChart(value);
  }

  return (
    <div className="editor-chart-selector">
      <label htmlFor={selectId}>Change Active Chart</label>
      <select id={selectId} value={activeId} onChange={(event) => onChange(event.target.value)}>
        {chartIds.map((id, index) => (
          <option key={id} value={id}>
            {labels[index] ?? id}
          </option>
        ))}
        <option value={CREATE_NEW_VALUE}>-- Create New Chart --</option>
      </select>
    </div>
  );
}
