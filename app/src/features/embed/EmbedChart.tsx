import { useEffect, useState } from 'react';
import type { Chart } from 'statradar';
import { RadarChart } from 'statradar/react';

import './embed.css';

/** Height kept for the credit line under the chart. */
const CREDIT_HEIGHT = 28;
const MIN_SIZE = 120;

/** The largest square that fits the frame: embeds are sized by the host page's iframe. */
function useFrameSquare(): number {
  const measure = () =>
    Math.max(MIN_SIZE, Math.floor(Math.min(window.innerWidth - 16, window.innerHeight - 16 - CREDIT_HEIGHT)));
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const onResize = () => setSize(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * A chart alone, filling its frame, with its legend (click an entry to hide or show a data set),
 * tooltips and a "Made with StatRadar" link to its page (opened outside the frame). No site
 * header, footer or ads.
 */
export function EmbedChart({ chartId, chart }: { chartId: string; chart: Chart }) {
  const size = useFrameSquare();
  const [selected, setSelected] = useState(0);
  // A reader can hide data sets from the legend, as on the chart page; the chart keeps its data.
  const [hidden, setHidden] = useState<number[]>([]);
  return (
    <div className="embed">
      <div className="embed-chart">
        <RadarChart
          chart={chart}
          width={size}
          height={size}
          selected={selected}
          onSelect={setSelected}
          legend={{ position: 'bottom' }}
          hidden={hidden}
          onToggle={(event) => setHidden(event.hiddenSeries)}
        />
      </div>
      <p className="embed-credit">
        <a href={`/chart/${encodeURIComponent(chartId)}`} target="_blank" rel="noopener">
          Made with StatRadar
        </a>
      </p>
    </div>
  );
}
