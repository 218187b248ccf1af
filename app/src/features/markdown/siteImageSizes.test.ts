import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { renderMarkdown } from './renderMarkdown';
import { SITE_IMAGE_SIZES } from './siteImageSizes';

const imagesDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/images');

describe('SITE_IMAGE_SIZES', () => {
  it('lists every SVG of public/images with the width and height its file declares', () => {
    const declared = Object.fromEntries(
      readdirSync(imagesDirectory)
        .filter((name) => name.endsWith('.svg'))
        .map((name) => {
          const root = /<svg[^>]*>/.exec(readFileSync(path.join(imagesDirectory, name), 'utf8'))![0];
          const size = (attribute: string) => Number(new RegExp(`\\s${attribute}="(\\d+)"`).exec(root)![1]);
          return [`/images/${name}`, [size('width'), size('height')]];
        }),
    );
    expect(SITE_IMAGE_SIZES).toEqual(declared);
  });

  it('gives the site’s own images their size in rendered markdown, and no other image one', () => {
    expect(renderMarkdown('![A radar chart](/images/radar-chart-guide.svg)')).toBe(
      '<p><img src="/images/radar-chart-guide.svg" alt="A radar chart" width="400" height="400"></p>\n',
    );
    expect(renderMarkdown('![Thog](/images/thog-tier-list.svg)')).toContain('width="560" height="340"');
    expect(renderMarkdown('![x](https://example.com/images/radar-chart-guide.svg)')).not.toContain('width=');
    expect(renderMarkdown('![x](/images/unknown.svg)')).not.toContain('width=');
  });
});
