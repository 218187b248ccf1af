import { useMemo } from 'react';
import { buildScene } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import { chartWithStyle, sceneOptionsOf, type ChartViewOptions } from '../konva/chartView';

/** Props of {@link RadarChartSvg}. */
export interface RadarChartSvgProps extends ChartViewOptions {
  className?: string;
}

/**
 * A static radar chart drawn through the SVG path: no canvas and no Konva stage, so it is cheap to
 * create many of them (grids, cards, feeds). Not interactive; use {@link RadarChart} for that.
 * The markup comes from the engine's own serializer, which escapes every name it writes.
 *
 * @example
 * <RadarChartSvg chart={chart} width={150} />
 */
export function RadarChartSvg(props: RadarChartSvgProps) {
  const { chart, style, width, height, selected, recentSelection, background, pointMarkers } = props;
  const svg = useMemo(
    () =>
      sceneToSvg(
        buildScene(
          chartWithStyle(chart, style),
          sceneOptionsOf({ chart, width, height, selected, recentSelection, background, pointMarkers }),
        ),
      ),
    [chart, style, width, height, selected, recentSelection, background, pointMarkers],
  );
  return (
    <div
      className={props.className}
      role="img"
      aria-label={chart.metadata.name}
      style={{ width, height: height ?? width, lineHeight: 0 }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
