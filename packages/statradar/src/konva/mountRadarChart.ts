import type { Layer } from 'konva/lib/Layer';
import type { Stage } from 'konva/lib/Stage';
import { buildScene } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import type { Scene } from '../scene/types';
import { canvasToPngBlob } from './canvasToPngBlob';
import { createAccessibleChartDom } from './accessibleChartDom';
import { chartWithStyle, sceneOptionsOf, type ChartViewOptions, type ExportOptions } from './chartView';
import { Konva } from './konvaClasses';
import { sceneExportCanvas } from './exportCanvas';
import { createRadarRenderer, type RadarRenderer } from './radarRenderer';
import { seriesAtPoint } from './seriesAtPoint';

/** Options of {@link mountRadarChart}. */
export interface MountRadarChartOptions extends ChartViewOptions {
  /** Called with a data set's index when the user picks it by keyboard, click or tap. */
  onSelect?: (index: number) => void;
}

/** A chart mounted into a DOM element. */
export interface RadarChartHandle {
  /**
   * The Konva stage drawing the chart. The stage is created lazily (see {@link mountRadarChart});
   * reading this property creates it if it does not exist yet.
   */
  readonly stage: Stage;
  /** Redraws with changed options (only the changed shapes' nodes are touched). */
  update(options: Partial<MountRadarChartOptions>): void;
  /** PNG export (with a watermark only when given one); resolves to a Blob. */
  toPNG(options?: ExportOptions): Promise<Blob>;
  /** PNG export as a data URL (with a watermark only when given one). */
  toDataURL(options?: ExportOptions): string;
  /** Standalone SVG of the chart (the same scene as the canvas; a watermark only when given one). */
  toSVG(options?: Pick<ExportOptions, 'watermark'>): string;
  /** Removes the stage, listeners and accessible elements. */
  destroy(): void;
}

/** How long an untouched chart waits for an idle moment before it creates its Konva stage. */
const STAGE_IDLE_TIMEOUT_MS = 1000;
/** The idle time creating a Konva stage needs (it takes a few milliseconds). */
const STAGE_IDLE_MINIMUM_MS = 10;

/** The Konva half of a mounted chart, created on demand. */
interface KonvaView {
  stage: Stage;
  layer: Layer;
  renderer: RadarRenderer;
}

/**
 * Mounts an interactive radar chart into `container`: the chart inside a focusable listbox of
 * data sets (arrow keys select), plus a visually hidden table of every value for screen readers
 * (its rows and values are written at most 150 ms after a change).
 * Clicking a data set's polygon or marker selects it. Selection is kept internally and reported
 * through `onSelect`; pass `selected` to `update` to control it from outside.
 *
 * Progressive mounting: creating a Konva stage costs several canvases and takes longer than a
 * whole Chart.js chart, while the same scene as inline SVG paints in a fraction of that. So the
 * chart is first painted as the engine's SVG of its scene, and the Konva stage (which makes
 * updates cheap) is created later: on the first `update`, when the pointer enters
 * or the chart gets focus, on reading `stage`, or when the browser is idle. The stage draws the same scene at the same size and position
 * (the cross-renderer test proves both draw the same picture), and the SVG is removed in the same
 * task, so no frame shows a jump. The listbox, table, keyboard and pointer selection work from
 * the first paint: selection by pointer is computed from the scene's geometry
 * ({@link seriesAtPoint}), so Konva never draws a hit canvas.
 *
 * @example
 * const chart = mountRadarChart(document.getElementById('chart')!, { chart: createChart(), width: 400 });
 * chart.update({ chart: setValue(createChart(), 0, 1, 90) });
 * const png = await chart.toPNG({ pixelRatio: 2 });
 */
