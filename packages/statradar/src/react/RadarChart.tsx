import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ForwardedRef,
} from 'react';
import type { ExportOptions } from '../interaction/chartView';
import { mountRadarChart, type RadarChartHandle, type RadarChartOptions } from '../konva/mountRadarChart';

/**
 * The chart mounts in a layout effect (drawn before the browser paints). The server runs neither
 * kind; React 18 warns about a layout effect there, so server rendering names the plain one.
 */
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Props of {@link RadarChart}: every option of the core chart (see RadarChartOptions), plus a class. */
export interface RadarChartProps extends RadarChartOptions {
  /** Class of the element the chart is mounted into. */
  className?: string | undefined;
  /**
   * Style of the element the chart is mounted into (give it a width for a responsive chart). Until
   * the chart has mounted (server rendering, hydration) the element also reserves the chart's size,
   * so the page does not shift when it draws: `width` by `height` (square unless `height` is
   * given), or, following the container's width, a square (`height` tall when given). These styles
   * win over that.
   */
  containerStyle?: CSSProperties | undefined;
  /**
   * Called when props the core rejects (a bad size, a value that is not a drawable chart) reach it;
   * the chart keeps showing the last good props, or shows nothing until the props are good when
   * the first ones were rejected. Without it the error goes to `console.error`, so a bad prop never
   * unmounts the tree around the chart.
   */
  onError?: ((error: Error) => void) | undefined;
}

/** What a {@link RadarChart} ref exposes: the core chart's exports and the chart itself. */
export interface RadarChartRef {
  /** PNG export (see the core's toPNG; a watermark only when given one). */
  toPNG(options?: ExportOptions): Promise<Blob>;
  /** Same as {@link toPNG}. */
  toBlob(options?: ExportOptions): Promise<Blob>;
  /** PNG export as a data URL (a watermark only when given one). */
  toDataURL(options?: ExportOptions): string;
  /** Standalone SVG of the chart (a watermark only when given one). */
  toSVG(options?: Omit<ExportOptions, 'pixelRatio'>): string;
  /** The mounted core chart (`statradar/konva`), or null before mount and after unmount. */
  chart(): RadarChartHandle | null;
}

const CALLBACKS = ['onSelect', 'onToggle', 'onHover'] as const;

/**
 * The interactive radar chart for React: a thin binding over `statradar/konva`'s
 * {@link mountRadarChart}, as react-konva is over Konva. Props go in through one `update` call
 * per changed render, events come out through the `on*` props; drawing, selection, tooltips,
 * animation, the accessible listbox and table, resize and export are the core's. Selection is
 * controlled when `selected` is passed, as an input's `value` is: the chart shows the `selected`
 * prop, so update it in `onSelect` (a parent that does not keeps the selection where it is). Update
 * it at once (`setState` or a store in the handler): a parent that sets it later (a transition, a
 * timeout) sees the selection go back until its update arrives.
 *
 * @example
 * const [selected, setSelected] = useState(0);
 * <RadarChart chart={chart} selected={selected} onSelect={setSelected} />
 */
// Pure: a bundle importing only RadarChartSvg from the built package then drops it and Konva.
export const RadarChart = /* @__PURE__ */ forwardRef(function RadarChart(
  props: RadarChartProps,
  ref: ForwardedRef<RadarChartRef>,
) {
  const { className, containerStyle, onError, ...options } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  // True from the first mount attempt on: the core's own elements size the container from then.
  const [mountTried, setMountTried] = useState(false);
  const chartRef = useRef<RadarChartHandle | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const report = useRef(onError);
  report.current = onError;
  /** The options the core last got (callbacks excluded: they are read through `latest`). */
  const applied = useRef<Partial<RadarChartOptions> | null>(null);
  /** The options a mount rejected: the next different ones are mounted. */
  const rejected = useRef<Partial<RadarChartOptions> | null>(null);

  function failed(error: unknown): void {
    if (report.current) report.current(error as Error);
    else console.error(error);
  }

  function mount(): void {
    const next = withoutCallbacks(latest.current);
    try {
      // The core checks every option before it touches the host, so a rejected mount leaves it empty.
      chartRef.current = mountRadarChart(hostRef.current!, {
        ...(next as RadarChartOptions),
        onSelect: (index) => {
          latest.current.onSelect?.(index);
          // Controlled, as an <input value> is: a parent that takes the new selection renders it
          // (React flushes an update from a key or click before this microtask); one that does
          // not gets its own `selected` back.
          queueMicrotask(() => {
            const wanted = latest.current.selected;
            if (wanted !== undefined && wanted !== index) chartRef.current?.update({ selected: wanted });
          });
        },
        onToggle: (event) => latest.current.onToggle?.(event),
        onHover: (vertex) => latest.current.onHover?.(vertex),
      });
      applied.current = next;
      rejected.current = null;
    } catch (error) {
      rejected.current = next;
      failed(error);
    }
  }

  useMountEffect(() => {
    mount();
    // A state update in a layout effect renders again before the browser paints: no frame shows
    // the reserved size and the chart at once.
    setMountTried(true);
    return () => {
      chartRef.current?.destroy();
      chartRef.current = null;
      applied.current = null;
      rejected.current = null;
    };
    // Mounts once: later props reach the chart through update() (or a new mount after a rejection).
  }, []);

  useMountEffect(() => {
    const next = withoutCallbacks(options);
    if (!chartRef.current) {
      if (rejected.current && !shallowEqual(rejected.current, next)) mount();
      return;
    }
    if (!applied.current) return;
    // Only the props that changed, as react-konva sets only changed props: a prop passed again
    // unchanged must not undo what the chart changed itself (legend clicks toggle `hidden`).
    // Options the props no longer set go back to the core's defaults.
    const previous: Record<string, unknown> = applied.current;
    const changed = Object.fromEntries([
      ...Object.keys(previous)
        .filter((key) => !(key in next))
        .map((key) => [key, undefined]),
      ...Object.entries(next).filter(([key, value]) => !(key in previous) || previous[key] !== value),
    ]);
    if (Object.keys(changed).length === 0) return;
    try {
      chartRef.current.update(changed);
      applied.current = next;
    } catch (error) {
      failed(error);
    }
  });

  useImperativeHandle(ref, () => {
    const notMounted = (): Error => new Error('statradar: the chart is not mounted.');
    const live = (): RadarChartHandle => {
      if (!chartRef.current) throw notMounted();
      return chartRef.current;
    };
    return {
      // Promised exports reject (never throw), as the core's do.
      toPNG: (options) => chartRef.current?.toPNG(options) ?? Promise.reject(notMounted()),
      toBlob: (options) => chartRef.current?.toBlob(options) ?? Promise.reject(notMounted()),
      toDataURL: (options) => live().toDataURL(options),
      toSVG: (options) => live().toSVG(options),
      chart: () => chartRef.current,
    };
  }, []);

  const style = mountTried ? containerStyle : { ...reservedSize(options), ...containerStyle };
  return <div ref={hostRef} className={className} style={style} />;
});

/** The room a chart of these options takes before it is drawn (see `containerStyle`). */
function reservedSize(options: Pick<RadarChartOptions, 'width' | 'height'>): CSSProperties {
  const { width, height } = options;
  if (width !== undefined) return { width, height: height ?? width };
  return height !== undefined ? { height } : { aspectRatio: '1' };
}

function withoutCallbacks(options: RadarChartOptions): Partial<RadarChartOptions> {
  const rest: Record<string, unknown> = { ...options };
  for (const key of CALLBACKS) delete rest[key];
  return rest as Partial<RadarChartOptions>;
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}
