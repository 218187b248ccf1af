// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { escapeHtml } from './escapeHtml';

describe('escapeHtml', () => {
  it('escapes every character that could end a text run or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Radar Chart Generator: 100% 🐶')).toBe('Radar Chart Generator: 100% 🐶');
  });
});
