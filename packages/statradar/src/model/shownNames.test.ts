import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameLabel } from './attributes';
import { DEFAULT_CHART_NAME } from './constants';
import { createChart } from './createChart';
import { updateDataSet } from './dataSets';
import { updateMetadata } from './metadata';
import { attributeName, chartName, dataSetName, isBlankText } from './shownNames';

describe('isBlankText', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n\u00a0\u3000', true],
    ['\u200b', true], // zero-width space
    ['\u200c\u200d\u2060\ufeff', true], // zero-width non-joiner and joiner, word joiner, byte order mark
    ['\u200e\u200f\u202e\u2066\u2069', true], // bidirectional marks and isolates
    ['\u3164\u115f\uffa0', true], // Hangul fillers
    ['\u00ad\ufe0f', true], // soft hyphen, variation selector
    ['a', false],
    ['\u200ba\u200b', false],
    ['❤️', false],
    ['0', false],
    ['.', false],
    ['\u0627', false], // Arabic alef
  ])('%j is blank: %s', (text, blank) => {
    expect(isBlankText(text)).toBe(blank);
  });

  it('finds any text with a letter or digit in it not blank, whatever invisible characters surround it', () => {
    const invisible = fc.constantFrom(' ', '\u200b', '\u200d', '\u2060', '\ufeff', '\u00a0', '\u200e');
    fc.assert(
      fc.property(
        fc.array(invisible),
        fc.constantFrom('a', 'Z', '7', 'é', '日', '🙂'),
        fc.array(invisible),
        (before, shown, after) => {
          expect(isBlankText(before.join(''))).toBe(true);
          expect(isBlankText(before.join('') + shown + after.join(''))).toBe(false);
        },
      ),
    );
  });
});

describe('shown names', () => {
  const chart = createChart();

  it('keeps a name that shows something', () => {
    expect(chartName(updateMetadata(chart, { name: 'Heroes' }))).toBe('Heroes');
    expect(dataSetName(updateDataSet(chart, 0, { name: ' Hela ' }), 0)).toBe(' Hela ');
    expect(attributeName(renameLabel(chart, 2, 'Agility'), 2)).toBe('Agility');
  });

  it('names a blank or invisible name by its default or its place', () => {
    for (const blank of ['', '  ', '\u200b', '\u200b\u200d']) {
      expect(chartName(updateMetadata(chart, { name: blank }))).toBe(DEFAULT_CHART_NAME);
      expect(dataSetName(updateDataSet(chart, 0, { name: blank }), 0)).toBe('Data set 1');
      expect(attributeName(renameLabel(chart, 1, blank), 1)).toBe('Attribute 2');
    }
  });

  it('names a data set or attribute past the end by its place', () => {
    expect(dataSetName(chart, 4)).toBe('Data set 5');
    expect(attributeName(chart, 9)).toBe('Attribute 10');
  });
});
