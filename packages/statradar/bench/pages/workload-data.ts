/**
 * The charts every library draws in the benchmark, as plain data independent of any library.
 * Deterministic (seeded) so every run and every library draws the same picture.
 */

export interface BenchDataSet {
  name: string;
  /** #rrggbb */
  color: string;
  values: number[];
}

export interface BenchChart {
  name: string;
  labels: string[];
  dataSets: BenchDataSet[];
}

/** One value change of the update workloads (W2, W3). */
export interface BenchValueChange {
  dataSetIndex: number;
  labelIndex: number;
  value: number;
}

const LABEL_NAMES = [
  'Speed',
  'Strength',
  'Agility',
  'Stamina',
  'Technique',
  'Vision',
  'Passing',
  'Shooting',
  'Defending',
  'Heading',
  'Composure',
  'Leadership',
];

// #92f0da's family, 30° apart, as the engine's "new data set" rule produces.
const DATA_SET_COLORS = [
  '#92f2db',
  '#92d8f2',
  '#92a8f2',
  '#ac92f2',
  '#db92f2',
  '#f292d8',
  '#f292a8',
  '#f2ac92',
  '#f2db92',
  '#d8f292',
];

/** A small linear congruential generator: the same seed gives the same values everywhere. */
function seededRandom(seed: number): () => number {
  let state = (seed * 2654435761 + 1) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A chart with `axisCount` axes and `dataSetCount` data sets of values 20..95. */
export function benchChart(axisCount: number, dataSetCount: number, seed = 1): BenchChart {
  if (axisCount > LABEL_NAMES.length || dataSetCount > DATA_SET_COLORS.length) {
    throw new Error(
      `benchChart supports up to ${LABEL_NAMES.length} axes and ${DATA_SET_COLORS.length} data sets`,
    );
  }
  const random = seededRandom(seed);
  return {
    name: `Benchmark ${axisCount}x${dataSetCount}`,
    labels: LABEL_NAMES.slice(0, axisCount),
    dataSets: DATA_SET_COLORS.slice(0, dataSetCount).map((color, index) => ({
      name: `Player ${index + 1}`,
      color,
      values: Array.from({ length: axisCount }, () => Math.round(20 + random() * 75)),
    })),
  };
}

/** The k-th value change: walks every data set and axis, always to a value that differs. */
export function valueChangeAt(step: number, chart: BenchChart): BenchValueChange {
  const dataSetIndex = step % chart.dataSets.length;
  const labelIndex = (step * 7) % chart.labels.length;
  return { dataSetIndex, labelIndex, value: 10 + ((step * 37) % 90) };
}
