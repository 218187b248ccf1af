import type { Chart } from '../../src/model/types';
import type { BenchChart } from './workload-data';

/** The benchmark chart as a statradar chart model. */
export function statradarChart(chart: BenchChart): Chart {
  return {
    metadata: { name: chart.name, description: '' },
    labels: chart.labels.map((name) => ({ name })),
    data: chart.dataSets.map((dataSet) => ({
      name: dataSet.name,
      description: '',
      color: dataSet.color,
      values: [...dataSet.values],
    })),
  };
}
