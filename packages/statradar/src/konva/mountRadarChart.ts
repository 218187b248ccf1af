import type { KonvaEventObject } from 'konva/lib/Node';
import type { Stage } from 'konva/lib/Stage';
import { buildScene } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import type { Scene } from '../scene/types';
import { canvasToPngBlob } from './canvasToPngBlob';
import { createAccessibleChartDom } from './accessibleChartDom';
import {
  chartWithStyle,
  DEFAULT_WATERMARK,
  sceneOptionsOf,
  type ChartViewOptions,
  type ExportOptions,
} from './chartView';
import { Konva } from './konvaClasses';
import { createRadarRenderer } from './radarRenderer';
import { seriesOfNode } from './sceneNodeAttributes';

/** Options of {@link mountRadarChart}. */
export interface MountRadarChartOptions extends ChartViewOptions {
  /** Called with a data set's index when the user picks it by keyboard, click or tap. */
  onSelect?: (index: number) => void;
}

/** A chart mounted into a DOM element. */
export interface RadarChartHandle {
  /** The Konva stage drawing the chart. */
  readonly stage: Stage;
  /** Redraws with changed options (only the changed shapes' nodes are touched). */
  update(options: Partial<MountRadarChartOptions>): void;
  /** PNG export with the watermark; resolves to a Blob. */
  toPNG(options?: ExportOptions): Promise<Blob>;
  /** PNG export with the watermark as a data URL. */
  toDataURL(options?: ExportOptions): string;
  /** Standalone SVG of the chart with the watermark (the same scene as the canvas). */
  toSVG(options?: Pick<ExportOptions, 'watermark'>): string;
  /** Removes the stage, listeners and accessible elements. */
  destroy(): void;
}

/**
 * Mounts an interactive radar chart into `container`: a Konva stage inside a focusable listbox of
 * data sets (arrow keys select), plus a visually hidden table of every value for screen readers.
 * Clicking a data set's polygon selects it. Selection is kept internally and reported through
 * `onSelect`; pass `selected` to `update` to control it from outside.
 *
 * @example
 * const chart = mountRadarChart(document.getElementById('chart')!, { chart: createChart(), width: 400 });
 * chart.update({ chart: setValue(createChart(), 0, 1, 90) });
 * const png = await chart.toPNG({ pixelRatio: 2 });
 */
export function mountRadarChart(container: HTMLElement, options: MountRadarChartOptions): RadarChartHandle {
  let current: MountRadarChartOptions = { ...options };
  const accessible = createAccessibleChartDom(container, (index) => select(index));
  const stage: Stage = new Konva.Stage({
    container: accessible.stageHost,
    width: current.width,
    height: current.height ?? current.width,
  });
  const layer = new Konva.Layer();
  stage.add(layer);
  const renderer = createRadarRenderer(layer, sceneOf());
  resize();
  accessible.update(current.chart, current.selected ?? 0);

  stage.on('click tap', (event: KonvaEventObject<Event>) => {
    const series = seriesOfNode(event.target);
    if (series !== undefined) select(series);
  });
  stage.on('mouseover mouseout', (event: KonvaEventObject<Event>) => {
    const overSeries = event.type === 'mouseover' && seriesOfNode(event.target) !== undefined;
    stage.container().style.cursor = overSeries ? 'pointer' : '';
  });

  /** Sizes the stage and the focusable listbox around it (so its focus ring hugs the chart). */
  function resize(): void {
    const size = { width: current.width, height: current.height ?? current.width };
    stage.size(size);
    accessible.listbox.style.width = `${size.width}px`;
    accessible.listbox.style.height = `${size.height}px`;
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
    resize();
    renderer.update(sceneOf());
    accessible.update(current.chart, current.selected ?? 0);
  }

  /** Draws the export scene (with its watermark) only for the synchronous `draw`, then restores. */
  function withExportScene<T>(exportOptions: ExportOptions | undefined, draw: () => T): T {
    renderer.update(sceneOf(exportOptions?.watermark ?? DEFAULT_WATERMARK));
    try {
      return draw();
    } finally {
      renderer.update(sceneOf());
    }
  }

  return {
    stage,
    update,
    toDataURL: (exportOptions) =>
      withExportScene(exportOptions, () => stage.toDataURL({ pixelRatio: exportOptions?.pixelRatio ?? 1 })),
    toPNG: (exportOptions) => {
      const canvas = withExportScene(exportOptions, () =>
        stage.toCanvas({ pixelRatio: exportOptions?.pixelRatio ?? 1 }),
      );
      return canvasToPngBlob(canvas);
    },
    toSVG: (exportOptions) => sceneToSvg(sceneOf(exportOptions?.watermark ?? DEFAULT_WATERMARK)),
    destroy: () => {
      renderer.destroy();
      stage.destroy();
      accessible.destroy();
    },
  };
}
