import { formatAreaPercent } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';

import { axisOrderChart, type AxisOrderExample } from '../../content/axisOrderExample';

const CHART_SIZE = 280;

/** The same values drawn once per axis order, each with the area figure the editor would show. */
export function AxisOrderExampleView({ example }: { example: AxisOrderExample }) {
  return (
    <figure className="article-axis-order">
      <div className="article-axis-order-charts">
        {example.orders.map((order) => {
          const chart = axisOrderChart(example, order);
          const area = formatAreaPercent(chart.data[0]?.values ?? []);
          return (
            <div className="article-axis-order-chart" key={order.join('|')}>
              <RadarChartSvg chart={chart} width={CHART_SIZE} height={CHART_SIZE} />
              <p className="article-axis-order-area">
                Area: <strong>{area}</strong>
              </p>
              <p className="article-axis-order-list">{order.join(' → ')}</p>
            </div>
          );
        })}
      </div>
      <figcaption>
        The same {Object.keys(example.values).length} scores for “{example.name}”, drawn live by StatRadar’s
        engine with the axes in {example.orders.length} different orders.
      </figcaption>
    </figure>
  );
}
