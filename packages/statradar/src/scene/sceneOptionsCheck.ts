import type { SceneOptions } from './buildScene';

/** Longest title, caption or watermark text accepted (longer text is surely a mistake). */
export const MAX_DECORATION_TEXT = 1000;

const LEGEND_POSITIONS = ['top', 'right', 'bottom', 'left'];

function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  return typeof value === 'object' && value !== null ? 'an object' : String(value);
}

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
  const fail = (name: string, allowed: string, value: unknown, range = false): never => {
    const ErrorClass = range ? RangeError : TypeError;
    throw new ErrorClass(`${caller}: options.${name} must be ${allowed}, got ${show(value)}.`);
  };
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${caller}: options must be an object, got ${show(options)}.`);
  }
  const record = options as Record<string, unknown>;
  for (const name of ['width', 'height']) {
    const value = record[name];
    if (value === undefined) continue;
    if (typeof value !== 'number') fail(name, 'a number', value);
    if (!Number.isFinite(value) || (value as number) <= 0)
      fail(name, 'a finite number greater than 0', value, true);
  }
  const index = (name: string, value: unknown): void => {
    if (typeof value !== 'number') fail(name, 'a data-set index (a whole number from 0)', value);
    if (!Number.isInteger(value) || (value as number) < 0)
      fail(name, 'a data-set index (a whole number from 0)', value, true);
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
    if ((value as string).length > MAX_DECORATION_TEXT) {
      fail(
        name,
        `at most ${MAX_DECORATION_TEXT} characters long`,
        `${(value as string).length} characters`,
        true,
      );
    }
  };
  if (record.watermark !== undefined && record.watermark !== false)
    text('watermark', record.watermark, 'text or false');
  if (
    record.background !== undefined &&
    record.background !== null &&
    typeof record.background !== 'string'
  ) {
    fail('background', 'a colour or null', record.background);
  }
  if (record.pointMarkers !== undefined && typeof record.pointMarkers !== 'boolean') {
    fail('pointMarkers', 'true or false', record.pointMarkers);
  }
  if (record.title !== undefined && typeof record.title !== 'boolean')
    text('title', record.title, 'true, false or text');
  if (record.caption !== undefined) text('caption', record.caption, 'text');
  const { legend } = record;
  if (legend !== undefined && typeof legend !== 'boolean') {
    if (typeof legend !== 'object' || legend === null || Array.isArray(legend)) {
      fail('legend', 'true, false or { position }', legend);
    }
    const { position } = legend as Record<string, unknown>;
    if (position !== undefined && !LEGEND_POSITIONS.includes(position as string)) {
      fail(
        'legend.position',
        `one of ${LEGEND_POSITIONS.map((each) => `"${each}"`).join(', ')}`,
        position,
        true,
      );
    }
  }
}
