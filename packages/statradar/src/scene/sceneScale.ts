import { CENTER } from '../geometry/constants';
import { resolveScale, scaledValue } from './scale';
import type { ScaleFeature, SceneFeature } from './sceneFeature';
import { sceneText } from './sceneText';
import { optionError } from '../model/optionError';

const TICK_FONT_SIZE = 10;
/** Tick labels sit this far right of the top axis, just above their ring. */
const TICK_OFFSET = 3;

/** A tick label from the caller's format: text (or a number), never "undefined" drawn by accident. */
function tickText(text: unknown, caller: string): string {
  if (typeof text !== 'string' && typeof text !== 'number') {
    optionError(caller, 'options.scale.tickFormat', 'a function returning text', text);
  }
  return String(text);
}

/** The scale feature as the composer sees it (see {@link sceneScale}). */
export const scaleFeature: ScaleFeature = {
  name: 'sceneScale',
  resolve(options, caller) {
    const scale = resolveScale(options, caller);
    const rings = scale.ringValues.map((value) => scaledValue(value, scale));
    return {
      value: (value) => scaledValue(value, scale),
      // Without scale options the rings are the spec's 5 evenly spaced ones, computed as before.
      rings: options && rings,
      ticks: (radius, fontFamily, fill, opacity, textScale) => {
        const fontSize = TICK_FONT_SIZE * textScale;
        const ticks = [];
        // Rings closer together than a tick's line (a small step, many rings) would stack their
        // ticks on each other: from the outermost ring inwards, a tick is kept only below the last.
        let lastBottom = -Infinity;
        for (let index = scale.ticks ? rings.length - 1 : -1; index >= 0; index--) {
          const bottom = CENTER - (rings[index]! * radius) / 100;
          // A tick label's line is sceneText's default line height for its font size.
          if (bottom - fontSize * 1.2 < lastBottom) continue;
          lastBottom = bottom;
          ticks.unshift(
            sceneText(
              `tick-${index}`,
              CENTER + TICK_OFFSET,
              bottom,
              [tickText(scale.tickFormat(scale.ringValues[index]!), caller)],
              fontSize,
              fontFamily,
              fill,
              opacity * 0.75,
              'left',
              'bottom',
            ),
          );
        }
        return ticks;
      },
    };
  },
};

/**
 * The value scale as a scene feature: the `scale` option (min and max other than 0 and 100, ring
 * count or step, tick labels). `buildScene` and `chartToSvg` always include it; pass it to
 * `<RadarChartSvg features={[sceneScale]} scale={...} />`, whose bundle leaves it out otherwise.
 * @example
 * <RadarChartSvg chart={chart} features={[sceneScale]} scale={{ max: 10, ticks: true }} />
 */
export const sceneScale: SceneFeature = scaleFeature;
