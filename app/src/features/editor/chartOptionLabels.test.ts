// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { disambiguatedLabels } from './chartOptionLabels';

describe('disambiguatedLabels', () => {
  it('numbers repeated names from the second one on and leaves unique names alone', () => {
    expect(
      disambiguatedLabels([
        'Radar Chart Generator',
        'Pets',
        'Radar Chart Generator',
        'Radar Chart Generator',
      ]),
    ).toEqual(['Radar Chart Generator', 'Pets', 'Radar Chart Generator (2)', 'Radar Chart Generator (3)']);
  });

  it('never produces a label equal to another chart’s real name', () => {
    expect(disambiguatedLabels(['A', 'A', 'A (2)'])).toEqual(['A', 'A (3)', 'A (2)']);
  });

  it('always gives distinct labels', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'A (2)', 'A (3)', 'B', ''), { maxLength: 12 }), (names) => {
        const labels = disambiguatedLabels(names);
        expect(new Set(labels).size).toBe(labels.length);
      }),
    );
  });
});
