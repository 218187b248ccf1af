import { cleanup, render, screen } from '@testing-library/react';
import { createChart } from 'statradar';
import { afterEach, describe, expect, it } from 'vitest';

import { DataSetPanel } from './DataSetPanel';

describe('DataSetPanel', () => {
  afterEach(cleanup);

  it('names the delete button of a data set with a blank name by its place', () => {
    const chart = createChart();
    chart.data = [chart.data[0]!, { ...chart.data[0]!, name: '  ' }];
    render(<DataSetPanel chart={chart} selected={1} />);
    expect(screen.getByRole('button', { name: 'Delete data set Data set 2' })).toBeTruthy();
  });
});
