// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, test } from 'vitest';

import { THEME_KEY } from './preferences';

describe('public/theme.js, which applies the theme before the first paint', () => {
  const script = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');

  test('reads the key the app stores the theme under, and only its two values', () => {
    expect(script).toContain(`localStorage.getItem('${THEME_KEY}')`);
    expect(script).toContain("theme === 'light' || theme === 'dark'");
  });

  test('is linked, as a blocking script, in the head of every page', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/theme.js"></script>');
  });
});
