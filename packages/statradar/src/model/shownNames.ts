import { DEFAULT_CHART_NAME } from './constants';
import type { Chart } from './types';

/**
 * Whitespace and Unicode's default-ignorable code points (zero-width space and joiners, word
 * joiner, byte order mark, bidirectional marks, variation selectors, Hangul fillers, soft hyphen):
 * the characters that show nothing.
 */
const SHOWS_NOTHING = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/**
 * Whether `text` shows nothing: empty, or only whitespace and invisible characters such as the
 * zero-width space. A name like that is blank wherever it is shown.
 * @example isBlankText(' \u200B') // true
 * @example isBlankText('Speed') // false
 */
export function isBlankText(text: string): boolean {
  return SHOWS_NOTHING.test(text);
}

/**
 * The chart's name as titles, captions, cards and links show it: its name, or
 * {@link DEFAULT_CHART_NAME} when the name is blank ({@link isBlankText}).
 * @example chartName(createChart()) // 'Radar Chart Generator'
 */
export function chartName(chart: Chart): string {
  const { name } = chart.metadata;
  return isBlankText(name) ? DEFAULT_CHART_NAME : name;
}

/**
 * A data set's name as legends, tables, tooltips and announcements show it: its name, or
 * "Data set {n}" (counting from 1) when the name is blank, so nothing is shown or read out empty.
 * @example dataSetName(updateDataSet(createChart(), 0, { name: '' }), 0) // 'Data set 1'
 */
export function dataSetName(chart: Chart, index: number): string {
  const name = chart.data[index]?.name ?? '';
  return isBlankText(name) ? `Data set ${index + 1}` : name;
}

/**
 * An attribute's name as tables, tooltips and controls show it: its name, or "Attribute {n}"
 * (counting from 1) when the name is blank.
 * @example attributeName(renameLabel(createChart(), 1, ' '), 1) // 'Attribute 2'
 */
export function attributeName(chart: Chart, index: number): string {
  const name = chart.labels[index]?.name ?? '';
  return isBlankText(name) ? `Attribute ${index + 1}` : name;
}
