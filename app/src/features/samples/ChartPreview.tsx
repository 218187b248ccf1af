import { chartName, formatAreaPercent, type Chart } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';
import { Link } from 'wouter';

import { usePageHead } from '../head';
import { Markdown } from '../markdown';
import './chartPreview.css';

/**
 * A chart as a static page: name, description, the engine's SVG drawing and every value in a
 * table. The build prerenders /chart/{sample id} with it, so the page reads without JavaScript;
 * the app then replaces it with the editor.
 */
export function ChartPreview({ chartId, chart }: { chartId: string; chart: Chart }) {
  const name = chartName(chart);
  usePageHead({
    title: name,
    description: chart.metadata.description,
    canonicalPath: `/chart/${encodeURIComponent(chartId)}`,
    image: `/og/${encodeURIComponent(chartId)}.png`,
  });
  return (
    <div className="page chart-preview">
      <h1>{name}</h1>
      {chart.metadata.description && <Markdown source={chart.metadata.description} />}
      {/* No width prop: the chart takes its box's width (at most 400 px), so a phone's page stays
          as wide as the screen. */}
      <RadarChartSvg chart={chart} className="chart-preview-chart" />
      {/* Wider than a phone: it scrolls in its own box, which the keyboard reaches. */}
      <div className="chart-preview-table-box" role="region" aria-label="Scores" tabIndex={0}>
        <table className="chart-preview-table">
          <caption>Scores from 0 to 100, and each data set&apos;s area</caption>
          <thead>
            <tr>
              <th scope="col">Data set</th>
              {chart.labels.map((label, index) => (
                <th key={index} scope="col">
                  {label.name}
                </th>
              ))}
              <th scope="col">Area</th>
            </tr>
          </thead>
          <tbody>
            {chart.data.map((dataSet, index) => (
              <tr key={index}>
                <th scope="row">{dataSet.name}</th>
                {dataSet.values.map((value, valueIndex) => (
                  <td key={valueIndex}>{value}</td>
                ))}
                <td>{formatAreaPercent(dataSet.values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link href="/editor" className="button button-primary">
          Build your own chart
        </Link>
      </p>
    </div>
  );
}
