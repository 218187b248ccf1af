import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createChart } from 'statradar';
import { afterEach, describe, expect, it } from 'vitest';

import { EmbedLegend } from './EmbedChart';

describe('EmbedLegend', () => {
  afterEach(cleanup);

  it('names a data set with a blank or invisible name by its place, so its button has a name', () => {
    const chart = createChart();
    chart.data = [chart.data[0]!, { ...chart.data[0]!, name: ' \u200B' }];
    render(<EmbedLegend chart={chart} hidden={[]} onToggle={() => {}} legendRef={createRef()} />);
    const button = screen.getByRole('button', { name: /^Data set 2 \d+%$/ });
    expect(button.getAttribute('title')).toBe('Data set 2');
    expect(screen.getByRole('button', { name: new RegExp(`^${chart.data[0]!.name} \\d+%$`) })).toBeTruthy();
  });
});
