import { describe, expect, test } from 'vitest';

import { embedSnippet } from './embedSnippet';

describe('embedSnippet', () => {
  test('is an iframe with the embed address, a title, a width and a height', () => {
    expect(
      embedSnippet({ origin: 'https://statradar.app/', chartId: 'art-the-sun', chartName: 'Art: the Sun' }),
    ).toBe(
      '<iframe src="https://statradar.app/embed/art-the-sun" title="Art: the Sun (StatRadar chart)" ' +
        'width="600" height="640" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  test('escapes names and ids so a hostile chart name cannot break out of the attribute', () => {
    const snippet = embedSnippet({
      origin: 'https://x.test',
      chartId: 'a"b',
      chartName: '"><script>alert(1)</script>',
      width: 300.4,
      height: 200,
    });
    expect(snippet).not.toContain('<script>');
    expect(snippet).toContain('src="https://x.test/embed/a%22b"');
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; (StatRadar chart)"');
    expect(snippet).toContain('width="300" height="200"');
  });

  test('names an unnamed chart "Radar chart"', () => {
    expect(embedSnippet({ origin: 'https://x.test', chartId: 'id', chartName: '  ' })).toContain(
      'title="Radar chart (StatRadar chart)"',
    );
  });
});
