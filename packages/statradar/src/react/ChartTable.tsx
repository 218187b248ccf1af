import { HIDDEN_TABLE_STYLE, VISUALLY_HIDDEN_STYLE, type ChartSummary } from '../konva/chartSummary';

/** Visually hidden table of every data set's values and area, captioned with the chart name. */
export function ChartTable({ summary }: { summary: ChartSummary }) {
  return (
    <div style={VISUALLY_HIDDEN_STYLE}>
      <table style={HIDDEN_TABLE_STYLE}>
        <caption>{summary.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Data set</th>
            {summary.columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              <th scope="row">{row.name}</th>
              {row.cells.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
