// @vitest-environment node
import { addDataSet, createChart, type Chart } from 'statradar';
import { describe, expect, test } from 'vitest';

import { initiallyHidden } from './EmbedChart';

function chartWith(dataSets: number, showCount?: number | string): Chart {
  let chart = createChart();
  for (let index = 1; index < dataSets; index++) chart = addDataSet(chart);
  if (showCount === undefined) return chart;
  // A stored chart may hold showCount as a numeric string (spec section 3).
  return { ...chart, metadata: { ...chart.metadata, style: { showCount: showCount as number } } };
}

describe('initiallyHidden', () => {
  test('hides, of a chart with showCount, exactly the data sets its author’s view leaves out', () => {
    // showCount 3 of 6 with the first selected: the last two and the selected first are drawn.
    expect(initiallyHidden(chartWith(6, 3))).toEqual([1, 2, 3]);
    expect(initiallyHidden(chartWith(6, '2'))).toEqual([1, 2, 3, 4]);
  });

  test('hides nothing when every data set is drawn anyway', () => {
    expect(initiallyHidden(chartWith(4))).toEqual([]);
    expect(initiallyHidden(chartWith(4, 0))).toEqual([]);
    expect(initiallyHidden(chartWith(4, 4))).toEqual([]);
    expect(initiallyHidden(chartWith(4, 9))).toEqual([]);
  });
});
