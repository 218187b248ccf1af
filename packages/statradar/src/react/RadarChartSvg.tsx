import { useMemo } from 'react';
import { buildScene } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import { chartWithStyle, sceneOptionsOf, type ChartViewOptions } from '../interaction/chartView';

/** Props of {@link RadarChartSvg}. */
export interface RadarChartSvgProps extends ChartViewOptions {
  /** Class of the wrapping `<div role="img">`; without `width`, give it a width to make the SVG follow it. */
  className?: string;
}

/** Size of an SVG chart given no width. */
const DEFAULT_SIZE = 400;

/**
 * A static radar chart drawn through the SVG path: no canvas, no Konva and no react-konva in its
 * bundle, so it is cheap to create many of them (grids, cards, feeds, server rendering). Not
 * interactive; use {@link RadarChart} for that. The markup comes from the engine's own
 * serializer, which escapes every name it writes. The SVG scales to its box: pass `width` for
 * its size, or give `className` a width (and `height: auto`) to make it follow its container.
 *
 * @example
 * <RadarChartSvg chart={chart} width={150} />
 */
export function RadarChartSvg(props: RadarChartSvgProps) {
  const { className, ...view } = props;
  const width = view.width ?? DEFAULT_SIZE;
  const height = view.height ?? width;
  const svg = useMemo(
    () =>
      sceneToSvg(buildScene(chartWithStyle(view.chart, view.style), sceneOptionsOf(view, { width, height }))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view's fields are listed one by one
    [
      view.chart,
      view.style,
      width,
      height,
      view.selected,
      view.recentSelection,
      view.background,
      view.pointMarkers,
    ],
  );
  return (
    <div
      className={className}
      role="img"
      aria-label={view.chart.metadata.name}
      style={props.width === undefined ? { lineHeight: 0 } : { width, height, lineHeight: 0 }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
