import type { Stage } from 'konva/lib/Stage';
import type { Chart } from '../model/types';
import { assertChart } from '../model/assertChart';
import { optionError } from '../model/optionError';
import { buildSceneFor } from '../scene/buildScene';
import type { Scene, SceneShape } from '../scene/types';
import { sceneToSvg } from '../svg/sceneToSvg';
import { bitmapSize, MAX_BITMAP_PIXELS, MAX_BITMAP_SIDE } from '../scene/bitmapSize';
import { checkStyleOption, checkWatermarkOption } from '../scene/sceneOptionsCheck';
import { attributeAfterKey, selectionAfterKey } from '../interaction/chartSummary';
import { dataSetName } from '../model/shownNames';
import { hiddenAfterChange } from '../interaction/hiddenAfterChange';
import {
  checkSizeOption,
  sceneOptionsOf,
  type ChartViewOptions,
  type ExportOptions,
} from '../interaction/chartView';
import { seriesAtPoint } from '../interaction/seriesAtPoint';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { viewBoxTransform as viewBoxOf } from '../interaction/viewBoxTransform';
import {
  ANIMATION_DURATION_MS,
  ANIMATION_VALUE_LIMIT,
  easeOut,
  tweenShapes,
} from '../interaction/sceneTween';
import { whenIdle } from '../interaction/idleTask';
import { onNextPixelRatioChange } from '../interaction/pixelRatioChange';
import {
  vertexAtPoint,
  vertexPosition,
  vertexTooltipText,
  type ChartVertex,
} from '../interaction/vertexAtPoint';
import { createAccessibleChartDom } from './accessibleChartDom';
import { canvasToPngBlob, sceneExportCanvas } from './exportCanvas';
import { paintScene } from './paintShape';
import { createSceneLayers, splitSceneLayers, type SceneLayers } from './sceneLayers';
import { Util } from './konvaClasses';

/** What a legend toggle reports. */
export interface LegendToggleEvent {
  /** Data-set index into chart.data. */
  series: number;
  /** Whether the data set is hidden after the toggle. */
  hidden: boolean;
  /** Every hidden data set after the toggle, ascending. */
  hiddenSeries: number[];
}

/** The events of a mounted chart and what their handlers receive. */
export interface RadarChartEvents {
  /** The user picked a data set by keyboard, click or tap. */
  select: number;
  /** The user toggled a data set through the legend (click, or Enter/Space in the chart). */
  toggle: LegendToggleEvent;
  /**
   * The active vertex changed: hovered, tapped or reached by keyboard (Left/Right), or none
   * (undefined). Reported with the built-in tooltip off too, for a host that draws its own.
   */
  hover: ChartVertex | undefined;
}

/** Options of {@link mountRadarChart} and {@link RadarChartHandle.update}. */
export interface RadarChartOptions extends ChartViewOptions {
  /**
   * Whether hovering, tapping or keyboard-focusing a vertex shows the built-in tooltip (default
   * true). Off, `onHover` and the 'hover' event still report the vertex, for a tooltip of your own.
   */
  tooltip?: boolean | undefined;
  /**
   * Whether changes morph over about 300 ms with an ease-out (default true), or
   * `{ duration }`: the morph's length in milliseconds, from 0 to 60,000 (else a RangeError).
   * Always off when the user asks the system for reduced motion, and for a chart of more than
   * 2,000 values (data sets x attributes) before or after the change, whose frames would each
   * take longer than a frame. Exports draw the final state.
   */
  animation?: boolean | { duration: number } | undefined;
  /**
   * Watermark text of exports, or false for none (the default; DEFAULT_WATERMARK is the app's
   * "Made with StatRadar"). Never drawn on screen.
   */
  watermark?: string | false | undefined;
  /** Called with a data set's index when the user picks it by keyboard, click or tap. */
  onSelect?: ((index: number) => void) | undefined;
  /** Called when the user toggles a data set through the legend. */
  onToggle?: ((event: LegendToggleEvent) => void) | undefined;
  /** Called when the active vertex changes (see the 'hover' event), whether or not the tooltip shows. */
  onHover?: ((vertex: ChartVertex | undefined) => void) | undefined;
}

/** @deprecated Use {@link RadarChartOptions}; kept for code written against 0.1. */
export type MountRadarChartOptions = RadarChartOptions;

