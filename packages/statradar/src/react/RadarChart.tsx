import type { Stage as KonvaStage } from 'konva/lib/Stage';
import {
  forwardRef,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { Circle, Group, Layer, Line, Shape, Stage } from 'react-konva/lib/ReactKonvaCore';
import { buildScene } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import { canvasToPngBlob } from '../konva/canvasToPngBlob';
import { chartSummary, selectionAfterKey, VISUALLY_HIDDEN_STYLE } from '../konva/chartSummary';
import {
  chartWithStyle,
  sceneOptionsOf,
  type ChartViewOptions,
  type ExportOptions,
} from '../konva/chartView';
import { sceneExportCanvas } from '../konva/exportCanvas';
import { sceneNodeAttributes } from '../konva/sceneNodeAttributes';
import { seriesAtPoint } from '../konva/seriesAtPoint';
import { sceneShapeEquals } from '../konva/sceneShapeEquals';
import { viewBoxTransform } from '../konva/viewBoxTransform';
import type { Scene, SceneShape } from '../scene/types';
import { VIEW_BOX_SIZE } from '../geometry/constants';
import { ChartTable } from './ChartTable';

/** Props of {@link RadarChart}: the chart view, controlled selection, and export watermark. */
export interface RadarChartProps extends ChartViewOptions {
  /** Called with a data set's index when the user picks it by keyboard, click or tap. */
  onSelect?: (index: number) => void;
  /** Watermark of the exports made through the ref (default none; e.g. DEFAULT_WATERMARK from statradar/konva). */
  watermark?: string | false;
  className?: string;
}

/** What a {@link RadarChart} ref exposes. */
export interface RadarChartRef {
  /** PNG export (a watermark only when given one, here or as a prop). */
  toPNG(options?: ExportOptions): Promise<Blob>;
  /** PNG export as a data URL (a watermark only when given one). */
  toDataURL(options?: ExportOptions): string;
  /** Standalone SVG (a watermark only when given one). */
  toSVG(options?: Pick<ExportOptions, 'watermark'>): string;
  /** The Konva stage, once mounted. */
  stage(): KonvaStage | null;
}

const components = { Line, Circle, Shape } as const;
/** The background fills the view box, as the SVG serializer's background rect does. */
const VIEW_BOX_SQUARE = [0, 0, VIEW_BOX_SIZE, 0, VIEW_BOX_SIZE, VIEW_BOX_SIZE, 0, VIEW_BOX_SIZE];

/**
 * An interactive radar chart: react-konva nodes keyed by scene shape id, so React updates only the
 * nodes of shapes that changed. The chart is a focusable listbox of data sets (arrow keys, Home,
 * End) with a visually hidden table of every value; clicking a polygon selects its data set.
 * Selection is controlled: pass `selected` and update it in `onSelect`.
 *
 * @example
 * const [selected, setSelected] = useState(0);
 * <RadarChart chart={chart} width={400} height={400} selected={selected} onSelect={setSelected} />
 */
export const RadarChart = forwardRef<RadarChartRef, RadarChartProps>(function RadarChart(props, ref) {
  const {
    chart,
    style,
    width,
    height = width,
    selected = 0,
    recentSelection,
    background,
    pointMarkers,
  } = props;
  const stageRef = useRef<KonvaStage>(null);
  const idPrefix = useId();
  const styledChart = useMemo(() => chartWithStyle(chart, style), [chart, style]);
  const view = { chart: styledChart, width, height, selected, recentSelection, background, pointMarkers };
  const scene = useMemo(
    () => buildScene(styledChart, sceneOptionsOf(view)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `view` is rebuilt each render from these
    [styledChart, width, height, selected, recentSelection, background, pointMarkers],
  );
  const shapeElements = useShapeElements(scene);
  const summary = useMemo(() => chartSummary(chart), [chart]);

  const exportScene = (watermark: string | false | undefined): Scene =>
    buildScene(styledChart, sceneOptionsOf(view, watermark ?? props.watermark ?? false));
  /** The displayed layer's pixels plus the watermark, or the export scene painted once. */
  const exportCanvas = (options: ExportOptions | undefined): HTMLCanvasElement => {
    const pixelRatio = options?.pixelRatio ?? 1;
    const layer = stageRef.current?.getLayers()[0];
    const displayed = layer?.getCanvas();
    const current = displayed?.getPixelRatio() === pixelRatio && !layer?._waitingForDraw;
    return sceneExportCanvas(
      exportScene(options?.watermark),
      pixelRatio,
      current ? displayed?._canvas : undefined,
    );
  };
  useImperativeHandle(ref, () => ({
    toPNG: (options) => canvasToPngBlob(exportCanvas(options)),
    toDataURL: (options) => exportCanvas(options).toDataURL('image/png'),
    toSVG: (options) => sceneToSvg(exportScene(options?.watermark)),
    stage: () => stageRef.current,
  }));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = selectionAfterKey(event.key, selected, chart.data.length);
    if (next === undefined) return;
    event.preventDefault();
    if (next !== selected) props.onSelect?.(next);
  };
  /** The data set under the pointer, from the scene's geometry (Konva draws no hit canvas). */
  const seriesAt = (event: MouseEvent<HTMLDivElement>): number | undefined => {
    const box = event.currentTarget.getBoundingClientRect();
    return seriesAtPoint(scene, event.clientX - box.left, event.clientY - box.top);
  };
  const onClick = (event: MouseEvent<HTMLDivElement>): void => {
    const series = seriesAt(event);
    if (series !== undefined) props.onSelect?.(series);
  };
  const onPointerMove = (event: MouseEvent<HTMLDivElement>): void => {
    const cursor = seriesAt(event) === undefined ? '' : 'pointer';
    if (event.currentTarget.style.cursor !== cursor) event.currentTarget.style.cursor = cursor;
  };
  const optionId = (index: number): string => `${idPrefix}-option-${index}`;

  return (
    <div className={props.className}>
      <div
        role="listbox"
        tabIndex={0}
        aria-label={`${summary.caption}: data sets`}
        aria-activedescendant={chart.data[selected] ? optionId(selected) : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onPointerMove={onPointerMove}
        style={{ position: 'relative', width, height }}
      >
        <div aria-hidden="true">
          <Stage ref={stageRef} width={width} height={height} listening={false}>
            <Layer listening={false}>
              <Group {...viewBoxTransform(scene)}>
                {scene.background !== null && (
                  <Line points={VIEW_BOX_SQUARE} closed fill={scene.background} listening={false} />
                )}
                {shapeElements}
              </Group>
            </Layer>
          </Stage>
        </div>
        {chart.data.map((dataSet, index) => (
          <div
            key={index}
            id={optionId(index)}
            role="option"
            aria-selected={index === selected}
            style={VISUALLY_HIDDEN_STYLE}
          >
            {dataSet.name}
          </div>
        ))}
      </div>
      <ChartTable summary={summary} />
    </div>
  );
});

/**
 * One react-konva element per scene shape, keyed by id. An element whose shape did not change is
 * reused as the same object, so React skips it entirely instead of comparing its props.
 */
function useShapeElements(scene: Scene): ReactElement[] {
  const previous = useRef(new Map<string, { shape: SceneShape; element: ReactElement }>());
  return useMemo(() => {
    const next = new Map<string, { shape: SceneShape; element: ReactElement }>();
    const elements = scene.shapes.map((shape) => {
      const cached = previous.current.get(shape.id);
      const element = cached && sceneShapeEquals(cached.shape, shape) ? cached.element : shapeElement(shape);
      next.set(shape.id, { shape, element });
      return element;
    });
    previous.current = next;
    return elements;
  }, [scene]);
}

function shapeElement(shape: SceneShape): ReactElement {
  const { className, attrs } = sceneNodeAttributes(shape);
  const Component = components[className];
  return <Component key={shape.id} {...attrs} />;
}
