// @vitest-environment node
import { describe, expect, test } from 'vitest';

import { EMBED_HEIGHT, EMBED_MIN_HEIGHT, EMBED_MIN_WIDTH, EMBED_WIDTH, embedSnippet } from './embedSnippet';

describe('embedSnippet', () => {
  test('is an iframe with the embed address, a title, a width and a height', () => {
    expect(
      embedSnippet({ origin: 'https://statradar.app/', chartId: 'art-the-sun', chartName: 'Art: the Sun' }),
    ).toBe(
      '<iframe src="https://statradar.app/embed/art-the-sun" title="Art: the Sun (StatRadar chart)" ' +
        'width="600" height="660" style="border:0;width:100%;max-width:600px;height:auto;aspect-ratio:600/660" ' +
        'loading="lazy"></iframe>',
    );
  });

  test('its frame holds the square chart edge to edge with a legend row and the credit line below, and nothing more', () => {
    // 8 px of padding around a 584 px chart, 32 px for a row of legend buttons and 28 px for "Made with StatRadar".
    expect({ width: EMBED_WIDTH, height: EMBED_HEIGHT }).toEqual({ width: 600, height: 660 });
    // The smallest frame: a 120 px chart.
    expect({ width: EMBED_MIN_WIDTH, height: EMBED_MIN_HEIGHT }).toEqual({ width: 136, height: 196 });
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
    expect(snippet).toContain('max-width:300px;height:auto;aspect-ratio:300/200"');
  });

  test('names a chosen theme in the embed address, and none unless one was chosen', () => {
    const options = { origin: 'https://x.test', chartId: 'art-the-sun', chartName: 'Art' };
    expect(embedSnippet({ ...options, theme: 'dark' })).toContain(
      'src="https://x.test/embed/art-the-sun?theme=dark"',
    );
    expect(embedSnippet({ ...options, theme: 'light' })).toContain('/embed/art-the-sun?theme=light"');
    expect(embedSnippet(options)).toContain('src="https://x.test/embed/art-the-sun"');
  });

  test('names an unnamed chart "Radar chart"', () => {
    expect(embedSnippet({ origin: 'https://x.test', chartId: 'id', chartName: '  ' })).toContain(
      'title="Radar chart (StatRadar chart)"',
    );
  });
});
