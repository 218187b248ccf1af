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

  test('paints once its main content is parsed: rendering waits for the footer that follows it', () => {
    const withFooter = prerenderedHtml(TEMPLATE, {
      ...page,
      html: '<div class="site"><main>About</main><footer id="site-footer"></footer></div>',
    });
    const head = withFooter.slice(withFooter.indexOf('<head>'), withFooter.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#site-footer" blocking="render" />');
    // A page without the footer would wait for the whole document and warn in the console.
    expect(prerenderedHtml(TEMPLATE, page)).not.toContain('rel="expect"');
  });
});
