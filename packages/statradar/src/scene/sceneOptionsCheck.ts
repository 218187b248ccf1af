import type { SceneOptions } from './buildScene';
import { parseColor } from '../color/parseColor';
import { optionError, positiveNumber } from '../model/optionError';
import { isBlankText } from '../model/shownNames';

/** Longest title, caption or watermark text accepted (longer text is surely a mistake). */
export const MAX_DECORATION_TEXT = 1000;

/** Throws the option error of `options.{name}` (see optionError). */
function fail(
  caller: string,
  name: string,
  allowed: string,
  value: unknown,
  range?: boolean,
  asText?: boolean,
): never {
  return optionError(caller, `options.${name}`, allowed, value, range, asText);
}

/** Checks a text option: a string of at most {@link MAX_DECORATION_TEXT} characters. */
export function checkTextOption(caller: string, name: string, value: unknown, allowed: string): void {
  if (typeof value !== 'string') fail(caller, name, allowed, value);
  const { length } = value as string;
  if (length > MAX_DECORATION_TEXT)
    fail(
      caller,
      name,
      `at most ${MAX_DECORATION_TEXT} characters long`,
      `text of ${length} characters`,
      true,
      true,
    );
}

/**
 * Checks the scene options every scene has (types and ranges; unknown keys are ignored, and the
 * legend, title, caption and scale are the features' own to check) and throws a TypeError or
 * RangeError naming the option, the value and what is allowed, e.g.
 * `renderSvg: options.width must be a finite number greater than 0, got NaN.`
 */
export function checkSceneOptions(
  options: unknown,
  caller: string,
  checkWatermark?: (record: Record<string, unknown>, caller: string) => void,
): asserts options is SceneOptions | undefined {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    optionError(caller, 'options', 'an object', options);
  }
  const record = options as Record<string, unknown>;
  for (const name of ['width', 'height', 'minLabelSize']) {
    const value = record[name];
    if (value !== undefined) positiveNumber(caller, `options.${name}`, value);
  }
  const index = (name: string, value: unknown): void => {
    if (!Number.isInteger(value) || (value as number) < 0)
      fail(caller, name, 'a data-set index (a whole number from 0)', value, typeof value === 'number');
  };
  if (record.selected !== undefined) index('selected', record.selected);
  for (const name of ['recentSelection', 'hidden']) {
    const list = record[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) fail(caller, name, 'a list of data-set indices', list);
    (list as unknown[]).forEach((value, position) => index(`${name}[${position}]`, value));
  }
  // The decorations feature draws the watermark, so it checks it too, here, where it always was checked.
  checkWatermark?.(record, caller);
  const { background, pointMarkers } = record;
  if (background != null && (typeof background !== 'string' || !parseColor(background)))
    fail(caller, 'background', 'a colour or null', background);
  if (pointMarkers !== undefined && typeof pointMarkers !== 'boolean')
    fail(caller, 'pointMarkers', 'true or false', pointMarkers);
}

/** The style keys with a fixed set of values, and those values. */
const STYLE_CHOICES: Record<string, readonly string[]> = {
  fillStyle: ['soft fill', 'outline', 'solid fill'],
  gridLine: ['polygon', 'circle'],
};

/** Words for a list of allowed text values: `one of "a", "b"`. */
/** The widest or tallest chart, in CSS pixels: a mounted chart's, and a scene's from buildScene. */
export const MAX_CHART_SIZE = 100_000;

/**
 * Refuses a `width` or `height` over {@link MAX_CHART_SIZE} (checkSceneOptions checks the rest):
 * larger sizes made an SVG `height="Infinity"`, or failed later with an error about a scene the
 * caller never passed. Not part of checkSceneOptions: RadarChartSvg's 8 KB bundle has no room.
 */
export function checkSceneSizeLimit(options: SceneOptions | undefined, caller: string): void {
  for (const name of ['width', 'height'] as const) {
    const value = options?.[name];
    if (typeof value === 'number' && value > MAX_CHART_SIZE)
      fail(caller, name, `at most ${MAX_CHART_SIZE}`, value, true);
  }
}

function oneOf(choices: readonly string[]): string {
  return `one of "${choices.join('", "')}"`;
}

/**
 * Checks the interactive chart's `style` option (style keys that override the chart's own): an
 * object or absent, whose keys hold what `ChartStyle` allows (undefined or null = not overridden;
 * other keys are ignored, as CSS keys like `width` may be passed by mistake). A stored chart's
 * style is repaired when it is read (`parseChart` reports it), but an option is the host's own
 * code, so a typo (`fillStyle: 'dotted'`) is an error rather than a silent default. (Not part of
 * checkSceneOptions: scenes get the style with the chart, and RadarChartSvg's bundle has no room.)
 */
export function checkStyleOption(caller: string, style: unknown): void {
  if (style === undefined) return;
  if (typeof style !== 'object' || style === null || Array.isArray(style))
    fail(caller, 'style', 'an object', style);
  const record = style as Record<string, unknown>;
  // A value of the right type but not allowed is a RangeError, any other a TypeError (optionError).
  const check = (name: string, type: string, ok: (value: never) => boolean, allowed: string): void => {
    const value = record[name];
    if (value != null && (typeof value !== type || !ok(value as never)))
      fail(caller, `style.${name}`, allowed, value, typeof value === type);
  };
  for (const [name, choices] of Object.entries(STYLE_CHOICES))
    check(name, 'string', (value: string) => choices.includes(value), oneOf(choices));
  const count = (value: number) => Number.isInteger(value) && value >= 0;
  check('showCount', 'number', count, 'a whole number from 0 (0 shows every data set)');
  for (const name of ['labelColor', 'axisColor'])
    check(name, 'string', (value: string) => !!parseColor(value), 'a colour');
  check('fontFamily', 'string', (value: string) => !isBlankText(value), 'a font family (text)');
}

const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left'];

/** The decorations feature's check of `watermark` (see checkSceneOptions for where it runs). */
export function checkWatermarkOption(record: Record<string, unknown>, caller: string): void {
  if (record.watermark !== undefined && record.watermark !== false)
    checkTextOption(caller, 'watermark', record.watermark, 'text or false');
}

/** The decorations feature's check of `title`, `caption` and `legend`, with the same messages. */
export function checkDecorationOptions(record: Record<string, unknown>, caller: string): void {
  const { title, legend } = record;
  if (title !== undefined && typeof title !== 'boolean')
    checkTextOption(caller, 'title', title, 'true, false or text');
  if (record.caption !== undefined) checkTextOption(caller, 'caption', record.caption, 'text');
  if (legend !== undefined && typeof legend !== 'boolean') {
    if (typeof legend !== 'object' || legend === null || Array.isArray(legend)) {
      fail(caller, 'legend', 'true, false or { position }', legend);
    }
    const { position } = legend as Record<string, unknown>;
    if (position !== undefined && !LEGEND_POSITIONS.includes(position as string)) {
      fail(caller, 'legend.position', oneOf(LEGEND_POSITIONS), position, true);
    }
  }
}
