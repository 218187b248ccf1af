import { useId, type ReactNode } from 'react';
import type { Chart } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';

const THUMBNAIL_SIZE = 180;
/**
 * A chart opens with its first data set selected: a style's showCount then shows it and the last
 * ones (without a selection the last ones alone), drawn on top. A constant: a new array each render
 * would redraw the card.
 */
const OPEN_SELECTION = [0];

/**
 * A chart card: small chart, name, an open action and the card's own actions. The actions are a
 * group named after the chart, so "Open" or "Public" heard alone says which chart it is for.
 */
export function ChartCard({
  chart,
  name,
  open,
  children,
  footnote,
}: {
  /** Null when the stored chart cannot be read. */
  chart: Chart | null;
  name: string;
  open: ReactNode;
  children?: ReactNode;
  footnote?: ReactNode;
}) {
  const nameId = useId();
  return (
    <li className="chart-card card">
      <div className="chart-card-thumbnail">
        {chart ? (
          <RadarChartSvg chart={chart} width={THUMBNAIL_SIZE} recentSelection={OPEN_SELECTION} />
        ) : (
          <p className="chart-card-unreadable">This chart's stored data cannot be read.</p>
        )}
      </div>
      <h3 id={nameId} className="chart-card-name" title={name}>
        {name}
      </h3>
      {footnote && <p className="chart-card-footnote">{footnote}</p>}
      <div className="chart-card-actions" role="group" aria-labelledby={nameId}>
        {open}
        {children}
      </div>
    </li>
  );
}
