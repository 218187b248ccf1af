import { createChart, type Chart } from 'statradar';

/** A chart image for an article: the file name (without extension) under public/images/ and its chart. */
export interface ArticleChartImage {
  name: string;
  chart: Chart;
  /** Width in CSS pixels; the PNG is drawn at twice this for sharp display on high-density screens. */
  size: number;
}

interface SeriesInput {
  name: string;
  color: string;
  values: number[];
}

function chartOf(name: string, labels: string[], series: SeriesInput[]): Chart {
  for (const entry of series) {
    if (entry.values.length !== labels.length) {
      throw new Error(
        `${name}: "${entry.name}" has ${entry.values.length} values for ${labels.length} labels.`,
      );
    }
  }
  return {
    metadata: { name, description: '' },
    labels: labels.map((label) => ({ name: label })),
    data: series.map((entry) => ({ ...entry, description: '' })),
  };
}

// The values below are the ones printed in the articles' tables; keep the two in step.
export const ARTICLE_CHART_IMAGES: readonly ArticleChartImage[] = [
  {
    name: 'og-default',
    size: 600,
    chart: chartOf(
      'StatRadar',
      ['Original Shows', 'Library', 'UI/UX', 'Suggestion Algo', 'Ads', 'Price'],
      [
        { name: 'Service A', color: '#92f0da', values: [85, 70, 80, 75, 60, 45] },
        { name: 'Service B', color: '#b39ddb', values: [55, 90, 60, 65, 80, 75] },
      ],
    ),
  },
  { name: 'radar-chart-guide', size: 400, chart: createChart() },
  {
    name: 'thog-rocks-radar-chart',
    size: 400,
    chart: chartOf(
      'Thog Tools',
      ['Damage', 'Reach', 'Easy to Make'],
      [
        { name: 'Club', color: '#e17055', values: [70, 20, 90] },
        { name: 'Spear', color: '#0984e3', values: [80, 70, 40] },
        { name: 'Rock', color: '#00b894', values: [40, 60, 100] },
      ],
    ),
  },
  {
    name: 'radar-chart-downsides',
    size: 400,
    chart: chartOf(
      'Glass cannon',
      ['Speed', 'Power', 'Skill', 'Defense', 'Stamina', 'Luck'],
      [{ name: 'Glass cannon', color: '#6c5ce7', values: [90, 85, 80, 20, 25, 15] }],
    ),
  },
  {
    name: 'skill-radar-chart',
    size: 440,
    chart: chartOf(
      'Front-end developer skills',
      ['JavaScript', 'CSS and Design', 'Testing', 'Accessibility', 'Communication', 'Mentoring', 'Planning'],
      [
        { name: 'Today', color: '#0984e3', values: [80, 65, 70, 40, 60, 30, 50] },
        { name: 'Next year', color: '#fdcb6e', values: [85, 70, 75, 70, 70, 60, 60] },
      ],
    ),
  },
  {
    name: 'tier-list-vs-radar-chart',
    size: 440,
    chart: chartOf(
      'Four fighters',
      ['Damage', 'Defense', 'Mobility', 'Support', 'Ease of Use'],
      [
        { name: 'Blaze', color: '#e17055', values: [95, 40, 90, 30, 70] },
        { name: 'Tank', color: '#0984e3', values: [55, 95, 30, 60, 75] },
        { name: 'Shade', color: '#6c5ce7', values: [70, 30, 95, 55, 40] },
        { name: 'Sprout', color: '#00b894', values: [30, 50, 50, 95, 80] },
      ],
    ),
  },
  {
    name: 'dog-stat-radar-chart',
    size: 460,
    chart: chartOf(
      'Dog Stats',
      ['Zoomies', 'Stamina', 'Snuggle Power', 'Smarts', 'Obedience', 'Guard Duty', 'Snack Drive'],
      [
        { name: 'Biscuit', color: '#f0b429', values: [70, 75, 95, 65, 80, 20, 100] },
        { name: 'Pixel', color: '#2d3436', values: [95, 100, 40, 100, 90, 60, 60] },
        { name: 'Meatball', color: '#e84393', values: [45, 30, 90, 50, 25, 70, 95] },
      ],
    ),
  },
  {
    name: 'fast-food-radar-chart',
    size: 480,
    chart: chartOf(
      'Fast food, eight ways',
      [
        'Taste',
        'Value',
        'Speed',
        'Menu Variety',
        'Healthier Options',
        'Customisation',
        'Consistency',
        'Late-Night Access',
      ],
      [
        { name: "McDonald's", color: '#f9ca24', values: [65, 70, 90, 75, 35, 40, 95, 90] },
        { name: 'Chick-fil-A', color: '#eb4d4b', values: [90, 60, 80, 50, 60, 45, 90, 10] },
        { name: 'Taco Bell', color: '#6c5ce7', values: [70, 90, 75, 85, 40, 80, 60, 85] },
        { name: 'Subway', color: '#00b894', values: [55, 60, 50, 70, 85, 100, 65, 40] },
      ],
    ),
  },
  {
    name: 'purchase-radar-chart',
    size: 440,
    chart: chartOf(
      'Laptop shortlist',
      ['Price', 'Performance', 'Battery Life', 'Portability', 'Screen', 'Build Quality'],
      [
        { name: 'Budget Pick', color: '#00b894', values: [95, 40, 50, 45, 40, 35] },
        { name: 'All-Rounder', color: '#0984e3', values: [60, 75, 70, 60, 70, 70] },
        { name: 'Premium Ultralight', color: '#e17055', values: [20, 80, 95, 95, 90, 95] },
      ],
    ),
  },
];
