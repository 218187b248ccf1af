// @vitest-environment node
import { describe, expect, test } from 'vitest';

import { parseArticle } from './article';
import { parseFrontMatter } from './frontMatter';

describe('parseFrontMatter', () => {
  test('reads text, quoted text and booleans, and returns the body after the closing line', () => {
    const document = parseFrontMatter(
      'a.md',
      '---\ntitle: \'Tier Lists: Why?\'\npreview: "A \\"fair\\" look"\nunlisted: true\nrobots: noindex, follow\n---\n\n# Body\n',
    );
    expect(document.attributes).toEqual({
      title: 'Tier Lists: Why?',
      preview: 'A "fair" look',
      unlisted: true,
      robots: 'noindex, follow',
    });
    expect(document.body).toBe('# Body\n');
  });

  test('accepts Windows line endings and a byte-order mark', () => {
    expect(parseFrontMatter('a.md', '\uFEFF---\r\ntitle: Hi\r\n---\r\nBody').attributes).toEqual({
      title: 'Hi',
    });
  });

  test.each([
    ['no opening line', 'title: Hi\n---\nBody', 'a.md: the file must start with a "---" line'],
    ['no closing line', '---\ntitle: Hi\nBody', 'a.md: the front matter is not closed'],
    [
      'a line that is not key: value',
      '---\ntitle Hi\n---\nBody',
      'a.md: line 2: expected "key: value", got "title Hi".',
    ],
    ['a repeated key', '---\ntitle: A\ntitle: B\n---\nBody', 'a.md: line 3: the key "title" appears twice.'],
    ['an unclosed quote', "---\ntitle: 'Hi\n---\nBody", "a.md: line 2: the quoted value 'Hi is not closed."],
  ])('rejects %s with an error naming the file', (_case, source, message) => {
    expect(() => parseFrontMatter('a.md', source)).toThrow(message);
  });
});

describe('parseArticle', () => {
  const listed = '---\ntitle: Guide\npreview: How to\n---\nText';

  test('takes the slug from the file name and the description from the preview', () => {
    expect(parseArticle('./articles/radar-chart-guide.md', listed)).toEqual({
      slug: 'radar-chart-guide',
      title: 'Guide',
      preview: 'How to',
      description: 'How to',
      unlisted: false,
      date: undefined,
      robots: undefined,
      image: undefined,
      imageAlt: undefined,
      body: 'Text',
    });
  });

  test.each([
    ['a missing title', '---\npreview: x\n---\nText', '"title" is required.'],
    [
      'a listed article without a preview',
      '---\ntitle: x\n---\nText',
      '"preview" is required for a listed article',
    ],
    [
      'a non-boolean unlisted',
      '---\ntitle: x\nunlisted: yes\n---\nText',
      '"unlisted" must be true or false, got "yes".',
    ],
    [
      'a malformed date',
      '---\ntitle: x\nunlisted: true\ndate: 2025-4-2\n---\nText',
      '"date" must be YYYY-MM-DD',
    ],
    [
      'an unknown key',
      '---\ntitle: x\nunlisted: true\nauthor: me\n---\nText',
      'unknown front-matter key "author".',
    ],
    [
      'an image outside /images/',
      '---\ntitle: x\nunlisted: true\nimage: x.png\n---\nText',
      '"image" must be a path under /images/',
    ],
    [
      'an image without its alt text',
      '---\ntitle: x\nunlisted: true\nimage: /images/x.png\n---\nText',
      '"image" and "imageAlt" go together',
    ],
    ['an empty body', '---\ntitle: x\nunlisted: true\n---\n\n', 'the article has no content.'],
  ])('rejects %s', (_case, source, message) => {
    expect(() => parseArticle('./articles/x.md', source)).toThrow(`content/articles/x.md: ${message}`);
  });

  test('rejects a file name that is not a dash-separated slug', () => {
    expect(() => parseArticle('./articles/Radar_Guide.md', listed)).toThrow('dash-separated lower-case slug');
  });
});
