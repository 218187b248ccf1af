import { useMemo, useState } from 'react';
import { RadarChart } from 'statradar/react';

import { DEMO_SERVICES, demoChart } from './streamingDemo';
import { useStreamingDemo } from './useStreamingDemo';

const MAX_SIZE = 420;
const CHART_BOX = { width: '100%', maxWidth: MAX_SIZE };
const NAME_BOX = { minWidth: `${Math.max(...DEMO_SERVICES.map((service) => service.name.length))}ch` };

/** The animated home-page chart: streaming services scored on six attributes, with a pause button. */
export function StreamingDemo() {
  const [playing, setPlaying] = useState(true);
  const { service, values } = useStreamingDemo(playing);
  const chart = useMemo(() => demoChart(service, values), [service, values]);

  return (
    <figure className="streaming-demo card">
      <div className="streaming-demo-chart">
        {/* Updated in place every animation frame; the demo interpolates its own values, so the
            chart's own morph stays off. Without a width the chart is square and as wide as its box
            (at most MAX_SIZE), measured when it mounts: it is never drawn at one size, then another. */}
        <RadarChart chart={chart} animation={false} containerStyle={CHART_BOX} />
      </div>
      <figcaption className="streaming-demo-caption">
        <span>
          Streaming services, scored:{' '}
          {/* As wide as the longest name, whichever is shown: a caption that rewrapped with each
              name would move everything below it every 2 seconds on a phone. In ch (the width of
              "0", wider than an average letter), so no name's own text is repeated in the page. */}
          <span className="streaming-demo-service">
            <span
              className="streaming-demo-swatch"
              style={{ background: service.color }}
              aria-hidden="true"
            />
            <strong data-testid="demo-service" style={NAME_BOX}>
              {service.name}
            </strong>
          </span>
        </span>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setPlaying((current) => !current)}
        >
          {playing ? 'Pause demo' : 'Play demo'}
        </button>
      </figcaption>
    </figure>
  );
}
