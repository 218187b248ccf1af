import { buildSceneFor, type SceneOptions } from '../scene/buildScene';
import { checkSceneSize } from '../scene/sceneSizeCheck';
import { sceneTextBaselines } from '../scene/textBaselines';
import type {
  Scene,
  SceneCircle,
  SceneLine,
  ScenePolygon,
  SceneRect,
  SceneShape,
  SceneText,
} from '../scene/types';
import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Chart } from '../model/types';

/** Options of {@link sceneToSvg}. */
export interface SvgOptions {
  /** Whether to include a `<title>` with the chart name (default true). */
  title?: boolean | undefined;
}

/**
 * What XML text must not contain as is: the five special characters (escaped) and the characters
 * XML 1.0 forbids outright (dropped). With the `u` flag a surrogate range matches only unpaired
 * surrogates, which cannot be encoded as UTF-8.
 */
const XML_SPECIAL =
  // eslint-disable-next-line no-control-regex -- matching the forbidden control characters is the point
  /[&<>"']|[\0-\b\v\f\x0e-\x1f\ufffe\uffff\ud800-\udfff]/gu;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text made safe for XML content and attribute values (SVG you write around a chart's, say a page of
 * charts): `& < > " '` become entities, and the characters XML 1.0 forbids (control characters
 * other than tab and newlines, U+FFFE, U+FFFF, lone surrogates) are dropped, so any chart name
 * gives a file every SVG viewer opens.
 * @example escapeXml('Tom & "Jerry"\u0001') // 'Tom &amp; &quot;Jerry&quot;'
 */
export function escapeXml(text: string): string {
  return xmlText(text);
}

function xmlText(text: string): string {
  return text.replace(XML_SPECIAL, (character) => XML_ESCAPES[character] ?? '');
}

/** A number with at most 2 decimals, for compact output that is identical on every platform. */
function svgNumber(value: number): string {
  // `|| 0` writes -0 as 0.
  return String(Math.round(value * 100) / 100 || 0);
}

/** Flat coordinates as SVG's point lists and path data read them: numbers apart by spaces. */
function svgPoints(points: readonly number[]): string {
  return points.map(svgNumber).join(' ');
}

/**
 * Makes one SVG element from its tag, its attributes (named as React and the DOM name SVG's
 * properties, `strokeWidth` for `stroke-width`; values already formatted; in output order) and its
 * content: text, or child elements. The one seam between the scene's markup and its target:
 * {@link sceneToSvg} passes a string writer, the React component React.createElement (which escapes
 * text itself), so both draw from one element builder.
 */
export type SvgFactory<T> = (tag: string, attributes: Record<string, string>, children?: string | T[]) => T;

/** SVG's spelling of each attribute name, worked out once per name (a grid writes thousands). */
const SVG_NAMES: Record<string, string> = {};

/**
 * The string writer: the element as XML text, attribute names in SVG's own spelling (`strokeWidth`
 * is written `stroke-width`; `viewBox` is SVG's name), text and every free-text attribute escaped.
 * Free text is a colour or the font family: every other value is a formatted number or a keyword,
 * so escaping it would only cost time (a grid writes thousands of attributes).
 */
const svgString: SvgFactory<string> = (tag, attributes, children) => {
  let markup = '<' + tag;
  for (const name in attributes) {
    const value = attributes[name]!;
    const svgName = (SVG_NAMES[name] ??=
      name === 'viewBox' ? name : name.replace(/[A-Z]/g, '-$&').toLowerCase());
    const text = name === 'fill' || name === 'stroke' || name === 'fontFamily';
    markup += ` ${svgName}="${text ? xmlText(value) : value}"`;
  }
  if (children === undefined) return markup + '/>';
  // One element a line at the top level keeps the documents readable and diffable.
  const separator = tag === 'svg' ? '\n' : '';
  const content = typeof children === 'string' ? xmlText(children) : children.join(separator);
  return `${markup}>${separator}${content}${separator}</${tag}>`;
};

/** Paint of a shape: a line has no fill, a text no outline. */
type Paint = Partial<Pick<ScenePolygon, 'fill' | 'fillOpacity' | 'stroke' | 'strokeOpacity' | 'strokeWidth'>>;

