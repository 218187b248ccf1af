import { areaPercent } from '../geometry/areaPercent';
import { layoutDecorations } from './decorations';
import type { DecorationsFeature, SceneFeature } from './sceneFeature';
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
            name: chart.data[series]!.name,
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
    });
    const shapes = [...legendShapes, ...titleShapes];
    if (options.watermark) shapes.push(watermarkText(options.watermark, text.color, fontFamily));
    return { viewBox, legend, shapes };
  },
};

/**
 * The legend, title and caption as a scene feature: the `legend`, `title` and `caption` options.
 * `buildScene` and `chartToSvg` always include it; pass it to
 * `<RadarChartSvg features={[sceneDecorations]} legend />`, whose bundle leaves it out otherwise.
 * @example
 * <RadarChartSvg chart={chart} features={[sceneDecorations]} title legend={{ position: 'right' }} />
 */
export const sceneDecorations: SceneFeature = decorationsFeature;
