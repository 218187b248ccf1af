// @vitest-environment node
import { describe, expect, test } from 'vitest';

import type { PrerenderedPage } from '../src/prerender/prerenderPages';
import { prerenderedHtml } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>StatRadar</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a prerendered page', () => {
  const page: PrerenderedPage = {
    path: '/about',
    routeModule: 'src/routes/ArticlePage.tsx',
    head: { title: 'About StatRadar', canonical: 'https://statradar.app/about', metas: [] },
    html: '<main>About $& us</main>',
  };

  test("links its route chunk's styles, then preloads its scripts, at the end of the head", () => {
    const html = prerenderedHtml(
      TEMPLATE,
      page,
      { scripts: ['assets/ArticlePage-2.js', 'assets/markdown-3.js'], styles: ['assets/blog-4.css'] },
      '/',
    );
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(
      head
        .split('\n')
        .filter((line) => line.includes('/assets/'))
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/blog-4.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/ArticlePage-2.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/markdown-3.js" />',
    ]);
    // The markup goes in as written ($& is not a replacement pattern here).
    expect(html).toContain('<div id="root"><main>About $& us</main></div>');
  });
});
