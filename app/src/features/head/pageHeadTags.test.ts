import { describe, expect, it } from 'vitest';

import { pageHeadTags, withPageHead } from './pageHeadTags';

const TEMPLATE =
  '<!doctype html><html><head><title>StatRadar</title><meta name="description" content="x">' +
  '<script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('withPageHead', () => {
  it("writes a name with $&, $`, $' and $$ as text, not as replacement patterns", () => {
    for (const name of ['AT$&T ratings', 'A $` B', "C $' D", 'Costs $$$']) {
      const html = withPageHead(
        TEMPLATE,
        pageHeadTags({ title: name, description: `About ${name}` }, 'https://statradar.example', '/chart/x'),
      );
      const document = new DOMParser().parseFromString(html, 'text/html');
      expect(document.title, name).toBe(name);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content'), name).toBe(
        `About ${name}`,
      );
      expect(document.querySelectorAll('script')).toHaveLength(1);
      expect(document.body.querySelectorAll('meta')).toHaveLength(0);
    }
  });
});
