import { areaPercent } from 'statradar';
import { describe, expect, test } from 'vitest';

import { articleBlocks, axisOrderChart, parseAxisOrderExample } from './axisOrderExample';

const EXAMPLE = {
  name: 'Glass cannon',
  color: '#6c5ce7',
  values: { Speed: 90, Power: 85, Skill: 80, Defense: 20, Stamina: 25, Luck: 15 },
  orders: [
    ['Speed', 'Power', 'Skill', 'Defense', 'Stamina', 'Luck'],
    ['Speed', 'Defense', 'Power', 'Stamina', 'Skill', 'Luck'],
  ],
};

describe('axis-order examples', () => {
  test('split an article into markdown before, the example, and markdown after', () => {
    const body = `Intro\n\n\`\`\`statradar-axis-order\n${JSON.stringify(EXAMPLE)}\n\`\`\`\n\nOutro\n`;
    const blocks = articleBlocks('a.md', body);
    expect(blocks.map((block) => block.kind)).toEqual(['markdown', 'axis-order', 'markdown']);
    expect(blocks[0]).toEqual({ kind: 'markdown', source: 'Intro\n\n' });
    expect(blocks[2]).toEqual({ kind: 'markdown', source: '\n\nOutro\n' });
  });

  test('an article without examples is one markdown block', () => {
    expect(articleBlocks('a.md', '# Just text')).toEqual([{ kind: 'markdown', source: '# Just text' }]);
  });

  test('the same values in two orders enclose different areas', () => {
    // Area % = sum of neighbouring products / (6 × 100²) × 100, computed by hand:
    // grouped: 90·85 + 85·80 + 80·20 + 20·25 + 25·15 + 15·90 = 18275 → 30.458…%
    // alternating: 90·20 + 20·85 + 85·25 + 25·80 + 80·15 + 15·90 = 10175 → 16.958…%
    const [grouped, alternating] = EXAMPLE.orders.map((order) => axisOrderChart(EXAMPLE, order));
    expect(areaPercent(grouped?.data[0]?.values ?? [])).toBeCloseTo(30.4583, 3);
    expect(areaPercent(alternating?.data[0]?.values ?? [])).toBeCloseTo(16.9583, 3);
    expect(alternating?.labels.map((label) => label.name)).toEqual(EXAMPLE.orders[1]);
  });

  test.each([
    ['invalid JSON', '{', 'is not valid JSON'],
    [
      'too few attributes',
      JSON.stringify({ ...EXAMPLE, values: { A: 1, B: 2 } }),
      '"values" must map at least 3',
    ],
    [
      'a value out of range',
      JSON.stringify({ ...EXAMPLE, values: { ...EXAMPLE.values, Luck: 120 } }),
      '"values.Luck"',
    ],
    [
      'an order missing an attribute',
      JSON.stringify({ ...EXAMPLE, orders: [EXAMPLE.orders[0], ['Speed']] }),
      '"orders[1]"',
    ],
    ['a bad colour', JSON.stringify({ ...EXAMPLE, color: 'purple' }), '"color" must be a #rrggbb colour.'],
  ])('rejects %s with an error naming the file', (_case, json, message) => {
    expect(() => parseAxisOrderExample('content/articles/x.md', json)).toThrow(message);
    expect(() => parseAxisOrderExample('content/articles/x.md', json)).toThrow('content/articles/x.md');
  });
});