/** A chart mounted into a DOM element: the one interactive chart of the engine. */
export interface RadarChartHandle {
  /**
   * The Konva stage drawing the chart, created on first use (see {@link mountRadarChart}); for
   * reading and custom drawing, as the chart redraws its own layers on every update.
   */
  readonly stage: Stage;
  /** The focusable element holding the chart (a listbox of data sets). */
  readonly element: HTMLElement;
  /** The chart's current size in CSS pixels. */
  readonly size: { width: number; height: number };
  /**
   * Applies changed options. Only what changed is redrawn: a value change redraws the series
   * layer alone. Invalid options throw (a TypeError or RangeError naming the option) and leave
   * the chart exactly as it was. After {@link destroy} it throws `statradar: update() was called on a
   * destroyed chart; mount a new one.`
   */
  update(options: Partial<RadarChartOptions>): void;
  /**
   * Listens to an event; returns a function that stops listening. Throws the "destroyed" error after
   * {@link destroy}.
   */
  on<K extends keyof RadarChartEvents>(event: K, handler: (value: RadarChartEvents[K]) => void): () => void;
  /** Stops `handler` listening to `event` (as calling what {@link on} returned does). */
  off<K extends keyof RadarChartEvents>(event: K, handler: (value: RadarChartEvents[K]) => void): void;
  /**
   * PNG export as a Blob (a watermark only when given one, here or in the options), at the displayed
   * size times `pixelRatio`. Rejects (never throws) with a RangeError when the bitmap would exceed
   * 8192 px a side or 32 megapixels, and with the "destroyed" error after {@link destroy}.
   */
  toPNG(options?: ExportOptions): Promise<Blob>;
  /** Same as {@link toPNG}, named after `canvas.toBlob`. */
  toBlob(options?: ExportOptions): Promise<Blob>;
  /**
   * PNG export as a data URL (a watermark only when given one); throws the errors {@link toPNG}
   * rejects with.
   */
  toDataURL(options?: ExportOptions): string;
  /** Standalone SVG of the chart (the same scene as the canvas; a watermark only when given one). */
  toSVG(options?: Omit<ExportOptions, 'pixelRatio'>): string;
  /**
   * Removes the stage, listeners and accessible elements, and frees the memory of every canvas the
   * chart drew on (as Konva frees its layers' unless `Konva.releaseCanvasOnDestroy` is false).
   * Calling it again does nothing.
   */
  destroy(): void;
}

/**
 * The idle period in which an untouched chart creates its Konva stage ahead of need: one this long
 * only comes when the browser has no frame to produce (browsers cap idle periods at 50 ms).
 */
const STAGE_IDLE_MINIMUM_MS = 40;
/** How long a chart looks for such a period; a page busy longer leaves the stage to first need. */
const STAGE_IDLE_SEARCH_MS = 10_000;
/**
 * A followed chart that grows straight back to the width it left, within this long of shrinking,
 * is in a resize loop and stays narrower (each step of a loop takes a frame or two; a person who
 * toggles a sidebar back this fast keeps the narrower chart until the container's width changes).
 */
const OSCILLATION_MS = 200;
/** Size of a chart whose container has no width yet (not yet laid out). */
const FALLBACK_SIZE = 400;

/** The chart options an export may set for itself alone (see ExportOptions). */
const EXPORT_OVERRIDES = ['legend', 'title', 'caption', 'background'] as const;

/** The error every call on a destroyed chart throws. */
function destroyedError(member: string): Error {
  // `stage` is a property, read rather than called.
  const use = member === 'stage' ? 'stage was read' : `${member}() was called`;
  return new Error(`statradar: ${use} on a destroyed chart; mount a new one.`);
}

/** Containers holding a mounted chart. */
const occupied = new WeakSet<HTMLElement>();

/**
 * Mounts an interactive radar chart into `container`: the chart inside a focusable listbox of
 * data sets, a tooltip, a polite live region, and a visually hidden table of every value for
 * screen readers (its rows written at most 150 ms after a change).
 *
 * Interaction, all worked out from the scene's geometry (no hit canvas): Up/Down/Home/End choose a
 * data set, Left/Right move the tooltip along its vertices, Enter/Space toggle it when a legend is
 * drawn; a click or tap on a polygon or marker selects its data set, a click on a legend entry
 * toggles it; hovering or tapping near a vertex shows its tooltip. Selection is kept internally
 * and reported (`onSelect`, `on('select')`); pass `selected` to `update` to control it (an index past the
 * last data set, e.g. after removing the selected one, selects the last).
 *
 * Without `width`, the chart fills its container's width and follows it (ResizeObserver), square
 * unless `height` is given.
 *
 * Rendering: the first paint is one plain canvas painted by the same painter the Konva nodes use
 * (so it is ready, and interactive, before Konva builds anything). The Konva stage replaces it at
 * the first update, pointer entry, focus or idle moment; it draws the same pixels. The stage has
 * one canvas (one Konva layer) composing three layers: the background, rings and axes, and the
 * labels, ticks, title and caption are static bitmaps painted once (again only when they change);
 * the data sets and legend are Konva shapes, the only part a value change repaints.
 *
 * @throws TypeError when `chart` is not a chart (parseChart's messages, naming each wrong field) or an
 * option has the wrong type; RangeError when an option is out of range (a width or height that is
 * not finite and > 0, an unknown legend position), naming the option, the value and what is allowed.
 * Nothing is mounted then. A TypeError too when `container` is not an HTML element, naming what came
 * (`null` from `document.getElementById` of a missing id; a `<canvas>`, which Chart.js takes, or an
 * SVG element would hold a chart the browser never shows: pass the `<div>` around it) or already
 * holds a chart. An Error when the page's canvases give no 2D context (jsdom without the `canvas`
 * package).
 *
 * @example
 * const chart = mountRadarChart(document.getElementById('chart')!, { chart: createChart() });
 * chart.on('select', (index) => console.log('picked', index));
 * chart.update({ chart: setValue(createChart(), 0, 1, 90) });
 * const png = await chart.toPNG({ pixelRatio: 2 });
 */
