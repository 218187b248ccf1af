import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, resolveStyle } from './style';
import type { ChartStyle } from './types';

describe('resolveStyle', () => {
  it('fills every key from the defaults', () => {
    expect(resolveStyle()).toStrictEqual(DEFAULT_STYLE);
    expect(DEFAULT_STYLE).toStrictEqual({
      fillStyle: 'soft fill',
      gridLine: 'polygon',
      showCount: 0,
      labelColor: '#333333',
      axisColor: '#cccccc',
      fontFamily: 'sans-serif',
    });
  });

  it('keeps the keys the style sets', () => {
    expect(resolveStyle({ fillStyle: 'outline', gridLine: 'circle', labelColor: 'red' })).toStrictEqual({
      ...DEFAULT_STYLE,
      fillStyle: 'outline',
      gridLine: 'circle',
      labelColor: 'red',
    });
  });

  it('gives a text key that is empty or not text its default, as parseChart does', () => {
    const style = { fontFamily: 5, fillStyle: '', gridLine: null, labelColor: {} } as unknown as ChartStyle;
    expect(resolveStyle(style)).toStrictEqual(DEFAULT_STYLE);
    expect(resolveStyle({ fontFamily: 'serif' }).fontFamily).toBe('serif');
  });

  it('lays overrides over the style key by key, where they are not undefined or null', () => {
    const style: ChartStyle = { fillStyle: 'outline', gridLine: 'circle', showCount: 2 };
    expect(resolveStyle(style, { gridLine: 'polygon', labelColor: 'red' })).toStrictEqual({
      ...DEFAULT_STYLE,
      fillStyle: 'outline',
      gridLine: 'polygon',
      showCount: 2,
      labelColor: 'red',
    });
    const unset = { fillStyle: undefined, gridLine: null, showCount: undefined } as unknown as ChartStyle;
    expect(resolveStyle(style, unset)).toStrictEqual(resolveStyle(style));
    // 0 is an override ("show all"), not a missing one.
    expect(resolveStyle(style, { showCount: 0 }).showCount).toBe(0);
    expect(resolveStyle(undefined, { gridLine: 'circle' }).gridLine).toBe('circle');
  });

  it('turns showCount into a non-negative whole number', () => {
    expect(resolveStyle({ showCount: 3 }).showCount).toBe(3);
    expect(resolveStyle({ showCount: '2' as unknown as number }).showCount).toBe(2);
    expect(resolveStyle({ showCount: 2.7 }).showCount).toBe(2);
    expect(resolveStyle({ showCount: -1 }).showCount).toBe(0);
    expect(resolveStyle({ showCount: Number.NaN }).showCount).toBe(0);
    expect(resolveStyle({ showCount: Infinity }).showCount).toBe(0);
    expect(resolveStyle({ showCount: 2n as unknown as number }).showCount).toBe(2);
  });
});
