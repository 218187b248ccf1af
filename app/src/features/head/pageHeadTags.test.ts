import { describe, expect, it } from 'vitest';

import {
  chartPageDescription,
  DEFAULT_IMAGE_ALT,
  pageHeadHtml,
  pageHeadTags,
  truncatedDescription,
  withPageHead,
} from './pageHeadTags';

const TEMPLATE =
  '<!doctype html><html><head><title>StatRadar</title><meta name="description" content="x">' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('withPageHead', () => {
  it("writes a name with $&, $`, $' and $$ as text, not as replacement patterns", () => {
    for (const name of ['AT$&T ratings', 'A $` B', "C $' D", 'Costs $$$']) {
      const html = withPageHead(
        TEMPLATE,
        pageHeadTags({ title: name, description: `About ${name}` }, 'https://statradar.example', '/chart/x'),
      );
      const document = new DOMParser().parseFromString(html, 'text/html');
      expect(document.title, name).toBe(name);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content'), name).toBe(
        `About ${name}`,
      );
      expect(document.querySelectorAll('script')).toHaveLength(1);
      expect(document.body.querySelectorAll('meta')).toHaveLength(0);
    }
  });
});

describe('truncatedDescription', () => {
  it('cuts at 160 code points, never between the halves of an emoji', () => {
    const description = `${'x'.repeat(159)}🐕 and more`;
    expect(truncatedDescription(description)).toBe(`${'x'.repeat(159)}🐕`);
    expect(truncatedDescription(description)).not.toContain('\ufffd');
    expect(truncatedDescription('🐕'.repeat(160))).toBe('🐕'.repeat(160));
  });
});

describe('share image tags', () => {
  const tags = (image?: string) =>
    Object.fromEntries(
      pageHeadTags({ title: 'T', ...(image ? { image } : {}) }, 'https://s.example', '/x').metas.map(
        (meta) => [meta.key, meta.content],
      ),
    );

  it('sends the square default image as a summary card with its size', () => {
    expect(tags()).toMatchObject({
      'og:image': 'https://s.example/images/og-default.png',
      'og:image:width': '1200',
      'og:image:height': '1200',
      'twitter:card': 'summary',
    });
  });

  it("sends a chart's 1200 x 630 card as a large image with its size", () => {
    expect(tags('/og/art-the-sun.png')).toMatchObject({
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
  });

  it('describes every share image it knows: the default image, and a chart card by its chart name', () => {
    expect(tags()).toMatchObject({
      'og:image:alt': DEFAULT_IMAGE_ALT,
      'twitter:image:alt': DEFAULT_IMAGE_ALT,
    });
    const card = pageHeadTags({ title: 'Snack <Showdown>', image: '/og/abc.png' }, 'https://s.example', '/x');
    const alt = (key: string) => card.metas.find((meta) => meta.key === key)?.content;
    expect(alt('og:image:alt')).toBe('Radar chart: Snack <Showdown>');
    expect(alt('twitter:image:alt')).toBe('Radar chart: Snack <Showdown>');
    expect(pageHeadHtml(card)).toContain(
      '<meta property="og:image:alt" content="Radar chart: Snack &lt;Showdown&gt;" />',
    );
    // An article's own image is described by its front matter; an undescribed one gets no alt tag.
    const article = pageHeadTags(
      { title: 'T', image: '/images/article.png', imageAlt: 'Dogs on seven attributes' },
      'https://s.example',
      '/x',
    );
    expect(article.metas.find((meta) => meta.key === 'og:image:alt')?.content).toBe(
      'Dogs on seven attributes',
    );
    expect(tags('/images/article.png')).toMatchObject({ 'og:image:alt': null, 'twitter:image:alt': null });
  });

  it('names no size for an image of unknown size', () => {
    expect(tags('/images/article.png')).toMatchObject({
      'og:image:width': null,
      'og:image:height': null,
      'twitter:card': 'summary_large_image',
    });
  });
});

describe('chartPageDescription', () => {
  it("is the chart's description as written, or what the chart is when it has none", () => {
    expect(chartPageDescription('Scored by **taste**.', 2)).toBe('Scored by **taste**.');
    expect(chartPageDescription(' \n ', 2)).toBe('A radar chart comparing 2 data sets.');
    expect(chartPageDescription('', 1)).toBe('A radar chart comparing 1 data set.');
  });
});
