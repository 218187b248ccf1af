import { render } from '@testing-library/react';
import { createChart } from 'statradar';
import { describe, expect, test } from 'vitest';

import { NO_REACTIONS } from '../../data/reactions';
import { FeedCard } from './FeedCard';

describe('FeedCard', () => {
  test('shows the description as its plain text, punctuation kept and markup dropped', () => {
    const chart = createChart();
    chart.metadata.description = 'Scores (out of 100) for **C#** devs! x > y [docs](javascript:alert(1))';
    const { container } = render(<FeedCard id="abc" chart={chart} author={null} counts={NO_REACTIONS} />);
    expect(container.querySelector('.feed-card-description')?.textContent).toBe(
      'Scores (out of 100) for C# devs! x > y docs',
    );
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/chart/abc');
  });

  test('shows reaction counts on a cloud chart, none on a sample (it cannot be reacted to)', () => {
    const chart = createChart();
    const cloud = render(<FeedCard id="abc" chart={chart} author={null} counts={NO_REACTIONS} />);
    expect(cloud.container.querySelector('.feed-card')?.textContent).toMatch(/0.*0.*0/);
    const sample = render(<FeedCard id="art-the-sun" chart={chart} author={null} />);
    expect(sample.container.querySelector('.feed-card')?.textContent).not.toMatch(/\d/);
  });

  test("draws the data sets the chart's page opens with: the first one and the last ones of a showCount", () => {
    const colors = ['#aa0000', '#00bb00', '#0000cc'];
    const chart = createChart();
    chart.metadata.style = { showCount: 2 };
    chart.data = ['One', 'Two', 'Three'].map((name, index) => ({
      name,
      description: '',
      color: colors[index]!,
      values: chart.labels.map(() => 20 + 30 * index),
    }));
    const { container } = render(<FeedCard id="abc" chart={chart} author={null} counts={NO_REACTIONS} />);
    // The polygons in paint order: the last one, then the first (on top, as the page draws it).
    const fills = [...container.querySelectorAll('polygon')]
      .map((polygon) => polygon.getAttribute('fill')?.toLowerCase())
      .filter((fill) => fill !== undefined && colors.includes(fill));
    expect(fills).toEqual([colors[2], colors[0]]);
  });

  test('names a chart with a blank or invisible name as its page does, not with an empty link', () => {
    for (const name of ['', '   ', '\u200b\u200d']) {
      const chart = createChart();
      chart.metadata.name = name;
      const { container, unmount } = render(
        <FeedCard id="abc" chart={chart} author={null} counts={NO_REACTIONS} />,
      );
      expect(container.querySelector('.feed-card-link')?.textContent).toBe('Radar Chart Generator');
      unmount();
    }
  });
});
