import { DEFAULT_COLOR, hueShift } from '../color';
import { DEFAULT_CHART_NAME, DEFAULT_VALUE } from './constants';
import type { Chart, DataSet } from './types';

/**
 * A new chart with the spec's defaults: "Radar Chart Generator", labels Speed, Strength, Agility and
 * one data set "Player 1" (#92f0da; 80, 50, 70).
 * @example createChart().data[0].values // [80, 50, 70]
 */
export function createChart(): Chart {
  return {
    metadata: { name: DEFAULT_CHART_NAME, description: '' },
    labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
    data: [{ name: 'Player 1', description: '', color: DEFAULT_COLOR, values: [80, 50, 70] }],
  };
}

/**
 * The data set {@link addDataSet} would append (the chart is not changed): `Player {n+1}` for a
 * chart of n data sets (the next free number when a data set already has that name: after Player 2
 * of Players 1 to 4 was deleted, a second "Player 4" could not be told apart from the first in the
 * legend, the grid or a delete confirmation), 50 for every label, and the last data set's colour
 * hue-shifted by 30° (#92f0da when there is none).
 * @example createDataSet(createChart()) // { name: 'Player 2', description: '', color: '#92d7f0', values: [50, 50, 50] }
 */
export function createDataSet(chart: Chart): DataSet {
  const previous = chart.data[chart.data.length - 1];
  const taken = new Set(chart.data.map((dataSet) => dataSet.name));
  let number = chart.data.length + 1;
  while (taken.has(`Player ${number}`)) number += 1;
  return {
    name: `Player ${number}`,
    description: '',
    color: previous ? hueShift(previous.color) : DEFAULT_COLOR,
    values: chart.labels.map(() => DEFAULT_VALUE),
  };
}
