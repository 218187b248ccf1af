// @vitest-environment node
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { readArticles, robotsTxt, sitemapPaths, sitemapXml } from './sitemap';

const ARTICLES_DIRECTORY = fileURLToPath(new URL('../src/content/articles', import.meta.url));

describe('the generated sitemap', () => {
  const paths = sitemapPaths(readArticles(ARTICLES_DIRECTORY));

  test('lists the public routes and every listed article, and nothing unlisted', () => {
    expect(paths).toEqual([
      '/',
      '/editor',
      '/feed',
      '/blog',
      '/about',
      '/blog/a-better-fast-food-tier-list',
      '/blog/making-a-dog-a-stat-radar-chart',
      '/blog/radar-chart-downsides',
      '/blog/radar-chart-guide',
      '/blog/ranking-potential-purchases',
      '/blog/skill-radar-chart',
      '/blog/thog-explains',
      '/blog/tier-list-vs-radar-charts',
    ]);
  });

  test('writes absolute URLs on the configured origin', () => {
    expect(sitemapXml('https://charts.example.org/', ['/', '/blog/x'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://charts.example.org/</loc></url>\n' +
        '  <url><loc>https://charts.example.org/blog/x</loc></url>\n' +
        '</urlset>\n',
    );
  });

  test('robots.txt points crawlers at the sitemap', () => {
    expect(robotsTxt('https://statradar.app')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /account/\n\nSitemap: https://statradar.app/sitemap.xml\n',
    );
  });
});
