import { describe, expect, test } from 'vitest';

import { pageHeadTags, truncatedDescription } from '../head/pageHeadTags';
import { SAMPLE_CHARTS } from '../samples/sampleCharts';
import { markdownToPlainText } from './markdownToPlainText';

describe('markdownToPlainText', () => {
  test('keeps the punctuation of the text and drops only the markup', () => {
    expect(
      markdownToPlainText(
        '# Scores (out of 100)\n\nFor **C#** devs! x > y, _really_ [docs](https://x.test).',
      ),
    ).toBe('Scores (out of 100) For C# devs! x > y, really docs.');
  });

  test('shows raw HTML as the text it was typed as, and never runs or links anything', () => {
    expect(markdownToPlainText('<b>bold</b> <img src=x onerror=alert(1)> [js](javascript:alert(1))')).toBe(
      '<b>bold</b> <img src=x onerror=alert(1)> js',
    );
  });

  test('separates blocks, list items and cells with one space and shows images by their alt text', () => {
    expect(
      markdownToPlainText('- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![a dog](/images/dog.png)'),
    ).toBe('one two a b 1 2 a dog');
  });

  test('gives an empty string for an empty or blank description', () => {
    expect(markdownToPlainText('')).toBe('');
    expect(markdownToPlainText('  \n\n ')).toBe('');
    expect(markdownToPlainText('---\n\n[ref]: https://x.test\n\n![](/images/dog.png)')).toBe('');
  });

  test('drops every kind of markdown syntax from hostile input', () => {
    const hostile = [
      '## Heading with **bold _nested *deep* emphasis_** and ~~gone~~',
      '',
      'Setext heading',
      '===',
      '',
      '> quoted [link *text*](https://evil.test/?a=1&b=2 "title") and ![alt **text**](javascript:alert(1))',
      '',
      '1. first `inline <code>`',
      '2. second  ',
      '   after a hard break',
      '',
      '- [x] done task',
      '- [ ] open task with <https://auto.test>',
      '',
      '```html',
      '<script>alert("fenced")</script>',
      '```',
      '',
      '<script>alert(1)</script>',
      '',
      'Escaped \\*stars\\*, \\# and \\[brackets\\]; refs &amp; &lt;b&gt; &#169; &#x1F415; &hellip; [ref link][r]',
      '',
      '[r]: https://x.test',
    ].join('\n');
    expect(markdownToPlainText(hostile)).toBe(
      'Heading with bold nested deep emphasis and gone Setext heading ' +
        'quoted link text and alt text ' +
        'first inline <code> second after a hard break done task open task with https://auto.test ' +
        '<script>alert("fenced")</script> <script>alert(1)</script> ' +
        'Escaped *stars*, # and [brackets]; refs & <b> © 🐕 &hellip; ref link',
    );
  });

  test('never leaves a line break, tab or run of spaces', () => {
    const text = markdownToPlainText('a\tb\r\n\r\nc   d\n\n\n\n* e\n\n  * f');
    expect(text).toBe('a b c d e f');
  });
});

describe('a chart meta description', () => {
  const metaDescription = (markdown: string) => truncatedDescription(markdownToPlainText(markdown));

  test('is the plain text cut at 160 code points', () => {
    const description = `## Title\n\n**${'x'.repeat(150)}** [link](https://x.test) 🐕🐕 *and more*`;
    const text = metaDescription(description);
    expect(text).toBe(`Title ${'x'.repeat(150)} lin`);
    expect(Array.from(text)).toHaveLength(160);
    // The cut counts markup-free characters: an emoji at the limit is kept whole.
    expect(metaDescription(`**${'y'.repeat(159)}**🐕🐕`)).toBe(`${'y'.repeat(159)}🐕`);
  });

  test('of the Marvel Rivals sample reads as text in every description tag', () => {
    const markdown = SAMPLE_CHARTS['marvel-rivals-characters']!.metadata.description;
    const tags = pageHeadTags(
      { title: 'Marvel Rivals Characters', description: markdownToPlainText(markdown) },
      'https://statradar.example',
      '/chart/marvel-rivals-characters',
    );
    const contents = tags.metas
      .filter((meta) => ['description', 'og:description', 'twitter:description'].includes(meta.key))
      .map((meta) => meta.content);
    expect(contents).toHaveLength(3);
    for (const content of contents) {
      expect(content).toMatch(/^Marvel Rivals hero ranking A ranked look at 18 heroes of Marvel Rivals, /);
      expect(content).not.toMatch(/[#*\n]/);
      expect(Array.from(content ?? '')).toHaveLength(160);
    }
  });
});

describe('markdownToPlainText on nesting deeper than its parser goes', () => {
  test('is the text as typed, so a feed card shows instead of the feed failing', () => {
    expect(markdownToPlainText(`${'>'.repeat(6000)} deep\n\nmore`)).toBe(`${'>'.repeat(6000)} deep more`);
    expect(markdownToPlainText(`${'- > '.repeat(3000)}x`)).toBe(`${'- > '.repeat(3000)}x`);
  });
});
