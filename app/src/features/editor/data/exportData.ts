/** The chart's data as files: CSV (a table, readable by spreadsheets) and JSON (the whole chart). */
import Papa from 'papaparse';
import { chartToTable } from 'statradar/data';
import type { Chart } from 'statradar';

/** The chart as CSV: a header row with the attribute names, then one row per data set. */
export function chartCsv(chart: Chart): string {
  // Names that start like a formula get a leading quote so spreadsheets never run them; import removes it.
  // So does a name whose own quotes come before such a start ('=x), or import would take one off.
  // A name holding a tab is quoted too, so the file still reads as CSV, not as tab-separated text.
  return Papa.unparse(chartToTable(chart), {
    escapeFormulae: /^'*[=+\-@\t\r]/,
    newline: '\r\n',
    quotes: (value: unknown) => typeof value === 'string' && value.includes('\t'),
  });
}

/** The chart as JSON in its stored shape, which import (and the engine's parser) read back. */
export function chartJson(chart: Chart): string {
  return `${JSON.stringify({ metadata: chart.metadata, labels: chart.labels, data: chart.data }, null, 2)}\n`;
}
