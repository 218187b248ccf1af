import { createElement, memo, type JSX, type ReactElement } from 'react';
import { composeScene } from '../scene/composeScene';
import {
  SCENE_FEATURE_OPTIONS,
  type DecorationsFeature,
  type ScaleFeature,
  type SceneFeature,
} from '../scene/sceneFeature';
import { sceneSvgElement, type SvgFactory } from '../svg/sceneToSvg';
import type { ChartViewOptions } from '../interaction/chartView';

/** Props of {@link RadarChartSvg}. */
export interface RadarChartSvgProps extends ChartViewOptions {
  /** Class of the wrapping `<div role="img">`; without `width`, give it a width to make the SVG follow it. */
  className?: string | undefined;
  /**
   * The optional scene features this chart may draw (default none): `sceneDecorations` for the
   * `legend`, `title` and `caption` props, `sceneScale` for `scale`. Importing them from
   * `statradar/svg` is what puts their code in a bundle; a prop without its feature throws a
   * TypeError that names the feature to add. Pass a constant list: a new one each render redraws.
   */
  features?: readonly SceneFeature[] | undefined;
}

/** React elements from the engine's SVG element builder, whose attribute names are React's. */
const reactSvg: SvgFactory<ReactElement> = (tag, attributes, children) =>
  createElement(tag, attributes, ...[children].flat());

/**
 * The feature named `name` from the `features` prop, or undefined; without it, a prop that only
 * it draws throws a TypeError that says how to add it.
 */
function featureOf<F extends SceneFeature>(
  features: readonly SceneFeature[] | undefined,
  name: F['name'],
  view: ChartViewOptions,
): F | undefined {
  // One feature is taken for a list of one. Anything else (say, a misspelt import) is no feature,
  // so a prop that needs one throws the message that names the import.
  const feature = [features].flat().find((candidate) => candidate?.name === name);
  if (!feature) {
    for (const option of SCENE_FEATURE_OPTIONS[name]) {
      if (view[option] !== undefined && view[option] !== false) {
        throw new TypeError(
          `RadarChartSvg: the ${option} prop needs features={[${name}]} (from 'statradar/svg')`,
        );
      }
    }
  }
  return feature as F | undefined;
}

/**
 * A static radar chart drawn through the SVG path: no canvas, no Konva and no react-konva in its
 * bundle, so it is cheap to create many of them (grids, cards, feeds, server rendering). Not
 * interactive; use {@link RadarChart} for that. It renders the engine's SVG as React elements
 * (React escapes every name), so it also renders on the server with `renderToString`. The SVG
 * scales to its box: pass `width` for its size, or give `className` a width (and `height: auto`)
 * to make it follow its container.
 *
 * The legend, title, caption and value scale are opt-in, to keep grids and cards small: pass
 * `features={[sceneDecorations]}` (from `statradar/svg`) to use `legend`, `title` or `caption`, and
 * `features={[sceneScale]}` to use `scale`. With them it draws exactly what `chartToSvg` draws.
 * @throws TypeError for a value that is not a drawable chart or a bad option (buildScene's messages),
 * or a `legend`, `title`, `caption` or `scale` prop without its feature (anything in `features`
 * that is not a scene feature counts as none).
 * @example
 * <RadarChartSvg chart={chart} width={150} />
 * <RadarChartSvg chart={chart} features={[sceneDecorations, sceneScale]} legend title scale={{ ticks: true }} />
 */
export const RadarChartSvg = /* @__PURE__ */ memo(function RadarChartSvg(
  props: RadarChartSvgProps,
): JSX.Element {
  const { className, features, ...view } = props;
  // 400: the size of an SVG chart given no width (a literal: a module constant costs the 8 KB bytes).
  const width = view.width ?? 400;
  const height = view.height ?? width;
  const scene = composeScene(
    'RadarChartSvg',
    view.chart,
    // The view's own keys (chart, style) are no scene options and are not read; an SVG
    // chart never draws a watermark (only exports do).
    { ...view, width, height, watermark: false },
    featureOf<DecorationsFeature>(features, 'sceneDecorations', view),
    featureOf<ScaleFeature>(features, 'sceneScale', view),
    view.style,
  );
  // createElement rather than JSX: the bundle then needs one React import, not two.
  return createElement(
    'div',
    {
      className,
      role: 'img',
      // The scene's title: the chart name, or "chart" for a blank one (as the SVG's <title>).
      'aria-label': scene.title,
      // A width prop sizes the box too; without one, a page scales the chart by giving className a
      // width and the SVG inside `width: 100%; height: auto` (its attributes keep it 400 wide).
      style: { ...(props.width && { width, height }), lineHeight: 0 },
    },
    sceneSvgElement(scene, reactSvg),
  );
});