export function mountRadarChart(container: HTMLElement, options: MountRadarChartOptions): RadarChartHandle {
  let current: MountRadarChartOptions = { ...options };
  const accessible = createAccessibleChartDom(container, (index) => select(index));
  const { listbox, stageHost } = accessible;
  let scene = sceneOf();
  let size = '';
  let konva: KonvaView | undefined;
  /** Whether `update` has changed the stage's nodes (after which only Konva knows if it has drawn them). */
  let updatedSinceStage = false;
  resize();
  stageHost.innerHTML = sceneToSvg(scene, { title: false });
  const svg = stageHost.firstElementChild as SVGSVGElement;
  svg.style.display = 'block';
  accessible.update(current.chart, current.selected ?? 0);

  const idle = whenIdle(() => konvaView());

  /** Creates the Konva stage drawing the current scene and swaps it in for the SVG. */
  function konvaView(): KonvaView {
    if (konva) return konva;
    idle.cancel();
    // Not listening: pointer selection uses the scene's geometry, so Konva skips its hit canvas.
    const stage: Stage = new Konva.Stage({ container: stageHost, ...sceneSize(), listening: false });
    const layer = new Konva.Layer({ listening: false });
    const renderer = createRadarRenderer(layer, scene);
    // Konva empties its container when it builds the stage, and adding the layer draws it now:
    // the SVG leaves and the canvas arrives in the same task. (The batch draw the renderer
    // scheduled will repaint the same nodes; until an update, the canvas is current.)
    stage.add(layer);
    svg.remove();
    konva = { stage, layer, renderer };
    return konva;
  }

  function sceneSize(): { width: number; height: number } {
    return { width: current.width, height: current.height ?? current.width };
  }

  /** Sizes the stage and the focusable listbox around it (so its focus ring hugs the chart). */
  function resize(): void {
    const next = sceneSize();
    const key = `${next.width}x${next.height}`;
    if (key === size) return;
    size = key;
    konva?.stage.size(next);
    listbox.style.width = `${next.width}px`;
    listbox.style.height = `${next.height}px`;
  }

  function sceneOf(watermark: string | false = false): Scene {
    return buildScene(chartWithStyle(current.chart, current.style), sceneOptionsOf(current, watermark));
  }

  function select(index: number): void {
    const recent = (current.recentSelection ?? []).filter((entry) => entry !== index);
    update({ selected: index, recentSelection: [...recent, index] });
    current.onSelect?.(index);
  }

  function update(patch: Partial<MountRadarChartOptions>): void {
    current = { ...current, ...patch };
    scene = sceneOf();
    const view = konvaView();
    resize();
    view.renderer.update(scene);
    updatedSinceStage = true;
    accessible.update(current.chart, current.selected ?? 0);
  }

  /** The data set under a pointer event, from the scene's geometry. */
  function seriesAt(event: MouseEvent): number | undefined {
    const box = listbox.getBoundingClientRect();
    return seriesAtPoint(scene, event.clientX - box.left, event.clientY - box.top);
  }
  const onClick = (event: MouseEvent): void => {
    const series = seriesAt(event);
    if (series !== undefined) select(series);
  };
  const onPointerMove = (event: MouseEvent): void => {
    const cursor = seriesAt(event) === undefined ? '' : 'pointer';
    if (listbox.style.cursor !== cursor) listbox.style.cursor = cursor;
  };
  const onInteractionStart = (): void => void konvaView();
  listbox.addEventListener('click', onClick);
  listbox.addEventListener('pointermove', onPointerMove);
  listbox.addEventListener('pointerenter', onInteractionStart);
  listbox.addEventListener('focus', onInteractionStart);

  /**
   * The export's pixels, leaving the visible stage alone: a copy of the stage's canvas with the
   * watermark painted on top when that canvas is current and at the requested pixel ratio (it is
   * from its creation until an update, then again once Konva has drawn), else the export scene
   * painted once. A chart still in its SVG paint needs no stage to be exported.
   */
  let reusedExportCanvas: HTMLCanvasElement | undefined;
  function exportCanvas(exportOptions: ExportOptions | undefined): HTMLCanvasElement {
    const pixelRatio = exportOptions?.pixelRatio ?? 1;
    const exportScene = sceneOf(exportOptions?.watermark ?? false);
    const displayed = konva?.layer.getCanvas();
    const current =
      displayed?.getPixelRatio() === pixelRatio && (!updatedSinceStage || !konva?.layer._waitingForDraw);
    return (reusedExportCanvas = sceneExportCanvas(
      exportScene,
      pixelRatio,
      current ? displayed?._canvas : undefined,
      reusedExportCanvas,
    ));
  }

  return {
    get stage() {
      return konvaView().stage;
    },
    update,
    toDataURL: (exportOptions) => exportCanvas(exportOptions).toDataURL('image/png'),
    toPNG: (exportOptions) => canvasToPngBlob(exportCanvas(exportOptions)),
    toSVG: (exportOptions) => sceneToSvg(sceneOf(exportOptions?.watermark ?? false)),
    destroy: () => {
      idle.cancel();
      listbox.removeEventListener('click', onClick);
      listbox.removeEventListener('pointermove', onPointerMove);
      listbox.removeEventListener('pointerenter', onInteractionStart);
      listbox.removeEventListener('focus', onInteractionStart);
      konva?.renderer.destroy();
      konva?.stage.destroy();
      accessible.destroy();
    },
  };
}

/**
 * Runs `task` in the first idle period long enough for it ({@link STAGE_IDLE_MINIMUM_MS}: a short
 * gap between busy frames would turn into a janky frame), or at the latest after
 * {@link STAGE_IDLE_TIMEOUT_MS}; only after the timeout where requestIdleCallback does not exist
 * (Safari). `cancel` drops it if it has not run.
 */
function whenIdle(task: () => void): { cancel(): void } {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, STAGE_IDLE_TIMEOUT_MS);
    return { cancel: () => clearTimeout(timer) };
  }
  const due = performance.now() + STAGE_IDLE_TIMEOUT_MS;
  const schedule = (): number =>
    requestIdleCallback(onIdle, { timeout: Math.max(0, due - performance.now()) });
  const onIdle = (deadline: IdleDeadline): void => {
    if (deadline.didTimeout || deadline.timeRemaining() >= STAGE_IDLE_MINIMUM_MS) task();
    else handle = schedule();
  };
  let handle = schedule();
  return { cancel: () => cancelIdleCallback(handle) };
}
