import { memo } from 'react';
import { isBlankText, MAX_DATA_SETS, meanValue } from 'statradar';
import type { Chart, DataSet } from 'statradar';

import { chartStore } from '../../store';
import { AddButton } from './AddButton';

interface DataSetLegendProps {
  chart: Chart;
  selected: number;
}

/**
 * The data sets as buttons (click selects; the pressed one is selected), each with its mean value
 * (an order-independent score), and "+" to add one.
 */
export function DataSetLegend({ chart, selected }: DataSetLegendProps) {
  const full = chart.data.length >= MAX_DATA_SETS;
  return (
    <div className="editor-legend">
      <ul className="editor-legend-list" aria-label="Data sets">
        {chart.data.map((dataSet, index) => (
          <LegendItem key={index} dataSet={dataSet} index={index} pressed={index === selected} />
        ))}
      </ul>
      <AddButton
        // The name starts with the "+" the button shows (the spec's name for it), then says what it does.
        label="+ Add data set"
        title="Add data set"
        limitReason={full ? `A chart holds at most ${MAX_DATA_SETS} data sets` : null}
        onAdd={() => chartStore.getState().addDataSet()}
      />
    </div>
  );
}

/**
 * One data set's entry. Memoised: an edit changes one data set (immer keeps the others' objects), so
 * a slider step on a chart with up to 200 data sets draws one entry again, not all of them.
 */
const LegendItem = memo(function LegendItem({
  dataSet,
  index,
  pressed,
}: {
  dataSet: DataSet;
  index: number;
  pressed: boolean;
}) {
  // A blank name would leave a button with no text and no name: it is called by its place, as the
  // grid and the exports call it.
  const blank = isBlankText(dataSet.name);
  const shownName = blank ? `Data set ${index + 1}` : dataSet.name;
  return (
    <li>
      <button
        type="button"
        className="editor-legend-item"
        aria-pressed={pressed}
        title={shownName}
        onClick={() => chartStore.getState().selectDataSet(index)}
      >
        <span className="editor-swatch" style={{ backgroundColor: dataSet.color }} aria-hidden="true" />
        <span className={blank ? 'editor-legend-name editor-legend-name-blank' : 'editor-legend-name'}>
          {shownName}
        </span>
      </button>
      {/* Beside the button, so its name and text stay the data set's name; the panel says it in words. */}
      <span className="editor-legend-mean" aria-hidden="true" title="Mean value (0 to 100)">
        {Math.round(meanValue(dataSet.values))}
      </span>
    </li>
  );
});
