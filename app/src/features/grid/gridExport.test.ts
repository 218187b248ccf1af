import { describe, expect, it } from 'vitest';
import { createChart } from 'statradar';
import { textWidth } from 'statradar/svg';

import { EXPORT_CHART_SIZE, gridExportSize, gridToSvg, pngScales } from './gridExport';

const colours = { background: '#ffffff', text: '#111111', muted: '#555555', border: '#dddddd' };

describe('gridToSvg with names XML forbids', () => {
  it('drops control characters, U+FFFF and lone surrogates, so the file still parses', () => {
    const base = createChart();
    const hostile = 'A\u0001B\u0008\uffff\udc00';
    const chart = {
      ...base,
      metadata: { ...base.metadata, name: hostile },
      labels: base.labels.map((label) => ({ name: `${label.name}\u0002` })),
      data: [{ ...base.data[0]!, name: hostile }],
    };
    const svg = gridToSvg({
      chart,
      cards: [{ index: 0, name: hostile, color: '#92f0da', facts: 'Speed\u0002 80' }],
      columns: 1,
      ...colours,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.querySelector('title')?.textContent).toBe('AB');
  });
});

describe('gridToSvg', () => {
  it('lays out one card per data set in the given order and columns', () => {
    const base = createChart();
    const chart = {
      ...base,
      data: [base.data[0]!, { ...base.data[0]!, name: 'B <&> "two"', color: '#ff0000' }, base.data[0]!],
    };
    const svg = gridToSvg({
      chart,
      cards: [
        { index: 1, name: 'B <&> "two"', color: '#ff0000', facts: 'Area 44% · Mean 67' },
        { index: 0, name: 'Player 1', color: '#92f0da', facts: 'Area 44% · Mean 67' },
        { index: 2, name: 'Player 1', color: '#92f0da', facts: 'Area 44% · Mean 67' },
      ],
      columns: 2,
      ...colours,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    // 2 columns of (300 + 32) with a 16 px gap and 16 px margins; 2 rows of (300 + 44 + 32) + title.
    expect(gridExportSize(3, 2)).toEqual({ width: 2 * 332 + 16 + 32, height: 48 + 2 * 376 + 16 + 32 });
    expect(document.documentElement.getAttribute('width')).toBe('712');
    const charts = document.querySelectorAll('g > svg');
    expect(charts).toHaveLength(3);
    expect(charts[0]!.getAttribute('width')).toBe(String(EXPORT_CHART_SIZE));
    // The first card is data set 1 (grid order), its name escaped, and it sits in the first column.
    const names = [...document.querySelectorAll('text[font-weight="bold"]')].map((node) => node.textContent);
    expect(names).toEqual([chart.metadata.name, 'B <&> "two"', 'Player 1', 'Player 1']);
    // x = margin 16 + card padding 16; y = margin 16 + title 48 + card padding 16, next row + 376 + 16.
    expect(document.querySelectorAll('g')[0]!.getAttribute('transform')).toBe('translate(32 80)');
    expect(document.querySelectorAll('g')[2]!.getAttribute('transform')).toBe('translate(32 472)');
  });

  it('uses a single column width when there are fewer cards than columns', () => {
    expect(gridExportSize(1, 10).width).toBe(332 + 32);
  });
});

describe('pngScales', () => {
  it('tries the asked scale, then full size, then the largest that fits every browser', () => {
    // 200 charts in 10 columns: 3,496 x 7,904 px; 16,777,216 px in all fit at 0.77 of that.
    expect(pngScales(3496, 7904, 2)).toEqual([2, 1, 0.77]);
    // A small grid fits as asked.
    expect(pngScales(364, 456, 2)).toEqual([2, 1]);
    expect(pngScales(364, 456, 1)).toEqual([1]);
  });

  it('tries the largest scale within 32,767 px sides (Firefox) before the limits of every browser', () => {
    // 90 charts in one column: 364 x 35,344 px; Firefox draws no side past 32,767 px.
    expect(pngScales(364, 35344, 2)).toEqual([2, 1, 0.92]);
  });

  it('never goes below half size, where the labels can no longer be read', () => {
    // 200 charts in one column: 364 x 78,464 px.
    expect(pngScales(364, 78464, 2)).toEqual([2, 1]);
  });
});

describe('gridToSvg with a blank chart name', () => {
  it('titles the export as the page is titled, not with an empty band', () => {
    const base = createChart();
    const chart = { ...base, metadata: { ...base.metadata, name: '   ' } };
    const svg = gridToSvg({
      chart,
      cards: [{ index: 0, name: 'Player 1', color: '#92f0da', facts: 'Area 44% · Mean 67' }],
      columns: 1,
      ...colours,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('title')?.textContent).toBe('Radar Chart Generator');
    expect(document.querySelector('text[font-size="24"]')?.textContent).toBe('Radar Chart Generator');
  });
});

describe('gridToSvg with wide characters', () => {
  it('cuts CJK and emoji names to their card, whole characters only', () => {
    const base = createChart();
    const cjk = '東京都の非常に長いデータセットの名前です東京都の非常に長い';
    const emoji = `Team ${'🦄'.repeat(40)}`;
    const chart = {
      ...base,
      metadata: { ...base.metadata, name: cjk.repeat(3) },
      data: [base.data[0]!, base.data[0]!],
    };
    const svg = gridToSvg({
      chart,
      cards: [
        { index: 0, name: cjk, color: '#92f0da', facts: 'Area 44% · Mean 67' },
        { index: 1, name: emoji, color: '#92f0da', facts: 'Area 44% · Mean 67' },
      ],
      columns: 1,
      ...colours,
    });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const [title, first, second] = [...document.querySelectorAll('text[font-weight="bold"]')].map(
      (node) => node.textContent ?? '',
    );
    // Bold text is some 12% wider than textWidth's regular face; the name starts 22 px into the card.
    expect(textWidth(first!, 15) * 1.12).toBeLessThanOrEqual(EXPORT_CHART_SIZE - 22);
    expect(textWidth(second!, 15) * 1.12).toBeLessThanOrEqual(EXPORT_CHART_SIZE - 22);
    expect(textWidth(title!, 24) * 1.12).toBeLessThanOrEqual(gridExportSize(2, 1).width - 32);
    expect(first).toMatch(/^東京.*…$/);
    expect(second).toMatch(/^Team 🦄+…$/u);
  });
});