export function mountRadarChart(container: HTMLElement, options: RadarChartOptions): RadarChartHandle {
  // An HTML element that shows its children: the chart makes its own canvas, so a <canvas> (what
  // Chart.js takes) or an SVG element would hold an invisible chart; a node that is no element
  // would fail deep in the mount.
  // The message names what came: `null` is what document.getElementById gives for a missing id.
  const tag = (container as Partial<HTMLElement> | null)?.localName;
  // A node that is no element by its kind ("#text": a text node, "#document-fragment": a shadow root).
  const nodeName = (container as Partial<Node> | null)?.nodeName;
  // `in`, not a read: reading offsetWidth would force a layout of the page in every mount (a grid
  // mounting its charts in a loop would lay the page out once per chart). Object() lets `in` take
  // null and strings.
  if (!('offsetWidth' in Object(container)) || tag == 'canvas') {
    const kind = nodeName?.startsWith('#') ? `a ${nodeName.slice(1).replace('-', ' ')} node` : undefined;
    optionError(
      'mountRadarChart',
      'container',
      'an HTML element such as a <div>',
      tag ? `a <${tag}>` : (kind ?? container),
      false,
      !!(tag || kind),
    );
  }
  // Two charts in one container would stack, each answering the other's pointer and keys.
  if (occupied.has(container)) {
    throw new TypeError('mountRadarChart: the container already holds a chart; destroy() it first.');
  }
  checkOptions(options);
  // The first paint's canvas, made before anything is mounted: without a 2D context (jsdom without
  // the canvas package) the Konva stage would fail inside Konva at the first update or focus.
  const firstCanvas = container.ownerDocument.createElement('canvas');
  const firstContext = firstCanvas.getContext('2d');
  if (!firstContext) {
    throw new Error(
      `mountRadarChart: the page gives no canvas 2D context, which the chart draws with (jsdom: install the "canvas" package or a canvas mock).`,
    );
  }
  let current: RadarChartOptions = withSelectionInRange({ ...options });
  const listeners: { [K in keyof RadarChartEvents]: Set<(value: RadarChartEvents[K]) => void> } = {
    select: new Set(),
    toggle: new Set(),
    hover: new Set(),
  };
  // The scene first: it checks every option, so a rejected mount leaves the container untouched.
  let size = { width: FALLBACK_SIZE, height: FALLBACK_SIZE };
  /**
   * The container's content width as last measured (0: none, hidden or squeezed), measured at
   * mount and when the ResizeObserver reports a change, never in an update: an update (every frame
   * of a slider drag) then forces no layout.
   */
  let followedWidth = current.width === undefined ? containerWidth() : 0;
  size = measuredSize();
  let scene = sceneOf(current, size);
  occupied.add(container);
  const accessible = createAccessibleChartDom(
    container,
    (event) => onKeyDown(event),
    current.chart,
    current.selected ?? 0,
  );
  const { listbox, stageHost } = accessible;
  let konva: SceneLayers | undefined;
  let destroyed = false;
  let reusedExportCanvas: HTMLCanvasElement | undefined;
  /** The series shapes on screen (an animation frame while one runs). */
  let shownSeries: readonly SceneShape[] = splitSceneLayers(scene.shapes).series;
  let animation:
    { from: Map<string, SceneShape>; start: number; duration: number; frame: number } | undefined;
  /** The vertex the tooltip shows, and whether it was put there by keyboard. */
  let tooltipVertex: (ChartVertex & { byKeyboard: boolean }) | undefined;
  // Checked with the scene: each hidden index once, ascending, within the chart (the scene draws
  // alike from the indices as given).
  let hidden = hiddenIn(current.chart, current.hidden);
  if (hidden.length > 0 || current.scale)
    accessible.update(current.chart, current.selected ?? 0, hidden, current.scale);
  /** Whether the listbox is sized to follow the container, which is then watched (see applyHostSize). */
  let hostFollows = false;

  let resizeFrame = 0;
  /** The followed width before the last change, and when that change came (see the observer). */
  let widthBefore = -1;
  let followedAt = 0;
  /** A container width the chart does not grow back to (a scrollbar toggled by its own height). */
  let refusedWidth: number | undefined;
  /** Watches the container while the chart follows its width (no `width` option), only then. */
  const resizeObserver =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          if (current.width !== undefined || destroyed || resizeFrame) return;
          // Resized in the next frame, as Chart.js does: resizing within the observer's callback
          // changes an auto-height container's height in the same frame, which browsers report
          // as a "ResizeObserver loop completed with undelivered notifications" error.
          resizeFrame = requestAnimationFrame(() => {
            resizeFrame = 0;
            if (current.width !== undefined || destroyed) return;
            const measured = containerWidth();
            if (measured === refusedWidth) return;
            refusedWidth = undefined;
            const now = performance.now();
            // Growing straight back to the width it just left: the chart's own height toggles the
            // page's scrollbar (wide enough to overflow, the scrollbar narrows the container; narrow
            // enough to fit, it goes and the container widens), which would resize it every frame.
            // It keeps the narrower width, which fits, until the container takes another width.
            if (measured > followedWidth && measured === widthBefore && now - followedAt < OSCILLATION_MS) {
              refusedWidth = measured;
              return;
            }
            widthBefore = followedWidth;
            followedAt = now;
            followedWidth = measured;
            const next = measuredSize();
            if (next.width !== size.width || next.height !== size.height) update({});
          });
        })
      : undefined;
  applyHostSize();
  /**
   * The pixel ratio the visible canvas (the first canvas, then the stage's layer) is drawn at: the
   * device's, read again on every update and when it changes (zoom, another screen).
   */
  let canvasRatio = screenPixelRatio(size);
  paintFirstCanvas();

  const idle = whenIdle(() => konvaView(), STAGE_IDLE_MINIMUM_MS, STAGE_IDLE_SEARCH_MS);
  let stopWatchingRatio = watchPixelRatio();

  /**
   * The width of the container's content box, where the chart goes (its padding left out, or a
   * padded container would grow with its chart), or 0 when it has none (hidden or squeezed).
   */
  function containerWidth(): number {
    const style = getComputedStyle(container);
    const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
    return Math.max(0, Math.floor(container.clientWidth - padding));
  }

  /**
   * The chart's size: the options' width and height, or the container's width (square). A
   * container hidden (display: none) or squeezed to nothing keeps the chart's last size (at
   * mount, FALLBACK_SIZE).
   */
  function measuredSize(options: RadarChartOptions = current): { width: number; height: number } {
    const width = options.width ?? (followedWidth || size.width);
    return { width, height: options.height ?? width };
  }

  /**
   * Calls `update` when the device pixel ratio changes (browser zoom, a window moved to another
   * screen), so the chart stays sharp; returns what stops watching.
   */
  function watchPixelRatio(): () => void {
    return onNextPixelRatioChange(() => {
      stopWatchingRatio = watchPixelRatio();
      if (!destroyed) update({});
    }, devicePixelRatio());
  }

  function sceneOf(
    view: RadarChartOptions,
    at: { width: number; height: number },
    watermark: string | false = false,
    caller = 'statradar',
  ): Scene {
    // Named after the chart, not buildScene: its option errors start "statradar:" like the others;
    // an export's, whose overrides (legend, title, …) are checked here, name the export.
    return buildSceneFor(caller, view.chart, sceneOptionsOf(view, at, watermark), view.style);
  }

  function applyHostSize(): void {
    const { style } = listbox;
    const follows = current.width === undefined;
    // A fixed-size chart has nothing to watch: observing its container would cost every frame
    // that lays the page out a notification to ignore (the first one in the chart's first frame).
    // (Watched from when it starts following: observing a watched element again would notify again.)
    if (follows && !hostFollows) resizeObserver?.observe(container);
    if (!follows && hostFollows) resizeObserver?.unobserve(container);
    hostFollows = follows;
    // Following its container, the listbox fills it as a grid with one track from 0 to the chart's
    // width: a flex item or grid cell holding the chart can then shrink below it (and the chart
    // follows), where a fixed width would hold the item open, while a shrink-to-fit container
    // still wraps the chart.
    style.display = hostFollows ? 'grid' : '';
    style.gridTemplateColumns = hostFollows ? `minmax(0, ${size.width}px)` : '';
    style.width = hostFollows ? '' : `${size.width}px`;
    style.height = `${size.height}px`;
  }

  /**
   * The first paint: the whole scene on one plain canvas at the device's pixel ratio, by the one
   * painter. One canvas only, as a new canvas's backing store is the costliest part of a first
   * paint; the stage's static bitmaps are painted when the stage is built (an idle moment or the
   * first update), and its composition (bitmaps copied around the series shapes) gives the same
   * pixels as painting in scene order (tested).
   */
  function paintFirstCanvas(): void {
    const ratio = canvasRatio;
    const canvas = firstCanvas;
    // Whole device pixels, rounded down as the stage's canvas is (Konva), so the swap keeps every
    // pixel at a fractional ratio too.
    canvas.width = Math.floor(size.width * ratio);
    canvas.height = Math.floor(size.height * ratio);
    // Not a pointer target: the first pointer entry swaps the stage in for this canvas, and an
    // event whose target left the document would not reach the listbox (the first hover or tap
    // would be lost).
    canvas.style.cssText = `display:block;width:${size.width}px;height:${size.height}px;pointer-events:none`;
    paintScene(firstContext!, scene, ratio);
    stageHost.append(canvas);
  }

  /** Creates the Konva stage for the current scene and swaps it in for the first canvas. */
  function konvaView(): SceneLayers {
    if (destroyed) throw destroyedError('stage');
    if (konva) return konva;
    idle.cancel();
    const host = container.ownerDocument.createElement('div');
    konva = createSceneLayers(host, scene, canvasRatio);
    // Built and drawn off the document, then swapped in one step: no frame shows neither.
    firstCanvas.replaceWith(host);
    // Never drawn or read again (exports read the stage now): its memory goes at once, as the
    // stage's own canvases go when it is destroyed.
    Util.releaseCanvas(firstCanvas);
    return konva;
  }

  function emit<K extends keyof RadarChartEvents>(event: K, value: RadarChartEvents[K]): void {
    for (const handler of listeners[event]) handler(value);
  }

  function select(index: number): void {
    const recent = (current.recentSelection ?? []).filter((entry) => entry !== index);
    update({ selected: index, recentSelection: [...recent, index] });
    current.onSelect?.(index);
    emit('select', index);
  }

  function toggle(series: number): void {
    const isHidden = hidden.includes(series);
    const next = isHidden
      ? hidden.filter((entry) => entry !== series)
      : [...hidden, series].sort((a, b) => a - b);
    update({ hidden: next });
    // The option now says "(hidden)" or not; the live region says what happened.
    accessible.status.textContent = `${dataSetName(current.chart, series)} ${isHidden ? 'shown' : 'hidden'}`;
    const event = { series, hidden: !isHidden, hiddenSeries: [...next] };
    current.onToggle?.(event);
    emit('toggle', event);
  }

  function animationDuration(): number {
    const setting = current.animation ?? true;
    if (setting === false) return 0;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return 0;
    return setting === true ? ANIMATION_DURATION_MS : Math.max(0, setting.duration);
  }

  function update(patch: Partial<RadarChartOptions>): void {
    if (destroyed) throw destroyedError('update');
    checkOptions(patch, current);
    // Hidden data sets follow their data sets through a new chart (one removed before them).
    const askedHidden =
      'hidden' in patch
        ? patch.hidden
        : patch.chart
          ? hiddenAfterChange(current.chart, patch.chart, hidden)
          : hidden;
    const next = withSelectionInRange({ ...current, ...patch, hidden: askedHidden });
    // A chart that starts following its container measures it once, here.
    if (next.width === undefined && current.width !== undefined) followedWidth = containerWidth();
    const nextSize = measuredSize(next);
    // Everything that can throw happens before any state changes, so a failed update leaves
    // the chart exactly as it was.
    const nextScene = sceneOf(next, nextSize);
    const nextHidden = hiddenIn(next.chart, askedHidden);
    const morphable =
      valueCount(current.chart) <= ANIMATION_VALUE_LIMIT && valueCount(next.chart) <= ANIMATION_VALUE_LIMIT;
    // The stage is created (if it is not yet) showing the state before this update, so an
    // animation starts from what the first canvas showed.
    const view = konvaView();
    const previousSeries = shownSeries;
    const sizeChanged = nextSize.width !== size.width || nextSize.height !== size.height;
    current = next;
    hidden = nextHidden;
    scene = nextScene;
    size = nextSize;
    if (sizeChanged || hostFollows !== (current.width === undefined)) applyHostSize();
    if (sizeChanged) view.resize(size.width, size.height);
    const ratio = screenPixelRatio(size);
    if (ratio !== canvasRatio) {
      canvasRatio = ratio;
      view.setPixelRatio(ratio);
    }
    const targetSeries = splitSceneLayers(scene.shapes).series;
    const duration = sizeChanged || !morphable ? 0 : animationDuration();
    if (duration > 0 && !sameShapes(previousSeries, targetSeries)) {
      startAnimation(previousSeries, duration);
    } else {
      stopAnimation();
      shownSeries = targetSeries;
      view.show(scene);
    }
    accessible.update(current.chart, current.selected ?? 0, hidden, current.scale);
    refreshTooltip();
  }

  /** Morphs from the shapes on screen now to the current scene's (continuing smoothly mid-way). */
  function startAnimation(from: readonly SceneShape[], duration: number): void {
    if (animation) cancelAnimationFrame(animation.frame);
    animation = {
      from: new Map(from.map((shape) => [shape.id, shape])),
      start: performance.now(),
      duration,
      frame: requestAnimationFrame(step),
    };
  }

  function step(now: number): void {
    if (!animation || !konva) return;
    const progress = Math.min(1, Math.max(0, (now - animation.start) / animation.duration));
    const target = splitSceneLayers(scene.shapes).series;
    if (progress >= 1) {
      animation = undefined;
      shownSeries = target;
      konva.show(scene);
    } else {
      shownSeries = tweenShapes(animation.from, target, easeOut(progress));
      konva.show(scene, shownSeries);
      animation.frame = requestAnimationFrame(step);
    }
  }

  function stopAnimation(): void {
    if (!animation) return;
    cancelAnimationFrame(animation.frame);
    animation = undefined;
  }

  /**
   * Makes `vertex` the active one (hovered, tapped or reached by keyboard; undefined: none), shows
   * its tooltip unless the `tooltip` option is false, and reports a change (`onHover`, 'hover'):
   * a host that draws its own tooltip turns the built-in one off and still hears every move.
   */
  function showTooltipAt(vertex: ChartVertex | undefined, byKeyboard: boolean): void {
    // A handler of the same key or click (onSelect, onToggle) may have destroyed the chart.
    if (destroyed) return;
    const previous = tooltipVertex;
    watchPage(false);
    tooltipVertex = vertex && { ...vertex, byKeyboard };
    if (!vertex || current.tooltip === false) accessible.hideTooltip();
    else
      accessible.showTooltip(
        vertexTooltipText(current.chart, vertex),
        vertex.x,
        vertex.y,
        size.width,
        size.height,
      );
    // A hovered or tapped vertex goes at Escape wherever the focus is (WCAG 1.4.13), and at a press
    // anywhere outside the chart; the chart's own keys and blur handle a keyboard one.
    if (vertex && !byKeyboard) watchPage(true);
    if (previous?.series !== vertex?.series || previous?.attribute !== vertex?.attribute) {
      current.onHover?.(vertex);
      emit('hover', vertex);
    }
  }

  /** Keeps the active vertex (and its tooltip's place and text) current after an update. */
  function refreshTooltip(): void {
    if (!tooltipVertex) return;
    const { byKeyboard } = tooltipVertex;
    const moved = vertexPosition(scene, tooltipVertex.series, tooltipVertex.attribute);
    if (!moved) showTooltipAt(undefined, false);
    else {
      tooltipVertex = { ...moved, byKeyboard };
      if (current.tooltip === false) accessible.hideTooltip();
      else {
        const text = vertexTooltipText(current.chart, moved);
        accessible.showTooltip(text, moved.x, moved.y, size.width, size.height, byKeyboard);
      }
    }
  }

  function onKeyDown(event: KeyboardEvent): void {
    // Browser and system shortcuts (Alt+Left is Back, Ctrl+End scrolls the page) stay theirs.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const count = current.chart.data.length;
    const selected = Math.min(Math.max(current.selected ?? 0, 0), Math.max(count - 1, 0));
    const nextSelected = selectionAfterKey(event.key, selected, count);
    if (nextSelected !== undefined) {
      event.preventDefault();
      if (nextSelected !== selected) select(nextSelected);
      if (tooltipVertex?.byKeyboard) {
        showTooltipAt(vertexPosition(scene, nextSelected, tooltipVertex.attribute), true);
      }
      return;
    }
    const attribute = attributeAfterKey(
      event.key,
      tooltipVertex?.byKeyboard ? tooltipVertex.attribute : undefined,
      current.chart.labels.length,
    );
    if (attribute !== undefined) {
      event.preventDefault();
      showTooltipAt(vertexPosition(scene, selected, attribute), true);
      return;
    }
    if ((event.key === 'Enter' || event.key === ' ') && hasLegend(scene) && count > 0) {
      event.preventDefault();
      toggle(selected);
      return;
    }
    if (event.key === 'Escape' && tooltipVertex) {
      event.preventDefault();
      showTooltipAt(undefined, false);
    }
  }

  /**
   * The pointer in the chart's CSS pixels. The listbox's box on screen is scaled by any `transform`
   * or `zoom` of an ancestor (a scaled preview, a zoomed panel), its layout size is not: without
   * the ratio of the two, hover, taps and legend clicks landed where the chart would be unscaled.
   */
  function pointerPosition(event: MouseEvent): { x: number; y: number } {
    const box = listbox.getBoundingClientRect();
    const scaleX = box.width / listbox.offsetWidth || 1;
    const scaleY = box.height / listbox.offsetHeight || 1;
    return { x: (event.clientX - box.left) / scaleX, y: (event.clientY - box.top) / scaleY };
  }

  const onClick = (event: MouseEvent): void => {
    const { x, y } = pointerPosition(event);
    const legend = legendAtPoint(scene, x, y);
    if (legend !== undefined) {
      toggle(legend);
      return;
    }
    // Near a vertex its data set is picked, the one its tooltip names (even under another's fill).
    const vertex = vertexAtPoint(scene, x, y);
    // A tap shows the tooltip on the click, once the browser knows it was a tap: a scroll or a pinch
    // that starts on the chart ends without one, so it leaves no tooltip behind.
    if (tapping) showTooltipAt(vertex, false);
    const series = vertex ? vertex.series : seriesAtPoint(scene, x, y);
    if (series !== undefined && !destroyed) select(series);
  };
  const onPointerMove = (event: PointerEvent): void => {
    const { x, y } = pointerPosition(event);
    const onSomething = legendAtPoint(scene, x, y) !== undefined || seriesAtPoint(scene, x, y) !== undefined;
    const cursor = onSomething ? 'pointer' : '';
    if (listbox.style.cursor !== cursor) listbox.style.cursor = cursor;
    // Touch sends no hover: a tap shows the tooltip (see onClick).
    if (event.pointerType === 'touch') return;
    const vertex = vertexAtPoint(scene, x, y);
    // The pointer may move onto a hovered tooltip (to read or copy it) without losing it (WCAG 1.4.13).
    if (!vertex && tooltipVertex && !tooltipVertex.byKeyboard && accessible.tooltipContains(x, y)) return;
    showTooltipAt(vertex, false);
  };
  /** Whether the latest press was a finger or a pen, whose click is a tap. */
  let tapping = false;
  const onPointerDown = (event: PointerEvent): void => {
    tapping = event.pointerType === 'touch' || event.pointerType === 'pen';
  };
  /**
   * A hovered or tapped tooltip goes away at a press (a tap, scroll or pinch) anywhere outside the
   * chart, and at Escape wherever the focus is.
   */
  const onPageEvent = (event: Event): void => {
    const outside = event.type === 'pointerdown' && !listbox.contains(event.target as Node);
    if (outside || (event as KeyboardEvent).key === 'Escape') showTooltipAt(undefined, false);
  };
  function watchPage(watch: boolean): void {
    const page = container.ownerDocument;
    const method = watch ? 'addEventListener' : 'removeEventListener';
    page[method]('pointerdown', onPageEvent, true);
    page[method]('keydown', onPageEvent);
  }
  const onPointerLeave = (event: PointerEvent): void => {
    // A finger lifted after a tap also "leaves": the tapped tooltip stays until the next tap.
    if (event.pointerType === 'touch') return;
    if (tooltipVertex && !tooltipVertex.byKeyboard) showTooltipAt(undefined, false);
  };
  const onBlur = (): void => {
    if (tooltipVertex?.byKeyboard) showTooltipAt(undefined, false);
  };
  const onInteractionStart = (): void => void konvaView();
  listbox.addEventListener('click', onClick);
  listbox.addEventListener('pointermove', onPointerMove);
  listbox.addEventListener('pointerdown', onPointerDown);
  listbox.addEventListener('pointerleave', onPointerLeave);
  listbox.addEventListener('pointerenter', onInteractionStart);
  listbox.addEventListener('focus', onInteractionStart);
  listbox.addEventListener('blur', onBlur);

  /**
   * The export's pixels: the export scene (the displayed one plus the watermark, final state even
   * mid-animation) painted whole by the one painter on a reused canvas, never touching the
   * visible stage. When the export is exactly what the one visible canvas holds (no watermark or
   * overrides, the screen's pixel ratio, no animation running, nothing custom drawn on the
   * stage), that canvas is encoded as it is, as Chart.js does: it holds the same bytes (the
   * composition is pixel-identical to painting the scene whole, tested) and saves a repaint.
   */
  function exportCanvas(exportOptions: ExportOptions | undefined, caller: string): HTMLCanvasElement {
    if (destroyed) throw destroyedError(caller);
    const view = exportView(exportOptions, caller);
    const pixelRatio = exportOptions?.pixelRatio ?? 1;
    const bitmap = bitmapSize({ ...size, pixelRatio }, caller);
    const watermark = exportWatermark(exportOptions);
    if (view === current && watermark === false) {
      const shown = shownCanvas(pixelRatio, bitmap);
      if (shown) return shown;
    }
    const exportScene = sceneOf(view, size, watermark, caller);
    reusedExportCanvas ??= container.ownerDocument.createElement('canvas');
    return sceneExportCanvas(exportScene, pixelRatio, reusedExportCanvas);
  }

  /**
   * The visible canvas when it holds exactly the current scene, whole, at `pixelRatio`, in the
   * export's bitmap size.
   */
  function shownCanvas(
    pixelRatio: number,
    bitmap: { width: number; height: number },
  ): HTMLCanvasElement | undefined {
    if (animation) return undefined;
    let canvas: HTMLCanvasElement;
    if (!konva) {
      canvas = firstCanvas;
    } else {
      const layers = konva.stage.getLayers();
      if (layers.length !== 1 || layers[0] !== konva.layer || konva.layer.children.length !== 3)
        return undefined;
      if (konva.layer.getCanvas().getPixelRatio() !== pixelRatio) return undefined;
      konva.flush();
      canvas = konva.layer.getNativeCanvasElement();
    }
    return canvas.width === bitmap.width && canvas.height === bitmap.height && canvasRatio === pixelRatio
      ? canvas
      : undefined;
  }

  /** The chart's options with an export's overrides (legend, title, caption, background). */
  function exportView(exportOptions: ExportOptions | undefined, caller: string): RadarChartOptions {
    if (exportOptions === undefined) return current;
    // `toPNG(2)` meant a pixel ratio: say so rather than export at 1.
    if (typeof exportOptions !== 'object' || exportOptions === null || Array.isArray(exportOptions))
      optionError(
        caller,
        'options',
        // toSVG takes no pixel ratio: its example is an option it takes.
        `an object such as ${caller === 'toSVG' ? '{ legend: true }' : '{ pixelRatio: 2 }'}`,
        exportOptions,
      );
    const view: RadarChartOptions = { ...current };
    for (const key of EXPORT_OVERRIDES) {
      if (exportOptions[key] !== undefined) Object.assign(view, { [key]: exportOptions[key] });
    }
    return view;
  }

  function exportWatermark(exportOptions: Pick<ExportOptions, 'watermark'> | undefined): string | false {
    return exportOptions?.watermark ?? current.watermark ?? false;
  }

  return {
    get stage() {
      return konvaView().stage;
    },
    element: listbox,
    get size() {
      return { ...size };
    },
    update,
    on(event, handler) {
      if (destroyed) throw destroyedError('on');
      if (!Object.hasOwn(listeners, event))
        optionError('statradar', 'on(event)', "'select', 'toggle' or 'hover'", event);
      if (typeof handler !== 'function') optionError('statradar', 'on(handler)', 'a function', handler);
      listeners[event].add(handler);
      return () => void listeners[event].delete(handler);
    },
    // Nothing to check: an unknown event or handler is not listening, destroyed or not.
    off(event, handler) {
      if (Object.hasOwn(listeners, event)) listeners[event].delete(handler);
    },
    toDataURL: (exportOptions) => exportCanvas(exportOptions, 'toDataURL').toDataURL('image/png'),
    toPNG: (exportOptions) => exported(() => exportCanvas(exportOptions, 'toPNG')),
    toBlob: (exportOptions) => exported(() => exportCanvas(exportOptions, 'toBlob')),
    toSVG: (exportOptions) => {
      if (destroyed) throw destroyedError('toSVG');
      const view = exportView(exportOptions, 'toSVG');
      return sceneToSvg(sceneOf(view, size, exportWatermark(exportOptions), 'toSVG'));
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      occupied.delete(container);
      idle.cancel();
      stopAnimation();
      resizeObserver?.disconnect();
      cancelAnimationFrame(resizeFrame);
      stopWatchingRatio();
      listbox.removeEventListener('click', onClick);
      listbox.removeEventListener('pointermove', onPointerMove);
      listbox.removeEventListener('pointerdown', onPointerDown);
      listbox.removeEventListener('pointerleave', onPointerLeave);
      listbox.removeEventListener('pointerenter', onInteractionStart);
      listbox.removeEventListener('focus', onInteractionStart);
      listbox.removeEventListener('blur', onBlur);
      watchPage(false);
      konva?.destroy();
      // Exports have taken their copy of the pixels (toDataURL and toBlob do when called).
      Util.releaseCanvas(firstCanvas, ...(reusedExportCanvas ? [reusedExportCanvas] : []));
      accessible.destroy();
      for (const set of Object.values(listeners)) set.clear();
    },
  };
}

