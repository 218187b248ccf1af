import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isBlankText } from 'statradar';
import { useShallow } from 'zustand/react/shallow';

import { ConfirmDialog } from '../../components/ConfirmDialog';
import { deleteChart, TEMP_CHART_ID } from '../../data/localCharts';
import { chartStore, useChartStore } from '../../store';
import type { ChartStoreState } from '../../store';
import { disambiguatedLabels } from './chartOptionLabels';

const CREATE_NEW_VALUE = '__create_new_chart__';
/** Keys that move a closed select's choice, firing a change at each press (Chromium, Firefox). */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
/** The spec's confirmation for deleting a chart (as on the account page's chart cards). */
export const DELETE_CHART_MESSAGE = 'Are you sure you want to delete this chart?';

function optionLabel(state: ChartStoreState, id: string): string {
  if (id === TEMP_CHART_ID) return 'Temporary Chart';
  const stored = state.charts[id];
  if (stored?.status === 'ok')
    return isBlankText(stored.chart.metadata.name) ? id : stored.chart.metadata.name;
  return `${id} (unreadable)`;
}

/** Removes a chart's keys, then lets the store re-read them (it activates another chart, or a new one). */
function deleteActiveChart(): void {
  const id = chartStore.getState().activeId;
  // A throttled save still pending would otherwise write the chart back after its keys are gone.
  chartStore.getState().flushSaves();
  deleteChart(id);
  chartStore.getState().applyStorageChange({ kind: 'chart', id });
  // The next chart is activated in the same update, so the editor never renders without an active
  // chart: that would replace the whole screen (and drop the focus to the page).
  chartStore.getState().init();
}

/**
 * "Change Active Chart": every stored chart (equal names numbered), "Temporary Chart" and
 * "-- Create New Chart --"; beside it, Duplicate and Delete for the active chart.
 */
export function ChartSelector() {
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const activeId = useChartStore((state) => state.activeId);
  const chartIds = useChartStore((state) => state.chartIds);
  const labels = useChartStore(
    useShallow((state) => disambiguatedLabels(state.chartIds.map((id) => optionLabel(state, id)))),
  );
  const activeReadable = useChartStore((state) => state.charts[state.activeId]?.status === 'ok');
  const activeLabel = labels[chartIds.indexOf(activeId)] ?? activeId;

  /**
   * The option the keyboard has moved to and not yet chosen. Arrows (and typing) on a closed select
   * change its value at each press: acting on each would switch charts at every step and create a
   * chart on passing "Create New Chart" (WCAG 3.2.2). Enter or leaving the list chooses it (leaving
   * on "Create New Chart" creates nothing); Escape goes back. A pointer's choice acts at once.
   */
  const [browsed, setBrowsed] = useState<string | null>(null);
  const keyMoving = useRef(false);
  // Another tab, a deletion or a link may change the active chart meanwhile.
  useEffect(() => setBrowsed(null), [activeId]);

  function choose(value: string) {
    setBrowsed(null);
    if (value === CREATE_NEW_VALUE) chartStore.getState().createNewChart();
    else if (value !== chartStore.getState().activeId) chartStore.getState().switchChart(value);
  }

  function onChange(value: string) {
    if (keyMoving.current) setBrowsed(value);
    else choose(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
    keyMoving.current = BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ');
    if (event.key === 'Enter' && browsed !== null) {
      event.preventDefault();
      choose(browsed);
    } else if (event.key === 'Escape' && browsed !== null) {
      event.preventDefault();
      setBrowsed(null);
    }
  }

  return (
    <div className="editor-chart-selector">
      <label htmlFor={selectId}>Change Active Chart</label>
      <div className="editor-chart-selector-row">
        <select
          ref={selectRef}
          id={selectId}
          value={browsed ?? activeId}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onKeyUp={() => (keyMoving.current = false)}
          onPointerDown={() => (keyMoving.current = false)}
          onBlur={() => {
            if (browsed === null) return;
            if (browsed === CREATE_NEW_VALUE) setBrowsed(null);
            else choose(browsed);
          }}
        >
          {chartIds.map((id, index) => (
            <option key={id} value={id}>
              {labels[index] ?? id}
            </option>
          ))}
          <option value={CREATE_NEW_VALUE}>-- Create New Chart --</option>
        </select>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!activeReadable}
          title={`Save a copy of ${activeLabel} as a new chart`}
          onClick={() => chartStore.getState().copyActiveChart()}
        >
          Duplicate
        </button>
        <ConfirmDialog
          message={DELETE_CHART_MESSAGE}
          onConfirm={() => {
            deleteActiveChart();
            // The Delete button now stands for another chart: keyboard users go on from the selector,
            // which shows the chart that took the deleted one's place.
            selectRef.current?.focus();
          }}
          triggerLabel={`Delete chart ${activeLabel}`}
          triggerTitle={`Delete ${activeLabel}`}
        >
          Delete
        </ConfirmDialog>
      </div>
    </div>
  );
}
