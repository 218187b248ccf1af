// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, test } from 'vitest';

import { articlePath, listedArticles } from './article';
import { ARTICLES, articleBySlug } from './articles';
import { articleBlocks } from './axisOrderExample';

const PUBLIC_DIRECTORY = fileURLToPath(new URL('../../public', import.meta.url));

const LISTED_SLUGS = [
  'a-better-fast-food-tier-list',
  'making-a-dog-a-stat-radar-chart',
  'radar-chart-downsides',
  'radar-chart-guide',
  'ranking-potential-purchases',
  'skill-radar-chart',
  'thog-explains',
  'tier-list-vs-radar-charts',
];
// Spec section 2: "Unlisted: roadmap, terms, privacy, about, contact, patch notes", plus the stub.
const UNLISTED_SLUGS = [
  'about',
  'best-tier-list-alternatives',
  'contact',
  'patch-note1',
  'patch-note2',
  'patch-note3',
  'privacy',
  'roadmap',
  'terms',
];

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1] ?? '');
}

describe('the article catalogue', () => {
  test('lists exactly the listed articles and keeps the rest unlisted', () => {
    expect(listedArticles(ARTICLES).map((article) => article.slug)).toEqual(LISTED_SLUGS);
    expect(ARTICLES.filter((article) => article.unlisted).map((article) => article.slug)).toEqual(
      UNLISTED_SLUGS,
    );
  });

  test.each(LISTED_SLUGS.concat(['roadmap']))('%s is a substantial article of 300 to 900 words', (slug) => {
    const words = wordCount(articleBySlug(slug)?.body ?? '');
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(900);
  });

  test('the roadmap keeps the spec’s plan and says which of its items have shipped since', () => {
    const body = articleBySlug('roadmap')?.body ?? '';
    // Spec section 1: voting, sending to friends and achievements planned; import not yet available.
    expect(body).toContain('**Voting:** planned, not working yet.');
    expect(body).toContain('**Spreadsheet import:** not yet available.');
    expect(body).toContain('**Single sign-on**');
    // Shipped by later releases; a reader must not take the plan for today's state.
    const update = body.slice(body.indexOf('**Update:**'), body.indexOf('## Phase 1'));
    for (const shipped of ['imports data', 'reactions', 'Popular tab', 'embedded'])
      expect(update).toContain(shipped);
  });

  test('the patch notes carry their release dates', () => {
    expect(['patch-note1', 'patch-note2', 'patch-note3'].map((slug) => articleBySlug(slug)?.date)).toEqual([
      '2025-04-02',
      '2025-05-10',
      '2025-08-29',
    ]);
  });

  test('privacy asks not to be indexed but to be followed; terms and contact not to be indexed', () => {
    expect(articleBySlug('privacy')?.robots).toBe('noindex, follow');
    expect(articleBySlug('terms')?.robots).toBe('noindex');
    expect(articleBySlug('contact')?.robots).toBe('noindex');
  });

  test('the legal pages state the spec’s dates, ages and liability cap', () => {
    const privacy = articleBySlug('privacy')?.body ?? '';
    const terms = articleBySlug('terms')?.body ?? '';
    expect(privacy).toContain('Last updated: March 2025');
    expect(privacy).toContain('we do not serve children under 13');
    expect(terms).toContain('Last updated: March 07, 2024');
    expect(terms).toContain('You must be at least 18 years old');
    expect(terms).toContain('the amount you paid us for the Service in the 6 months before the claim arose');
  });

  test('the about page and patch note 3 link where the spec says', () => {
    expect(linkTargets(articleBySlug('about')?.body ?? '')).toEqual(
      expect.arrayContaining(['/blog/roadmap', '/editor']),
    );
    expect(linkTargets(articleBySlug('patch-note3')?.body ?? '')).toEqual(
      expect.arrayContaining(['/editor', '/chart/marvel-rivals-characters']),
    );
  });

  test('the unlisted stub has headings only', () => {
    const lines = (articleBySlug('best-tier-list-alternatives')?.body ?? '')
      .split('\n')
      .filter((line) => line.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^#{2,3} /);
  });

  test('every image an article uses exists under public/images/', () => {
    for (const article of ARTICLES) {
      const images = [...article.body.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1] ?? '');
      if (article.image) images.push(article.image);
      for (const image of images) {
        expect(image, `${article.slug}`).toMatch(/^\/images\//);
        expect(existsSync(`${PUBLIC_DIRECTORY}${image}`), `${article.slug}: ${image}`).toBe(true);
      }
    }
  });

  test('every link inside the site points at a route or article that exists', () => {
    const routes = new Set([
      '/',
      '/editor',
      '/feed',
      '/grid',
      '/blog',
      '/account/login',
      '/account/my_account',
    ]);
    // The misspelt address one article links (as the spec has it) redirects to the article.
    const redirects = new Map([['/radar-chart-downside', '/blog/radar-chart-downsides']]);
    for (const article of ARTICLES) {
      for (const target of linkTargets(article.body).filter((link) => link.startsWith('/'))) {
        const linked = target.split('#')[0] ?? '';
        const path = redirects.get(linked) ?? linked;
        const known =
          routes.has(path) ||
          path.startsWith('/chart/') ||
          ARTICLES.some((candidate) => articlePath(candidate) === path || `/blog/${candidate.slug}` === path);
        expect(known, `${article.slug} links to ${target}`).toBe(true);
      }
    }
  });

  test('the downsides article draws its live example with the same values in two orders', () => {
    const article = articleBySlug('radar-chart-downsides');
    const examples = articleBlocks('radar-chart-downsides.md', article?.body ?? '').filter(
      (block) => block.kind === 'axis-order',
    );
    expect(examples).toHaveLength(1);
  });

  test('the markdown files are the ones bundled', () => {
    const thog = readFileSync(fileURLToPath(new URL('./articles/thog-explains.md', import.meta.url)), 'utf8');
    expect(thog).toContain(articleBySlug('thog-explains')?.body.slice(0, 80));
  });
});
