import { useEffect, useMemo, useRef, useState } from 'react';
import type { Chart } from 'statradar';
import { mountRadarChart, type RadarChartHandle } from 'statradar/konva';

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

/**
 * A Konva stage updated in place every animation frame. It uses the engine's vanilla mount rather
 * than the react-konva component: the same renderer without react-reconciler, which keeps the home
 * page under its 150 KB gzip budget.
 */
function KonvaChart({ chart, size }: { chart: Chart; size: number }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<RadarChartHandle | null>(null);
  const initial = useRef({ chart, size });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { chart: firstChart, size: firstSize } = initial.current;
    // The demo interpolates its own values every frame, so the chart's own morph stays off.
    const handle = mountRadarChart(container, {
      chart: firstChart,
      width: firstSize,
      height: firstSize,
      animation: false,
    });
    handleRef.current = handle;
    return () => {
      handle.destroy();
      handleRef.current = null;
    };
  }, []);

  useEffect(() => handleRef.current?.update({ chart, width: size, height: size }), [chart, size]);

  return <div ref={containerRef} style={{ width: size, height: size }} />;
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
        <KonvaChart chart={chart} size={width} />
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
