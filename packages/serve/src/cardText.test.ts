import { describe, expect, test } from 'vitest';

import type { Chart } from 'statradar';

import { cardText } from './cardText';
import { ogCardPng, ogCardSvg } from './ogImage';

const ACCENT = '\u0301';

/** A chart of 100 labels and data-set names, each "a" followed by `marks` combining accents. */
function markedChart(marks: number): Chart {
  const text = `a${ACCENT.repeat(marks)}`;
  return {
    metadata: { name: text, description: '' },
    labels: Array.from({ length: 100 }, () => ({ name: text })),
    data: Array.from({ length: 6 }, () => ({
      name: text,
      description: '',
      color: '#92f0da',
      values: Array.from({ length: 100 }, () => 50),
    })),
  };
}

function drawingMs(chart: Chart): number {
  const start = performance.now();
  ogCardPng(chart);
  return performance.now() - start;
}

describe('cardText', () => {
  test('keeps two combining marks per base character and every other character', () => {
    expect(cardText(`a${ACCENT.repeat(199)}b`)).toBe(`a${ACCENT.repeat(2)}b`);
    for (const text of ['Tiếng Việt', 'Crème brûlée', '1\ufe0f\u20e3', 'Dog 🐕‍🦺', 'Set 5']) {
      expect(cardText(text)).toBe(text);
    }
  });
});

describe('a card of text stacked with combining marks', () => {
  test('draws no run of more than two marks', () => {
    const svg = ogCardSvg(markedChart(199));
    expect(svg).toContain(`a${ACCENT.repeat(2)}`);
    expect(svg).not.toMatch(/\p{M}{3}/u);
  });

  test('takes about as long to draw as one with two marks per letter', () => {
    // Warm up (fonts, code paths), then compare within this run rather than against a fixed time.
    drawingMs(markedChart(2));
    const usual = Math.min(drawingMs(markedChart(2)), drawingMs(markedChart(2)));
    const stacked = Math.min(drawingMs(markedChart(199)), drawingMs(markedChart(199)));
    // Before the cut the stacked card took about 15 times as long.
    expect(stacked).toBeLessThan(usual * 3);
  });
});
