import { areaPercent } from '../geometry/areaPercent';
import { dataSetName } from '../model/shownNames';
import { layoutDecorations } from './decorations';
import type { DecorationsFeature, SceneFeature } from './sceneFeature';
import type { SceneOptions } from './buildScene';
import type { SceneViewBox } from './types';
import { checkDecorationOptions, checkWatermarkOption } from './sceneOptionsCheck';
import { sceneColor } from './sceneColor';
import { watermarkText } from './watermark';

/** The decorations feature as the composer sees it (see {@link sceneDecorations}). */
export const decorationsFeature: DecorationsFeature = {
  name: 'sceneDecorations',
  checkWatermark: checkWatermarkOption,
  check: checkDecorationOptions,
  layout(chart, options, shown, hidden, scaledValues, fontFamily, text) {
    const legend = options.legend
      ? [...shown]
          .sort((a, b) => a - b)
          .map((series) => ({
            series,
            // A blank name reads "Data set {n}", as in the listbox, table and tooltips.
            name: dataSetName(chart, series),
            color: sceneColor(chart.data[series]!.color).color,
            areaPercent: areaPercent(scaledValues(series)),
            hidden: hidden.has(series),
          }))
      : [];
    const { viewBox, legendShapes, titleShapes } = layoutDecorations({
      title: options.title === true ? chart.metadata.name : options.title || undefined,
      caption: options.caption,
      legend: options.legend
        ? ((options.legend === true ? undefined : options.legend.position) ?? 'bottom')
        : undefined,
      entries: legend,
      fontFamily,
      textColor: text.color,
      textOpacity: text.opacity,
      width: options.width,
      height: options.height,
      minTextSize: options.minLabelSize,
    });
    const shapes = [...legendShapes, ...titleShapes];
    if (options.watermark) shapes.push(watermarkText(options.watermark, text.color, fontFamily));
    return { viewBox: backgroundBox(viewBox, options), legend, shapes };
  },
};

/**
 * The view box a background fills: the box the decorations made grown, centred, to the output's
 * shape when both its sides are given (a square export of a chart whose legend makes it tall). Shapes keep
 * their places (the output is fitted centred either way), and the background then covers the whole
 * image instead of leaving transparent bands at its sides.
 */
function backgroundBox(box: SceneViewBox, options: SceneOptions): SceneViewBox {
  const { width, height } = options;
  // A chart without decorations keeps its square box (as RadarChartSvg draws it without this feature).
  const decorated = box.x !== 0 || box.y !== 0 || box.width !== box.height;
  if (!options.background || !width || !height || !decorated) return box;
  const grownWidth = Math.max(box.width, (box.height * width) / height);
  const grownHeight = Math.max(box.height, (box.width * height) / width);
  return {
    x: box.x - (grownWidth - box.width) / 2,
    y: box.y - (grownHeight - box.height) / 2,
    width: grownWidth,
    height: grownHeight,
  };
}

/**
 * The legend, title and caption as a scene feature: the `legend`, `title` and `caption` options.
 * `buildScene` and `chartToSvg` always include it; pass it to
 * `<RadarChartSvg features={[sceneDecorations]} legend />`, whose bundle leaves it out otherwise.
 * @example
 * <RadarChartSvg chart={chart} features={[sceneDecorations]} title legend={{ position: 'right' }} />
 */
export const sceneDecorations: SceneFeature = decorationsFeature;
