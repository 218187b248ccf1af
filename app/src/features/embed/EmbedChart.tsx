import { useEffect, useState } from 'react';
import { resolveStyle, visibleDataSets, type Chart } from 'statradar';
import { RadarChart } from 'statradar/react';

import { EMBED_CREDIT_HEIGHT, EMBED_MIN_CHART_SIZE, EMBED_PADDING } from './embedSnippet';
import './embed.css';

/** The largest square that fits the frame: embeds are sized by the host page's iframe. */
function useFrameSquare(): number {
  const measure = () =>
    Math.max(
      EMBED_MIN_CHART_SIZE,
      Math.floor(
        Math.min(
          window.innerWidth - 2 * EMBED_PADDING,
          window.innerHeight - 2 * EMBED_PADDING - EMBED_CREDIT_HEIGHT,
        ),
      ),
    );
  const [size, setSize] = useState(measure);
  useEffect(() => {
    const onResize = () => setSize(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** Style keys the embed overrides: every data set is drawn unless the reader hides it. */
const SHOW_ALL = { showCount: 0 };

/**
 * The data sets an embed starts with hidden: those the chart's showCount leaves out with the first
 * data set selected (visibleDataSets: the selected one and the last ones), so it opens as the chart
 * page shows it, while its legend lists every data set and a click shows any of them (a showCount
 * alone would leave the others out of the legend, reachable only by keyboard).
 */
export function initiallyHidden(chart: Chart): number[] {
  const showCount = Number(resolveStyle(chart.metadata.style).showCount);
  const count = chart.data.length;
  if (!(showCount > 0) || showCount >= count) return [];
  const shown = new Set(visibleDataSets(count, showCount, [0]));
  return chart.data.map((_, index) => index).filter((index) => !shown.has(index));
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
  const [hidden, setHidden] = useState<number[]>(() => initiallyHidden(chart));
  return (
    <div className="embed">
      <div className="embed-chart">
        <RadarChart
          chart={chart}
          style={SHOW_ALL}
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
