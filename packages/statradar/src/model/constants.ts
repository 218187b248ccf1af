/** Lowest value on every axis. */
export const VALUE_MIN = 0;
/** Highest value on every axis. */
export const VALUE_MAX = 100;
/** Value given to every new data set and attribute. */
export const DEFAULT_VALUE = 50;
/** A chart always keeps at least this many attributes (axes). */
export const MIN_LABELS = 3;
/** A chart always keeps at least this many data sets. */
export const MIN_DATA_SETS = 1;
/** Name of a new chart, and the page-title fallback. */
export const DEFAULT_CHART_NAME = 'Radar Chart Generator';
/** Name of an attribute added with {@link addAttribute}. */
export const NEW_ATTRIBUTE_NAME = 'New Attribute';

/** Most labels {@link parseChart} accepts: more would make every renderer unreadable and slow. */
export const MAX_LABELS = 100;
/** Most data sets {@link parseChart} accepts. */
export const MAX_DATA_SETS = 200;
/** Longest chart, label, data-set name or font family {@link parseChart} accepts. */
export const MAX_NAME_LENGTH = 200;
/** Longest chart or data-set description (markdown) {@link parseChart} accepts. */
export const MAX_DESCRIPTION_LENGTH = 20_000;

/**
 * Clamps a value onto the 0..100 scale.
 * @example clampValue(120) // 100
 */
export function clampValue(value: number): number {
  return Math.min(VALUE_MAX, Math.max(VALUE_MIN, value));
}
