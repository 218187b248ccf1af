import { buildSceneFor, type SceneOptions } from '../scene/buildScene';
import { checkSceneSize } from '../scene/sceneSizeCheck';
import { sceneTextBaselines } from '../scene/textBaselines';
import type { Scene, ScenePolygon, SceneShape, SceneText } from '../scene/types';
import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Chart } from '../model/types';

/** Options of {@link sceneToSvg}. */
export interface SvgOptions {
  /** Whether to include a `<title>` with the chart name (default true). */
  title?: boolean;
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

/** Text made safe for XML content and attribute values. */
function xmlText(text: string): string {
  return text.replace(XML_SPECIAL, (character) => XML_ESCAPES[character] ?? '');
}

/** A number with at most 2 decimals, for compact output that is identical on every platform. */
function svgNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

function svgPoints(points: readonly number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2) {
    pairs.push(`${svgNumber(points[index]!)},${svgNumber(points[index + 1]!)}`);
  }
  return pairs.join(' ');
}

/** fill/stroke attributes; opacities of 1 are left out, as they are SVG's defaults. */
function paintAttributes({
  fill,
  fillOpacity,
  stroke,
  strokeOpacity,
  strokeWidth,
}: Pick<ScenePolygon, 'fill' | 'fillOpacity' | 'stroke' | 'strokeOpacity' | 'strokeWidth'>): string {
  let attributes = fill === null ? ' fill="none"' : ` fill="${xmlText(fill)}"`;
  if (fill !== null && fillOpacity !== 1) attributes += ` fill-opacity="${svgNumber(fillOpacity)}"`;
  if (stroke !== null && strokeWidth > 0) {
    attributes += ` stroke="${xmlText(stroke)}" stroke-width="${svgNumber(strokeWidth)}"`;
    if (strokeOpacity !== 1) attributes += ` stroke-opacity="${svgNumber(strokeOpacity)}"`;
    attributes += ' stroke-linejoin="round"';
  }
  return attributes;
}

const TEXT_ANCHOR: Record<SceneText['align'], string> = { left: 'start', center: 'middle', right: 'end' };

function svgText(text: SceneText, sceneFontFamily: string): string {
  let attributes = ` x="${svgNumber(text.x)}" font-size="${svgNumber(text.fontSize)}" text-anchor="${TEXT_ANCHOR[text.align]}"${paintAttributes({ ...text, stroke: null, strokeOpacity: 0, strokeWidth: 0 })}`;
  if (text.fontFamily !== sceneFontFamily) attributes += ` font-family="${xmlText(text.fontFamily)}"`;
  if (text.fontWeight === 'bold') attributes += ' font-weight="bold"';
  const baselines = sceneTextBaselines(text);
  const lines = text.lines.map(
    (line, index) =>
      `<tspan x="${svgNumber(text.x)}" y="${svgNumber(baselines[index]!)}">${xmlText(line)}</tspan>`,
  );
  // A shortened text keeps its whole wording as a tooltip and for screen readers.
  const title = text.fullText === undefined ? '' : `<title>${xmlText(text.fullText)}</title>`;
  return `<text${attributes}>${title}${lines.join('')}</text>`;
}

function svgShape(shape: SceneShape, sceneFontFamily: string): string {
  switch (shape.kind) {
    case 'polygon':
      return `<polygon points="${svgPoints(shape.points)}"${paintAttributes(shape)}/>`;
    case 'circle':
      return `<circle cx="${svgNumber(shape.x)}" cy="${svgNumber(shape.y)}" r="${svgNumber(shape.radius)}"${paintAttributes(shape)}/>`;
    case 'line':
      return `<polyline points="${svgPoints(shape.points)}"${paintAttributes({ ...shape, fill: null, fillOpacity: 0 })} stroke-linecap="round"/>`;
    case 'text':
      return svgText(shape, sceneFontFamily);
    case 'rect': {
      // A legend entry's hit area has neither fill nor stroke: nothing to draw.
      if (shape.fill === null && (shape.stroke === null || shape.strokeWidth <= 0)) return '';
      const corner = shape.cornerRadius > 0 ? ` rx="${svgNumber(shape.cornerRadius)}"` : '';
      return `<rect x="${svgNumber(shape.x)}" y="${svgNumber(shape.y)}" width="${svgNumber(shape.width)}" height="${svgNumber(shape.height)}"${corner}${paintAttributes(shape)}/>`;
    }
  }
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
  const box = scene.viewBox ?? { x: 0, y: 0, width: VIEW_BOX_SIZE, height: VIEW_BOX_SIZE };
  const viewBox = [box.x, box.y, box.width, box.height].map(svgNumber).join(' ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${svgNumber(scene.width)}" height="${svgNumber(scene.height)}" viewBox="${viewBox}" font-family="${xmlText(scene.fontFamily)}">`,
  ];
  if (options.title !== false) parts.push(`<title>${xmlText(scene.title)}</title>`);
  if (scene.background !== null) {
    const origin = box.x !== 0 || box.y !== 0 ? ` x="${svgNumber(box.x)}" y="${svgNumber(box.y)}"` : '';
    parts.push(
      `<rect${origin} width="${svgNumber(box.width)}" height="${svgNumber(box.height)}" fill="${xmlText(scene.background)}"/>`,
    );
  }
  for (const shape of scene.shapes) {
    const svg = svgShape(shape, scene.fontFamily);
    if (svg) parts.push(svg);
  }
  parts.push('</svg>');
  return parts.join('\n');
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
