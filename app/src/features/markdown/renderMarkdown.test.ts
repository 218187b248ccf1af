import { describe, expect, test } from 'vitest';

import { renderMarkdown, renderMarkdownContent } from './renderMarkdown';

/** The rendered HTML parsed the way a browser would (jsdom's DOMParser). */
function parsed(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
}

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, svg, math, style, link, meta, base, form, button, ' +
  'textarea, select, video, audio, source, details, noscript, template, isindex, body *:not(a, blockquote, br, ' +
  'code, del, div.markdown-table, em, h1, h2, h3, h4, h5, h6, hr, img, input, li, ol, p, pre, strong, table, tbody, td, th, thead, tr, ul)';
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'background',
  'srcset',
  'poster',
  'data',
];
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

/**
 * Asserts nothing in the output can run script: no dangerous element, no event handler or style
 * attribute, and every address resolves (with the WHATWG URL parser as an independent judge) to an
 * allowed protocol or to this site.
 */
function expectNeutralised(html: string): void {
  const body = parsed(html);
  expect(body.querySelectorAll(DANGEROUS_ELEMENTS)).toHaveLength(0);
  for (const element of body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `event handler on <${element.localName}>`).not.toMatch(/^on/i);
      expect(['style', 'srcdoc', 'formaction', 'action', 'xlink:href']).not.toContain(attribute.name);
      if (URL_ATTRIBUTES.includes(attribute.name) && attribute.value !== '') {
        const url = new URL(attribute.value, 'https://statradar.app/blog/');
        expect(SAFE_PROTOCOLS.has(url.protocol), `${attribute.name}="${attribute.value}"`).toBe(true);
      }
    }
    if (element.localName === 'input') expect(element.getAttribute('type')).toBe('checkbox');
  }
}

/** Every link and image address in the output, in document order. */
function addresses(html: string): string[] {
  const body = parsed(html);
  return [...body.querySelectorAll('a, img')].map(
    (element) => element.getAttribute(element.localName === 'a' ? 'href' : 'src') ?? '(missing)',
  );
}

