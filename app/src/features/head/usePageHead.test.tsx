import { render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

import { titleWithSiteName, usePageHead, type PageHead } from './usePageHead';

function Page(props: PageHead) {
  usePageHead(props);
  return null;
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageHead', () => {
  test('writes the title, description, canonical link, robots and Open Graph and Twitter tags', () => {
    render(
      <Page
        title="Privacy Policy | StatRadar"
        description="What we collect."
        robots="noindex, follow"
        canonicalPath="/privacy"
        image="/images/og-default.png"
      />,
    );
    expect(document.title).toBe('Privacy Policy | StatRadar');
    expect(meta('meta[name="description"]')).toBe('What we collect.');
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://statradar.app/privacy',
    );
    expect(meta('meta[property="og:title"]')).toBe('Privacy Policy | StatRadar');
    expect(meta('meta[property="og:url"]')).toBe('https://statradar.app/privacy');
    expect(meta('meta[property="og:image"]')).toBe('https://statradar.app/images/og-default.png');
    expect(meta('meta[property="og:site_name"]')).toBe('StatRadar');
    // The default image is square: a summary card, not a wide one that would crop it.
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('1200');
    expect(meta('meta[name="twitter:description"]')).toBe('What we collect.');
  });

  test('cuts the description at 160 characters', () => {
    render(<Page title="Editor" description={'x'.repeat(200)} />);
    expect(meta('meta[name="description"]')).toBe('x'.repeat(160));
  });

  test('restores the site defaults and drops robots when the page unmounts', () => {
    const { unmount } = render(<Page title="Terms" robots="noindex" />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    unmount();
    expect(document.title).toBe('StatRadar');
    expect(meta('meta[name="robots"]')).toBeNull();
    expect(meta('meta[name="description"]')).toMatch(/free alternative to tier lists/);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  test('follows prop changes without duplicating tags', () => {
    const { rerender } = render(<Page title="One" robots="noindex" />);
    rerender(<Page title="Two" />);
    expect(document.title).toBe('Two');
    expect(meta('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  test('adds the site name to titles that lack it', () => {
    expect(titleWithSiteName('Articles')).toBe('Articles | StatRadar');
    expect(titleWithSiteName('About StatRadar')).toBe('About StatRadar');
  });
});

describe('SITE_URL', () => {
  test('is the SITE_URL of the server that sent the page (its statradar:site meta), when it names one', async () => {
    const served = document.createElement('meta');
    served.name = 'statradar:site';
    served.content = 'https://charts.example.org/';
    document.head.append(served);
    vi.resetModules();
    const { SITE_URL, absoluteUrl } = await import('./usePageHead');
    expect(SITE_URL).toBe('https://charts.example.org');
    expect(absoluteUrl('/blog')).toBe('https://charts.example.org/blog');
  });

  test('ignores a statradar:site meta that is not an http(s) URL', async () => {
    const served = document.createElement('meta');
    served.name = 'statradar:site';
    served.content = 'javascript:alert(1)';
    document.head.append(served);
    vi.resetModules();
    const { SITE_URL } = await import('./usePageHead');
    expect(SITE_URL).toMatch(/^https?:\/\//);
    expect(SITE_URL).not.toContain('javascript');
  });
});

describe("a chart page's card from the server", () => {
  /** The head `pnpm serve` writes for a public chart's page: its canonical link and its card. */
  function servedHead(image: string) {
    document.head.innerHTML =
      '<link rel="canonical" href="http://localhost:3000/chart/0a1b">' +
      `<meta property="og:image" content="${image}">` +
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">';
  }

  test("stays the page's image once the app writes its head, with its size and alt text", async () => {
    servedHead('http://localhost:3000/og/0a1b.png?v=abc123');
    vi.resetModules();
    const { usePageHead: useServedHead } = await import('./usePageHead');
    function ChartLink(props: PageHead) {
      useServedHead(props);
      return null;
    }
    render(<ChartLink title="Pets" canonicalPath="/chart/0a1b" />);
    expect(meta('meta[property="og:image"]')).toBe('https://statradar.app/og/0a1b.png?v=abc123');
    expect(meta('meta[name="twitter:image"]')).toBe('https://statradar.app/og/0a1b.png?v=abc123');
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[property="og:image:height"]')).toBe('630');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[property="og:image:alt"]')).toBe('Radar chart: Pets');
  });

  test('is not named by another page, nor by the chart once it may not be indexed', async () => {
    servedHead('http://localhost:3000/og/0a1b.png?v=abc123');
    vi.resetModules();
    const { applyPageHead } = await import('./usePageHead');
    applyPageHead({ title: 'Editor', canonicalPath: '/editor' });
    expect(meta('meta[property="og:image"]')).toBe('https://statradar.app/images/og-default.png');
    applyPageHead({ title: 'Pets', canonicalPath: '/chart/0a1b', robots: 'noindex' });
    expect(meta('meta[property="og:image"]')).toBe('https://statradar.app/images/og-default.png');
    expect(meta('meta[property="og:image:height"]')).toBe('1200');
  });

  test("any other served image (the default, an article's own) is not kept for the page", async () => {
    servedHead('http://localhost:3000/images/og-default.png');
    vi.resetModules();
    const { applyPageHead } = await import('./usePageHead');
    applyPageHead({ title: 'Pets', canonicalPath: '/chart/0a1b' });
    expect(meta('meta[property="og:image"]')).toBe('https://statradar.app/images/og-default.png');
  });
});
