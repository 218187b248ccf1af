import type { SceneOptions } from './buildScene';
import { optionError, positiveNumber } from '../model/optionError';

/** Longest title, caption or watermark text accepted (longer text is surely a mistake). */
export const MAX_DECORATION_TEXT = 1000;

const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left'];

/**
 * Checks every scene option a caller passed (types and ranges; unknown keys are ignored) and throws
 * a TypeError or RangeError naming the option, the value and what is allowed, e.g.
 * `renderSvg: options.width must be a finite number greater than 0, got NaN.`
 */
export function checkSceneOptions(
  options: unknown,
  caller: string,
): asserts options is SceneOptions | undefined {
  if (options === undefined) return;
  const fail = (name: string, allowed: string, value: unknown, range?: boolean, asText?: boolean): never =>
    optionError(caller, `options.${name}`, allowed, value, range, asText);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    optionError(caller, 'options', 'an object', options);
  }
  const record = options as Record<string, unknown>;
  for (const name of ['width', 'height']) {
    const value = record[name];
    if (value === undefined) continue;
    if (typeof value !== 'number') fail(name, 'a number', value);
    positiveNumber(caller, `options.${name}`, value);
  }
  const index = (name: string, value: unknown): void => {
    if (!Number.isInteger(value) || (value as number) < 0)
      fail(name, 'a data-set index (a whole number from 0)', value, typeof value === 'number');
  };
  if (record.selected !== undefined) index('selected', record.selected);
  for (const name of ['recentSelection', 'hidden']) {
    const list = record[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) fail(name, 'a list of data-set indices', list);
    (list as unknown[]).forEach((value, position) => index(`${name}[${position}]`, value));
  }
  const text = (name: string, value: unknown, allowed: string): void => {
    if (typeof value !== 'string') fail(name, allowed, value);
    const { length } = value as string;
    if (length > MAX_DECORATION_TEXT)
      fail(name, `at most ${MAX_DECORATION_TEXT} characters long`, `"${length} characters"`, true, true);
  };
  if (record.watermark !== undefined && record.watermark !== false)
    text('watermark', record.watermark, 'text or false');
  const { background, pointMarkers, title, legend } = record;
  if (background != null && typeof background !== 'string')
    fail('background', 'a colour or null', background);
  if (pointMarkers !== undefined && typeof pointMarkers !== 'boolean')
    fail('pointMarkers', 'true or false', pointMarkers);
  if (title !== undefined && typeof title !== 'boolean') text('title', title, 'true, false or text');
  if (record.caption !== undefined) text('caption', record.caption, 'text');
  if (legend !== undefined && typeof legend !== 'boolean') {
    if (typeof legend !== 'object' || legend === null || Array.isArray(legend)) {
      fail('legend', 'true, false or { position }', legend);
    }
    const { position } = legend as Record<string, unknown>;
    if (position !== undefined && !LEGEND_POSITIONS.includes(position as string)) {
      fail('legend.position', `one of "${LEGEND_POSITIONS.join('", "')}"`, position, true);
    }
  }
}