/** Adds fill/stroke attributes; opacities of 1 are left out, as they are SVG's defaults. */
function paintAttributes(
  attributes: Record<string, string>,
  { fill, fillOpacity, stroke, strokeOpacity, strokeWidth = 0 }: Paint,
): Record<string, string> {
  attributes.fill = fill ?? 'none';
  if (fill != null && fillOpacity !== 1) attributes.fillOpacity = svgNumber(fillOpacity!);
  if (stroke != null && strokeWidth > 0) {
    attributes.stroke = stroke;
    attributes.strokeWidth = svgNumber(strokeWidth);
    if (strokeOpacity !== 1) attributes.strokeOpacity = svgNumber(strokeOpacity!);
    attributes.strokeLinejoin = 'round';
  }
  return attributes;
}

const TEXT_ANCHOR: Record<SceneText['align'], string> = { left: 'start', center: 'middle', right: 'end' };

function svgText<T>(h: SvgFactory<T>, text: SceneText, sceneFontFamily: string): T {
  const baselines = sceneTextBaselines(text);
  const x = svgNumber(text.x);
  const attributes = paintAttributes(
    {
      x,
      y: svgNumber(baselines[0] ?? text.y),
      fontSize: svgNumber(text.fontSize),
      textAnchor: TEXT_ANCHOR[text.align],
    },
    text,
  );
  if (text.fontFamily !== sceneFontFamily) attributes.fontFamily = text.fontFamily;
  if (text.fontWeight === 'bold') attributes.fontWeight = 'bold';
  // One line needs no <tspan>: a grid of cards lays out and paints a sixth fewer elements.
  if (text.lines.length === 1 && text.fullText === undefined) return h('text', attributes, text.lines[0]!);
  const children = text.lines.map((line, index) => h('tspan', { x, y: svgNumber(baselines[index]!) }, line));
  // A shortened text keeps its whole wording as a tooltip and for screen readers.
  if (text.fullText !== undefined) children.unshift(h('title', {}, text.fullText));
  return h('text', attributes, children);
}

/** A shape that can be drawn as `<path>` data: a ring, a spoke, a point marker. */
type PathShape = ScenePolygon | SceneLine | SceneCircle;

/**
 * Which neighbours a shape may share one `<path>` with: outlines of the same opaque stroke and no
 * fill (rings and spokes), or marks of the same opaque fill and no outline (a data set's point
 * markers). Nothing shows through an opaque colour where such shapes overlap, so one path paints
 * the same pixels as the shapes one by one (tested). Undefined for a text or a rectangle.
 */
function pathRunKey(shape: SceneShape | undefined): unknown {
  if (!shape || shape.kind === 'text' || shape.kind === 'rect') return undefined;
  const { fill, fillOpacity, stroke, strokeOpacity, strokeWidth } = paintAttributes({}, shape);
  // Translucent, or filled and outlined: the overlaps (or the outline over the next fill) would show.
  // Such a shape gets a key of its own: no other key equals a new object.
  return fillOpacity || strokeOpacity || (fill !== 'none' && stroke)
    ? {}
    : `${fill} ${stroke} ${strokeWidth}`;
}

/**
 * Path data: a polygon, or a line closed back on itself (whose round joins at its ends paint what
 * round caps would), or a circle as two arcs.
 */
function pathData(shape: PathShape): string {
  if (shape.kind !== 'circle') return `M${svgPoints(shape.points)}Z`;
  const radius = shape.radius;
  const arc = (dx: number) => `a${svgPoints([radius, radius, 0, 1, 0, dx, 0])}`;
  return `M${svgPoints([shape.x - radius, shape.y])}${arc(2 * radius)}${arc(-2 * radius)}Z`;
}

/**
 * Shapes as one `<path>`, painted as the first. Browsers lay out and paint every SVG element on its
 * own, so a grid of 100 cards of 6 attributes and 4 data sets (3,500 rings, spokes and markers
 * drawn as 500 paths) renders in about 0.7x the time, and exported files are smaller.
 */
function svgPath<T>(h: SvgFactory<T>, run: readonly PathShape[]): T {
  return h('path', paintAttributes({ d: run.map(pathData).join('') }, run[0]!));
}

