// @vitest-environment node
import { describe, expect, test } from 'vitest';

import source from '../App.tsx?raw';
import { canonicalChartId, matchRoute, ROUTE_PATTERNS } from './routeTable';

describe('the route table', () => {
  test('lists exactly the paths of the router in App.tsx', () => {
    const literalPaths = [...source.matchAll(/<Route path="([^"]+)"/g)].map((match) => match[1]);
    const rootArticles = /ROOT_ARTICLES = \[([^\]]+)\]/.exec(source)?.[1] ?? '';
    const articlePaths = [...rootArticles.matchAll(/'([a-z-]+)'/g)].map((match) => `/${match[1]}`);
    expect(new Set([...literalPaths, ...articlePaths])).toEqual(new Set(ROUTE_PATTERNS));
  });

  test('matches parameters one segment at a time and decodes them', () => {
    expect(matchRoute('/')).toEqual({ pattern: '/', params: {} });
    expect(matchRoute('/chart/art-the-sun')).toEqual({
      pattern: '/chart/:chartId',
      params: { chartId: 'art-the-sun' },
    });
    expect(matchRoute('/blog/a%20b')?.params).toEqual({ slug: 'a b' });
    expect(matchRoute('/editor/')?.pattern).toBe('/editor');
  });

  test('answers null for addresses outside the table', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/chart')).toBeNull();
    expect(matchRoute('/chart/a/b')).toBeNull();
    expect(matchRoute('/blog/%E0%A4%A')).toBeNull();
  });
});

describe('canonicalChartId', () => {
  test('writes a cloud id in lower case and leaves sample and other ids as they are', () => {
    expect(canonicalChartId('FAF6E87F-C9FC-4F68-B82E-4B2F5FF60E8A')).toBe(
      'faf6e87f-c9fc-4f68-b82e-4b2f5ff60e8a',
    );
    expect(canonicalChartId('faf6e87f-c9fc-4f68-b82e-4b2f5ff60e8a')).toBe(
      'faf6e87f-c9fc-4f68-b82e-4b2f5ff60e8a',
    );
    expect(canonicalChartId('art-the-sun')).toBe('art-the-sun');
    expect(canonicalChartId('Art-The-Sun')).toBe('Art-The-Sun');
  });
});
