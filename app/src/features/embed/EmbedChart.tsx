import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { dataSetName, formatAreaPercent, resolveStyle, visibleDataSets, type Chart } from 'statradar';
import { RadarChart } from 'statradar/react';

import { EMBED_CREDIT_HEIGHT, EMBED_MIN_CHART_SIZE, EMBED_PADDING } from './embedSnippet';
import './embed.css';

/**
 * The largest square that fits the frame beside the legend: embeds are sized by the host page's
 * iframe, and the legend's height depends on the frame's width (its entries wrap).
 */
function useFrameSquare(legendRef: RefObject<HTMLElement | null>): number {
  const measure = () =>
    Math.max(
      EMBED_MIN_CHART_SIZE,
      Math.floor(
        Math.min(
          window.innerWidth - 2 * EMBED_PADDING,
          window.innerHeight -
            2 * EMBED_PADDING -
            EMBED_CREDIT_HEIGHT -
            (legendRef.current?.getBoundingClientRect().height ?? 0),
        ),
      ),
    );
  const [size, setSize] = useState(measure);
  useLayoutEffect(() => {
    const onResize = () => setSize(measure());
    onResize();
    window.addEventListener('resize', onResize);
    const legend = legendRef.current;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    if (legend) observer?.observe(legend);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
    // measure reads only the window and the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
 * The legend as buttons under the chart: each shows or hides its data set (aria-pressed: shown).
 * The chart's own canvas legend scaled with the frame, so on a phone its entries were about 14 CSS
 * px tall, rows touching: too small and too close to tap (WCAG 2.5.8). These keep 28 px whatever
 * the frame's size.
 */
export function EmbedLegend({
  chart,
  hidden,
  onToggle,
  legendRef,
}: {
  chart: Chart;
  hidden: readonly number[];
  onToggle: (index: number) => void;
  legendRef: RefObject<HTMLUListElement | null>;
}) {
  return (
    <ul ref={legendRef} className="embed-legend" aria-label="Data sets">
      {chart.data.map((dataSet, index) => (
        <li key={index}>
          <button
            type="button"
            className="embed-legend-entry"
            aria-pressed={!hidden.includes(index)}
            title={dataSetName(chart, index)}
            onClick={() => onToggle(index)}
          >
            <span className="embed-legend-swatch" style={{ background: dataSet.color }} aria-hidden="true" />
            <span className="embed-legend-name">{dataSetName(chart, index)}</span>{' '}
            <span className="embed-legend-area">{formatAreaPercent(dataSet.values)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A chart alone, filling its frame, with its legend (press an entry to hide or show a data set),
 * tooltips and a "Made with StatRadar" link to its page (opened outside the frame). No site
 * header, footer or ads.
 */
export function EmbedChart({ chartId, chart }: { chartId: string; chart: Chart }) {
  const legendRef = useRef<HTMLUListElement>(null);
  const size = useFrameSquare(legendRef);
  const [selected, setSelected] = useState(0);
  // A reader can hide data sets from the legend, as on the chart page; the chart keeps its data.
  const [hidden, setHidden] = useState<number[]>(() => initiallyHidden(chart));
  const toggle = (index: number) =>
    setHidden((current) =>
      current.includes(index)
        ? current.filter((entry) => entry !== index)
        : [...current, index].sort((a, b) => a - b),
    );
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
          hidden={hidden}
        />
      </div>
      <EmbedLegend chart={chart} hidden={hidden} onToggle={toggle} legendRef={legendRef} />
      <p className="embed-credit">
        <a href={`/chart/${encodeURIComponent(chartId)}`} target="_blank" rel="noopener">
          Made with StatRadar
        </a>
      </p>
    </div>
  );
}
