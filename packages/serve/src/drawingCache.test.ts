import { describe, expect, test } from 'vitest';
import { createChart, type Chart } from 'statradar';

import { DrawingCache } from './drawingCache';

/** Draws a chart as its name repeated `times` times, counting the drawings. */
function counted(times = 1) {
  const drawn: string[] = [];
  const draw = (chart: Chart) => {
    drawn.push(chart.metadata.name);
    return chart.metadata.name.repeat(times);
  };
  return { drawn, draw };
}

const named = (name: string): Chart => ({ ...createChart(), metadata: { name, description: '' } });

describe('DrawingCache', () => {
  test('draws a chart once per version', () => {
    const { drawn, draw } = counted();
    const cache = new DrawingCache(draw, 4);
    expect(cache.drawing('a', 'v1', named('A'))).toBe('A');
    expect(cache.drawing('a', 'v1', named('A'))).toBe('A');
    expect(cache.cached('a', 'v1')).toBe('A');
    expect(cache.cached('a', 'v2')).toBeUndefined();
    expect(cache.drawing('a', 'v2', named('A2'))).toBe('A2');
    expect(drawn).toEqual(['A', 'A2']);
  });

  test('forgets the drawing made longest ago past its capacity', () => {
    const cache = new DrawingCache(counted().draw, 2);
    cache.drawing('a', 'v', named('A'));
    cache.drawing('b', 'v', named('B'));
    cache.drawing('c', 'v', named('C'));
    expect(cache.cached('a', 'v')).toBeUndefined();
    expect(cache.cached('b', 'v')).toBe('B');
    expect(cache.cached('c', 'v')).toBe('C');
  });

  test('keeps its drawings within maxSize, and keeps none larger than that alone', () => {
    const cache = new DrawingCache(counted(4).draw, 10, 10);
    cache.drawing('a', 'v', named('A')); // 4
    cache.drawing('b', 'v', named('B')); // 8
    cache.drawing('c', 'v', named('C')); // 12: A goes
    expect(cache.cached('a', 'v')).toBeUndefined();
    expect(cache.cached('b', 'v')).toBe('BBBB');
    // A new version of C replaces its old drawing rather than adding to it.
    cache.drawing('c', 'v2', named('D')); // 8
    expect(cache.cached('b', 'v')).toBe('BBBB');
    expect(cache.drawing('e', 'v', named('Long'))).toBe('LongLongLongLong');
    expect(cache.cached('e', 'v')).toBeUndefined();
    expect(cache.cached('b', 'v')).toBe('BBBB');
  });
});