// Markdown links and images whose address must be emptied. Sources: OWASP XSS Filter Evasion Cheat
// Sheet (entity-encoded, padded and control-character schemes), PortSwigger's XSS cheat sheet
// (protocols) and the HTML5 Security Cheatsheet (vbscript:, data: documents and SVG).
const DANGEROUS_ADDRESSES: ReadonlyArray<[name: string, source: string]> = [
  ['a javascript: link', '[a](javascript:alert(1))'],
  ['a mixed-case scheme', '[a](JaVaScRiPt:alert(1))'],
  ['an upper-case scheme', '[a](JAVASCRIPT:alert(1))'],
  ['a decimal-entity colon', '[a](javascript&#58;alert(1))'],
  ['a named-entity colon', '[a](javascript&colon;alert(1))'],
  [
    'a fully decimal-encoded scheme',
    '[a](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  ],
  [
    'a fully hex-encoded scheme',
    '[a](&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1))',
  ],
  [
    'zero-padded references without semicolons',
    '[a](&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1))',
  ],
  ['an encoded tab inside the scheme', '[a](jav&#x09;ascript:alert(1))'],
  ['an encoded newline inside the scheme', '[a](jav&#x0A;ascript:alert(1))'],
  ['an encoded carriage return inside the scheme', '[a](jav&#x0D;ascript:alert(1))'],
  ['a named tab inside the scheme', '[a](java&Tab;script:alert(1))'],
  ['a literal tab inside an angle-bracket address', '[a](<java\tscript:alert(1)>)'],
  ['a leading control character', '[a](&#14;javascript:alert(1))'],
  ['a leading encoded space', '[a](&#32;javascript:alert(1))'],
  ['a double-encoded entity', '[a](&amp;#106;avascript:alert(1))'],
  ['an angle-bracket javascript: address', '[a](<javascript:alert(1)>)'],
  ['a javascript: comment-and-newline payload', '[a](javascript://%0aalert(1))'],
  ['encoded parentheses in the payload', '[a](javascript:alert&lpar;1&rpar;)'],
  ['a vbscript: link', '[a](vbscript:msgbox(1))'],
  ['a data: HTML document link', '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['a javascript: image', '![a](javascript:alert(1))'],
  ['a data: SVG image', '![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['a vbscript: image', '![a](vbscript:msgbox(1))'],
  ['a reference-style javascript: link', '[a][evil]\n\n[evil]: javascript:alert(1)'],
  ['a reference-style encoded link', '[a][evil]\n\n[evil]: &#106;avascript:alert(1)'],
  ['a reference-style image', '![a][evil]\n\n[evil]: vbscript:msgbox(1)'],
  ['a collapsed reference link', '[evil][]\n\n[evil]: JaVaScRiPt:alert(1)'],
  ['a javascript: autolink', '<javascript:alert(1)>'],
  ['a vbscript: autolink', '<VBSCRIPT:msgbox(1)>'],
  ['a file: link', '[a](file:///etc/passwd)'],
  ['a feed: wrapped javascript link', '[a](feed:javascript:alert(1))'],
];

// Raw HTML written in markdown: each must come out as text. Sources as above, plus DOMPurify's
// mutation-XSS regressions (noscript and comment tricks).
const RAW_HTML_PAYLOADS: ReadonlyArray<[name: string, source: string]> = [
  ['a script element', '<script>alert(1)</script>'],
  ['an inline script element', 'Hello <script>alert(1)</script> world'],
  ['an image with onerror', '<img src=x onerror=alert(1)>'],
  ['an upper-case image with a javascript: src', `<IMG SRC="javascript:alert('XSS');">`],
  ['an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['an object with a javascript: data URL', '<object data="javascript:alert(1)"></object>'],
  ['an embed with an SVG data URL', '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['an SVG with onload', '<svg onload=alert(1)>'],
  ['a script inside SVG', '<svg><script>alert(1)</script></svg>'],
  [
    'an SVG link with xlink:href',
    '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  ],
  [
    'an SVG animate setting href',
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  ],
  [
    'a MathML mutation payload',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  ],
  [
    'a style attribute with a javascript: URL',
    '<div style="background-image:url(javascript:alert(1))">x</div>',
  ],
  ['a style attribute with an expression', '<div style="width: expression(alert(1))">x</div>'],
  ['a style element importing javascript:', "<style>@import 'javascript:alert(1)';</style>"],
  ['a form button with formaction', '<form><button formaction="javascript:alert(1)">X</button></form>'],
  ['a form with a javascript: action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base href', '<base href="javascript:alert(1)//">'],
  ['a raw anchor with a javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['a raw anchor with an encoded tab in the scheme', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['details with ontoggle', '<details open ontoggle=alert(1)>'],
  ['body with onload', '<body onload=alert(1)>'],
  ['an autofocus input with onfocus', '<input autofocus onfocus=alert(1)>'],
  ['a video source with onerror', '<video><source onerror="alert(1)"></video>'],
  ['a stylesheet link', '<link rel=stylesheet href="javascript:alert(1)">'],
  ['a comment breakout', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['a noscript mutation payload', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['a custom element with onclick', '<x onclick=alert(1)>click me</x>'],
  ['an isindex with onerror', '<isindex type=image src=1 onerror=alert(1)>'],
  ['HTML inside link text', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['HTML inside a table cell', '| a |\n| - |\n| <img src=x onerror=alert(1)> |'],
];

describe('renderMarkdown neutralises well-known XSS vectors', () => {
  test('the suite covers at least 40 vectors', () => {
    expect(DANGEROUS_ADDRESSES.length + RAW_HTML_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  test.each(DANGEROUS_ADDRESSES)('%s has its address emptied', (_name, source) => {
    const html = renderMarkdown(source);
    expectNeutralised(html);
    const found = addresses(html);
    expect(found.length).toBeGreaterThan(0);
    for (const address of found) expect(address).toBe('');
  });

  test('an emptied link is inert: out of the tab order and marked disabled, its text kept', () => {
    const link = parsed(renderMarkdown('[click me](javascript:alert(1))')).querySelector('a')!;
    expect(link.getAttribute('href')).toBe('');
    expect(link.getAttribute('tabindex')).toBe('-1');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.textContent).toBe('click me');
    const safe = parsed(renderMarkdown('[site](https://example.com)')).querySelector('a')!;
    expect(safe.hasAttribute('tabindex')).toBe(false);
    expect(safe.hasAttribute('aria-disabled')).toBe(false);
  });

  test.each(RAW_HTML_PAYLOADS)('%s is shown as text', (_name, source) => {
    const html = renderMarkdown(source);
    expectNeutralised(html);
    const firstTag = /<[a-z!]+/i.exec(source)?.[0] ?? '';
    expect(parsed(html).textContent).toContain(firstTag);
  });

  test('a quote in an image title cannot open an attribute', () => {
    const html = renderMarkdown('![a](/images/x.png "x\\" onerror=\\"alert(1)")');
    expectNeutralised(html);
    expect(parsed(html).querySelector('img')?.getAttribute('title')).toBe('x" onerror="alert(1)');
  });

  test('a quote in image alt text cannot open an attribute', () => {
    const html = renderMarkdown('![a" onerror="alert(1)](/images/x.png)');
    expectNeutralised(html);
    expect(parsed(html).querySelector('img')?.getAttribute('alt')).toBe('a" onerror="alert(1)');
  });

  test('a quote in a link address cannot open an attribute', () => {
    const html = renderMarkdown('[a](https://example.com/"onmouseover="alert(1))');
    expectNeutralised(html);
  });
});

describe('renderMarkdown keeps safe addresses', () => {
  test.each([
    ['https://example.com/page?q=1#top'],
    ['http://example.com'],
    ['mailto:hello@statradar.app'],
    ['irc://irc.libera.chat/statradar'],
    ['ircs://irc.libera.chat/statradar'],
    ['xmpp:someone@example.com'],
    ['/editor'],
    ['../blog/roadmap'],
    ['roadmap'],
    ['#section'],
    ['?sort=area'],
    ['//example.com/x'],
  ])('%s stays as written', (address) => {
    expect(addresses(renderMarkdown(`[link](${address})`))).toEqual([address]);
  });

  test('images keep site and https addresses', () => {
    expect(addresses(renderMarkdown('![Thog](/images/thog.svg) ![b](https://example.com/b.png)'))).toEqual([
      '/images/thog.svg',
      'https://example.com/b.png',
    ]);
  });

  test('external links open a new tab without access to this page', () => {
    const link = parsed(renderMarkdown('[x](https://example.com)')).querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  test('links inside the site stay in the same tab', () => {
    const link = parsed(renderMarkdown('[Build a chart](/editor)')).querySelector('a');
    expect(link?.hasAttribute('target')).toBe(false);
    expect(link?.hasAttribute('rel')).toBe(false);
  });
});

describe('renderMarkdown renders ordinary markdown', () => {
  test('headings become h1 to h3', () => {
    const body = parsed(renderMarkdown('# One\n\n## Two\n\n### Three'));
    expect([...body.children].map((element) => `${element.localName}:${element.textContent}`)).toEqual([
      'h1:One',
      'h2:Two',
      'h3:Three',
    ]);
  });

  test('emphasis, strong and strikethrough', () => {
    expect(renderMarkdown('*a* **b** ~~c~~')).toBe('<p><em>a</em> <strong>b</strong> <del>c</del></p>\n');
  });

  test('bulleted and numbered lists keep their order and start', () => {
    const body = parsed(renderMarkdown('- one\n- two\n\n3. three\n4. four'));
    expect([...body.querySelectorAll('ul > li')].map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(body.querySelector('ol')?.getAttribute('start')).toBe('3');
  });

  test('tables keep their header, cells and alignment', () => {
    const body = parsed(renderMarkdown('| Tool | Score |\n| :--- | ---: |\n| Radar | 5 |'));
    expect([...body.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Tool', 'Score']);
    expect([...body.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Radar', '5']);
    expect(body.querySelector('td:last-child')?.getAttribute('align')).toBe('right');
  });

  test('a table sits in a scrolling box that is a named region in the tab order', () => {
    const body = parsed(renderMarkdown('| Tool | Score |\n| - | - |\n| Radar | 5 |'));
    const box = body.querySelector('table')?.parentElement;
    expect(box?.outerHTML.replace(/\s*<table>[^]*<\/table>\s*/, '')).toBe(
      '<div class="markdown-table" role="region" aria-label="Table" tabindex="0"></div>',
    );
    // Nothing else gets those attributes: raw HTML stays text.
    const typed = parsed(renderMarkdown('<div class="markdown-table" role="region" tabindex="0">x</div>'));
    expect(typed.querySelector('div')).toBeNull();
  });

  test('fenced code keeps its language class and shows markup as text', () => {
    const code = parsed(renderMarkdown('```ts\nconst a = 1 < 2;\n```')).querySelector('pre > code');
    expect(code?.className).toBe('language-ts');
    expect(code?.textContent).toBe('const a = 1 < 2;\n');
  });

  test('inline code shows markup as text', () => {
    expect(renderMarkdown('Use `<b>` tags')).toBe('<p>Use <code>&lt;b&gt;</code> tags</p>\n');
  });

  test('links keep their text and title', () => {
    const link = parsed(renderMarkdown('[the roadmap](/blog/roadmap "Plans")')).querySelector('a');
    expect(link?.textContent).toBe('the roadmap');
    expect(link?.getAttribute('title')).toBe('Plans');
  });

  test('images keep their alt text', () => {
    const image = parsed(renderMarkdown('![Thog the caveman](/images/thog.svg)')).querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Thog the caveman');
  });

  test('blockquotes and rules', () => {
    const body = parsed(renderMarkdown('> quoted\n\n---'));
    expect(body.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
    expect(body.querySelectorAll('hr')).toHaveLength(1);
  });

  test('bare web addresses become links', () => {
    expect(addresses(renderMarkdown('See https://statradar.app today'))).toEqual(['https://statradar.app']);
  });

  test('task list checkboxes are shown disabled', () => {
    const box = parsed(renderMarkdown('- [x] done')).querySelector('input');
    expect(box?.getAttribute('type')).toBe('checkbox');
    expect(box?.hasAttribute('disabled')).toBe(true);
  });

  test('empty input renders nothing', () => {
    expect(renderMarkdown('')).toBe('');
  });
});

describe('renderMarkdownContent: images in content written by someone else', () => {
  const source = '![a cat](https://images.example/cat.png) and ![](/images/thog.png "x")';

  test('leaves first-party content exactly as renderMarkdown does', () => {
    expect(renderMarkdownContent(source)).toEqual({ html: renderMarkdown(source), blockedImages: 0 });
  });

  test('"block" replaces every image by a placeholder naming its alt text, so nothing is fetched', () => {
    const { html, blockedImages } = renderMarkdownContent(source, { foreignImages: 'block' });
    expect(blockedImages).toBe(2);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('images.example');
    expect(html).toBe(
      '<p><span class="markdown-image-blocked">[Image: a cat]</span> and <span class="markdown-image-blocked">[Image]</span></p>\n',
    );
  });

  test('"allow" keeps the images with no referrer', () => {
    const { html, blockedImages } = renderMarkdownContent(source, { foreignImages: 'allow' });
    expect(blockedImages).toBe(0);
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    const images = [...body.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'https://images.example/cat.png',
      '/images/thog.png',
    ]);
    expect(images.every((image) => image.getAttribute('referrerpolicy') === 'no-referrer')).toBe(true);
  });

  test('keeps the URL scheme allowlist and escapes alt text in placeholders', () => {
    const allowed = renderMarkdownContent('![x](javascript:alert(1))', { foreignImages: 'allow' }).html;
    expect(allowed).toContain('src=""');
    const blocked = renderMarkdownContent('![<b>x</b>](https://a.example/i.png)', { foreignImages: 'block' });
    expect(blocked.html).not.toContain('<b>');
    expect(blocked.blockedImages).toBe(1);
  });
});

describe('renderMarkdown on nesting deeper than its parser goes', () => {
  // A description of 20,000 characters may nest quotes thousands deep; marked recursed on each
  // level and threw "Maximum call stack size exceeded", failing the whole page that showed it.
  test('shows thousands of nested quotes as the text typed, never throws', () => {
    const source = `${'>'.repeat(6000)} deep <b>x</b>`;
    expect(renderMarkdown(source)).toBe(`<p>${'&gt;'.repeat(6000)} deep &lt;b&gt;x&lt;/b&gt;</p>\n`);
  });

  test('keeps the paragraphs and line breaks of such text', () => {
    const source = `Intro\n\n${'- > '.repeat(3000)}x\nnext line`;
    expect(renderMarkdown(source)).toBe(`<p>Intro</p>\n<p>${'- &gt; '.repeat(3000)}x<br>next line</p>\n`);
  });

  test('renders nesting it can parse as markdown still', () => {
    expect(renderMarkdown('> > deep')).toBe(
      '<blockquote>\n<blockquote>\n<p>deep</p>\n</blockquote>\n</blockquote>\n',
    );
  });
});
