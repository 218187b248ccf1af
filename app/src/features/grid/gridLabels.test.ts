// @vitest-environment node
import { createChart } from 'statradar';
import { describe, expect, it } from 'vitest';

import { gridLabelsHidden } from './gridLabels';

describe('grid card labels', () => {
  it('shows labels the engine draws at 10 px, even when the product rounds to 9.999999999999998', () => {
    // The default chart's labels are 10 px from about 195 px (below, the layout shrinks them).
    for (const size of [195, 199, 204, 212, 216, 220, 260, 300, 400])
      expect(gridLabelsHidden(createChart(), size)).toBe(false);
  });

  it('hides labels under 10 px: small cards, and long names the layout shrinks', () => {
    expect(gridLabelsHidden(createChart(), 150)).toBe(true);
    expect(gridLabelsHidden(createChart(), 80)).toBe(true);
    const long = {
      ...createChart(),
      labels: ['Acceleration from standstill', 'Top speed on the straight', 'Handling in the wet'].map(
        (name) => ({ name }),
      ),
    };
    expect(gridLabelsHidden(long, 200)).toBe(true);
  });
});
