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

  it('draws the data sets the chart opens with: the first one and the last ones of a showCount', () => {
    const colors = ['#aa0000', '#00bb00', '#0000cc'];
    const chart = createChart();
    chart.metadata.style = { showCount: 2 };
    chart.data = ['One', 'Two', 'Three'].map((name, index) => ({
      name,
      description: '',
      color: colors[index]!,
      values: chart.labels.map(() => 20 + 30 * index),
    }));
    const { container } = render(
      <ul>
        <ChartCard chart={chart} name="Snacks" open={<button type="button">Open</button>} />
      </ul>,
    );
    const fills = [...container.querySelectorAll('polygon')]
      .map((polygon) => polygon.getAttribute('fill')?.toLowerCase())
      .filter((fill) => fill !== undefined && colors.includes(fill));
    expect(fills).toEqual([colors[2], colors[0]]);
  });
});
