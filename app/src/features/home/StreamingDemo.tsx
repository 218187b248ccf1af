import { useEffect, useMemo, useRef, useState } from 'react';
import { RadarChart } from 'statradar/react';

import { demoChart } from './streamingDemo';
import { useStreamingDemo } from './useStreamingDemo';

const MAX_SIZE = 420;

/** Keeps the chart square and as wide as its container allows (down to 375 px screens). */
function useContainerWidth(maximum: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(maximum);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.min(maximum, Math.floor(entry.contentRect.width))));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [maximum]);
  return { ref, width };
}

/** The animated home-page chart: streaming services scored on six attributes, with a pause button. */
export function StreamingDemo() {
  const [playing, setPlaying] = useState(true);
  const { service, values } = useStreamingDemo(playing);
  const chart = useMemo(() => demoChart(service, values), [service, values]);
  const { ref, width } = useContainerWidth(MAX_SIZE);

  return (
    <figure className="streaming-demo card">
      <div ref={ref} className="streaming-demo-chart">
        {/* Updated in place every animation frame; the demo interpolates its own values, so the
            chart's own morph stays off. */}
        <RadarChart chart={chart} width={width} height={width} animation={false} />
      </div>
      <figcaption className="streaming-demo-caption">
        <span className="streaming-demo-swatch" style={{ background: service.color }} aria-hidden="true" />
        <span>
          Streaming services, scored: <strong data-testid="demo-service">{service.name}</strong>
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