/** A PNG Blob of the canvas `paint` returns; its errors (caps, destroyed) reject the promise. */
function exported(paint: () => HTMLCanvasElement): Promise<Blob> {
  try {
    return canvasToPngBlob(paint());
  } catch (error) {
    return Promise.reject(error);
  }
}

function devicePixelRatio(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 1;
}

/**
 * The pixel ratio of the visible canvas: the device's, lowered for a chart so large that its
 * backing store would pass the export caps (8192 px a side, 32 megapixels), beyond which browsers
 * leave a canvas blank; such a chart is drawn a little soft instead of not at all.
 */
function screenPixelRatio(size: { width: number; height: number }): number {
  return Math.min(
    devicePixelRatio(),
    MAX_BITMAP_SIDE / Math.max(size.width, size.height),
    // Both canvases round their sides down, so the product stays within the cap.
    Math.sqrt(MAX_BITMAP_PIXELS / (size.width * size.height)),
  );
}

/**
 * Checks the options a caller passes, and that a chart among them can be drawn (assertChart: a
 * TypeError naming each wrong field in parseChart's words, before anything changes).
 */
function checkOptions(patch: Partial<RadarChartOptions>, base?: RadarChartOptions): void {
  if (patch === null || typeof patch !== 'object') {
    throw new TypeError('statradar: options must be an object.');
  }
  if (!base && !('chart' in patch)) throw new TypeError('statradar: options.chart is required.');
  checkSizeOption('width', patch.width);
  checkSizeOption('height', patch.height);
  if ('chart' in patch) assertChart(patch.chart, 'statradar');
  const { tooltip, animation, hidden } = patch;
  if (tooltip !== undefined && typeof tooltip !== 'boolean') {
    optionError('statradar', 'options.tooltip', 'true or false', tooltip);
  }
  if (animation !== undefined && typeof animation !== 'boolean') {
    const duration = (animation as { duration?: unknown } | null)?.duration;
    if (typeof duration !== 'number' || !(duration >= 0 && duration <= MAX_ANIMATION_MS)) {
      optionError(
        'statradar',
        'options.animation',
        `true, false or { duration } with a duration from 0 to ${MAX_ANIMATION_MS} ms`,
        typeof duration === 'number' ? duration : animation,
        typeof duration === 'number',
      );
    }
  }
  if (hidden !== undefined && !Array.isArray(hidden)) {
    optionError('statradar', 'options.hidden', 'a list of data-set indices', hidden);
  }
  // Checked here, not only when an export draws it: a bad watermark would otherwise be accepted
  // and make every later export throw.
  checkWatermarkOption(patch as Record<string, unknown>, 'statradar');
  checkStyleOption('statradar', patch.style);
  for (const name of ['onSelect', 'onToggle', 'onHover'] as const) {
    if (patch[name] !== undefined && typeof patch[name] !== 'function') {
      optionError('statradar', `options.${name}`, 'a function', patch[name]);
    }
  }
}