/**
 * A shape drawn on its own: a data set's polygon (a `<polygon>`, which SVG tools and style sheets
 * know as the data set), a text, or a rectangle (a legend swatch; nothing for a legend entry's
 * invisible hit area).
 */
function svgElement<T>(
  h: SvgFactory<T>,
  shape: ScenePolygon | SceneText | SceneRect,
  sceneFontFamily: string,
): T | undefined {
  if (shape.kind === 'polygon')
    return h('polygon', paintAttributes({ points: svgPoints(shape.points) }, shape));
  if (shape.kind === 'text') return svgText(h, shape, sceneFontFamily);
  const attributes = paintAttributes(
    {
      x: svgNumber(shape.x),
      y: svgNumber(shape.y),
      width: svgNumber(shape.width),
      height: svgNumber(shape.height),
    },
    shape,
  );
  if (shape.cornerRadius > 0) attributes.rx = svgNumber(shape.cornerRadius);
  return attributes.fill === 'none' && !attributes.stroke ? undefined : h('rect', attributes);
}

/**
 * A scene as one `<svg>` element made with `h`: the scene's view box, width and height, font
 * family, the chart name as `<title>` (unless `title` is false), the background and every shape.
 * Numbers are rounded to 2 decimals, so the same scene always gives the same output.
 */
export function sceneSvgElement<T>(scene: Scene, h: SvgFactory<T>, title = true): T {
  const box = scene.viewBox;
  const children: T[] = [];
  if (title) children.push(h('title', {}, scene.title));
  if (scene.background !== null) {
    children.push(
      h('rect', {
        x: svgNumber(box.x),
        y: svgNumber(box.y),
        width: svgNumber(box.width),
        height: svgNumber(box.height),
        fill: scene.background,
      }),
    );
  }
  const shapes = scene.shapes;
  for (let start = 0, end = 1; start < shapes.length; start = end++) {
    const shape = shapes[start]!;
    const key = pathRunKey(shape);
    while (key && pathRunKey(shapes[end]) === key) end++;
    const element =
      key && (end - start > 1 || shape.kind !== 'polygon')
        ? svgPath(h, shapes.slice(start, end) as PathShape[])
        : svgElement(h, shape as ScenePolygon | SceneText | SceneRect, scene.fontFamily);
    if (element !== undefined) children.push(element);
  }
  return h(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: svgNumber(scene.width),
      height: svgNumber(scene.height),
      viewBox: [box.x, box.y, box.width, box.height].map(svgNumber).join(' '),
      fontFamily: scene.fontFamily,
    },
    children,
  );
}

/**
 * Serialises a scene as a standalone SVG document (a string; no DOM needed, so it works in Node
 * and workers): the scene's view box (`0 0 400 400` for a chart alone), width and height from the scene, the chart name as
 * `<title>`, the scene's font family, every text escaped. Numbers are rounded to 2 decimals, so
 * the same scene always gives the same bytes.
 * @throws TypeError when `scene` is not a scene; TypeError or RangeError when its width or height is
 * not a finite number > 0.
 * @example
 * const svg = sceneToSvg(buildScene(chart, { width: 800 }));
 * // '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400" ...'
 */
export function sceneToSvg(scene: Scene, options: SvgOptions = {}): string {
  checkSceneSize(scene, 'sceneToSvg');
  // Scenes made by hand before the view box existed are drawn in the chart square.
  const viewBox = scene.viewBox ?? { x: 0, y: 0, width: VIEW_BOX_SIZE, height: VIEW_BOX_SIZE };
  return sceneSvgElement({ ...scene, viewBox }, svgString, options.title !== false);
}

/**
 * A chart straight to an SVG string: {@link buildScene} then {@link sceneToSvg}.
 * @throws TypeError or RangeError for a non-chart or a bad option, as {@link buildScene}.
 * @example chartToSvg(createChart(), { watermark: 'Made with StatRadar', background: '#ffffff' })
 */
export function chartToSvg(chart: Chart, options?: SceneOptions): string {
  // SceneOptions.title is the visible title; the SVG's <title> (the accessible name) is always written.
  return sceneToSvg(buildSceneFor('chartToSvg', chart, options));
}
