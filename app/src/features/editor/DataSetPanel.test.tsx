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
    const deleteButton = screen.getByRole('button', { name: 'Delete data set Data set 2' });
    // Its tooltip too: it read "Delete   ".
    expect(deleteButton.getAttribute('title')).toBe('Delete Data set 2');
  });
});