/**
 * The options with `selected` inside the chart's data sets: a selection past the last one (a host
 * that removed the selected data set, or passed too large an index) becomes the last one, as the
 * editor moves the selection when the last data set is deleted, so a data set is always selected.
 */
function withSelectionInRange(options: RadarChartOptions): RadarChartOptions {
  // A chart with no data set selects index 0, as before its first data set comes.
  const last = Math.max(options.chart.data.length - 1, 0);
  return Number.isInteger(options.selected) && options.selected! > last
    ? { ...options, selected: last }
    : options;
}

/**
 * The hidden data sets as the chart keeps and reports them (`onToggle`'s `hiddenSeries`): each
 * once, ascending, and only data sets the chart has (a host's stale index past the last is
 * dropped, as a selection past the last is moved), from indices the scene has checked.
 */
function hiddenIn(chart: Chart, hidden: readonly number[] = []): number[] {
  return [...new Set(hidden)].filter((index) => index < chart.data.length).sort((a, b) => a - b);
}

/** How many values a chart holds: one per data set and attribute. */
function valueCount(chart: Chart): number {
  return chart.data.length * chart.labels.length;
}

/** The longest animation an option may ask for: a longer one (or Infinity) would never settle. */
const MAX_ANIMATION_MS = 60_000;

function sameShapes(a: readonly SceneShape[], b: readonly SceneShape[]): boolean {
  return a.length === b.length && a.every((shape, index) => sceneShapeEquals(shape, b[index]!));
}

function hasLegend(scene: Scene): boolean {
  return scene.legend.length > 0;
}

/** The data set whose legend entry (its `legend-{d}` hit rectangle) is under (x, y), if any. */
function legendAtPoint(scene: Scene, x: number, y: number): number | undefined {
  if (!hasLegend(scene)) return undefined;
  const transform = viewBoxOf(scene);
  const u = (x - transform.x) / transform.scaleX;
  const v = (y - transform.y) / transform.scaleY;
  for (const shape of scene.shapes) {
    if (shape.kind !== 'rect' || shape.legend === undefined || shape.id !== `legend-${shape.legend}`)
      continue;
    if (u >= shape.x && u <= shape.x + shape.width && v >= shape.y && v <= shape.y + shape.height) {
      return shape.legend;
    }
  }
  return undefined;
}
