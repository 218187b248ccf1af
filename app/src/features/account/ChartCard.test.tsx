import { render, screen, within } from '@testing-library/react';
import { createChart } from 'statradar';
import { describe, expect, it } from 'vitest';

import { ChartCard } from './ChartCard';

describe('ChartCard', () => {
  it('groups its actions under the chart’s name, so each says which chart it is for', () => {
    render(
      <ul>
        <ChartCard chart={createChart()} name="Snacks" open={<button type="button">Open</button>}>
          <label>
            <input type="checkbox" />
            Public
          </label>
        </ChartCard>
        <ChartCard chart={createChart()} name="Pets" open={<button type="button">Open</button>} />
      </ul>,
    );
    const snacks = screen.getByRole('group', { name: 'Snacks' });
    expect(within(snacks).getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(within(snacks).getByRole('checkbox', { name: 'Public' })).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Pets' })).getByRole('button', { name: 'Open' }),
    ).toBeTruthy();
  });
});
