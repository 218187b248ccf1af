import { CENTER, VIEW_BOX_SIZE } from '../geometry/constants';
import { resolveScale, scaledValue } from './scale';
import type { ScaleFeature, SceneFeature } from './sceneFeature';
import { sceneText } from './sceneText';
import { optionError } from '../model/optionError';
import { textWidth } from '../geometry/textWidth';
import type { Box } from '../geometry/labelLayout';

const TICK_FONT_SIZE = 10;
/** Clear space between a tick label and the view-box edge (the label layout's margin). */
const TICK_MARGIN = 3;
/** Tick labels sit this far right of the top axis (or of a label in the way), just above their ring. */
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
      ticks: (layout, fontFamily, fill, opacity, textScale) => {
        const fontSize = TICK_FONT_SIZE * textScale;
        // A tick label's line is sceneText's default line height for its font size.
        const lineHeight = fontSize * 1.2;
        const left = CENTER + TICK_OFFSET;
        const ticks = [];
        // Rings closer together than a tick's line (a small step, many rings) would stack their
        // ticks on each other: from the outermost ring inwards, a tick is kept only below the last.
        let lastBottom = -Infinity;
        for (let index = scale.ticks ? rings.length - 1 : -1; index >= 0; index--) {
          const bottom = CENTER - (rings[index]! * layout.radius) / 100;
          if (bottom - lineHeight < lastBottom) continue;
          const text = tickText(scale.tickFormat(scale.ringValues[index]!), caller);
          const width = textWidth(text, fontSize);
          const top = bottom - lineHeight;
          const clearOf = (x: number, box: Box) =>
            box.x >= x + width || box.x + box.width <= x || box.y >= bottom || box.y + box.height <= top;
          const fits = (x: number) =>
            x >= TICK_MARGIN &&
            x + width <= VIEW_BOX_SIZE - TICK_MARGIN &&
            layout.labels.every(({ box }) => clearOf(x, box));
          // Right of the top axis; else right or left of the axis labels in the way there (the top
          // axis's sits just above the outer ring); else left of the axis. A tick with room nowhere
          // inside the view box is left out, as ticks too close together are.
          const x = [
            left,
            ...layout.labels
              .filter(({ box }) => !clearOf(left, box))
              .flatMap(({ box }) => [box.x + box.width + TICK_OFFSET, box.x - TICK_OFFSET - width]),
            CENTER - TICK_OFFSET - width,
          ].find(fits);
          if (x === undefined) continue;
          lastBottom = bottom;
          ticks.unshift(
            sceneText(
              `tick-${index}`,
              x,
              bottom,
              [text],
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
