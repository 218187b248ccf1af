import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutLabels, type Box, type LabelLayout } from './labelLayout';
import { textWidth } from './textWidth';

/** Wide letters make the hardest labels; spaces give the wrapper word breaks to use. */
const labelText = fc.string({
  unit: fc.constantFrom('W', 'M', 'm', 'w', 'i', 'l', ' ', 'a', '@', '漢'),
  minLength: 1,
  maxLength: 40,
});
const labelTexts = fc.array(labelText, { minLength: 3, maxLength: 12 });
/** fast-check favours short strings, so long labels (30 to 40 characters) get their own runs. */
const longLabelTexts = fc.array(
  fc.string({ unit: fc.constantFrom('W', 'M', 'm', 'w', 'i', ' ', 'a', '漢'), minLength: 30, maxLength: 40 }),
  { minLength: 3, maxLength: 12 },
);
/** Labels of real words: lower-case words of 1 to 12 letters, up to 40 characters in all. */
const wordLabelTexts = fc.array(
  fc
    .array(
      fc.string({
        unit: fc.constantFrom('a', 'e', 'm', 'o', 'r', 'w', 'i', 't'),
        minLength: 1,
        maxLength: 12,
      }),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((words) => words.join(' ').slice(0, 40).trim())
    .filter((text) => text !== ''),
  { minLength: 3, maxLength: 12 },
);
const WATERMARK: Box = { x: 288, y: 383, width: 112, height: 17 };

function overlap(first: Box, second: Box): boolean {
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

function distanceToCentre(box: Box): number {
  const dx = Math.max(0, box.x - 200, 200 - (box.x + box.width));
  const dy = Math.max(0, box.y - 200, 200 - (box.y + box.height));
  return Math.hypot(dx, dy);
}

/** Every line is made of whole words of its label: joined with spaces they give the label back. */
function expectWholeWords(texts: readonly string[], layout: LabelLayout): void {
  layout.labels.forEach((label, index) => {
    if (label.fullText === undefined) {
      expect(label.lines.join(' ')).toBe(texts[index]!.split(/\s+/).filter(Boolean).join(' '));
    }
  });
}

function expectValidLayout(texts: readonly string[], layout: LabelLayout, reserved: Box[] = []): void {
  expect(layout.labels).toHaveLength(texts.length);
  expect(layout.radius).toBeLessThanOrEqual(150);
  layout.labels.forEach((label, index) => {
    const { box } = label;
    // Inside the view box.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
    expect(box.y + box.height).toBeLessThanOrEqual(400);
    // Clear of the chart's value-100 circle.
    expect(distanceToCentre(box)).toBeGreaterThanOrEqual(layout.radius);
    // The box really contains the text it claims to (the generated texts have no hyphens of their own).
    const text = label.lines.map((line) => line.replace(/-$/, '')).join(' ');
    if (label.fullText === undefined) {
      expect(text.replace(/\s+/g, '')).toBe(texts[index]!.replace(/\s+/g, ''));
    } else {
      // Truncated by the wedge layout (when the classic one runs out of its work budget): a start
      // of the label followed by an ellipsis, the whole label kept.
      expect(label.fullText).toBe(texts[index]);
      expect(text).toMatch(/…$/);
      expect(texts[index]!.replace(/\s+/g, '').startsWith(text.replace(/\s+|…$/g, ''))).toBe(true);
    }
    for (const line of label.lines)
      expect(textWidth(line, layout.fontSize)).toBeLessThanOrEqual(box.width + 1e-9);
    expect(box.height).toBeCloseTo(label.lines.length * layout.lineHeight, 9);
    for (const other of layout.labels.slice(index + 1)) expect(overlap(box, other.box)).toBe(false);
    for (const area of reserved) expect(overlap(box, area)).toBe(false);
  });
}

describe('layoutLabels', () => {
  it('keeps the full radius and font for the default chart, with one line per label', () => {
    const layout = layoutLabels(['Speed', 'Strength', 'Agility']);
    expect(layout.radius).toBe(150);
    expect(layout.fontSize).toBe(14);
    expect(layout.labels.map((label) => label.lines)).toEqual([['Speed'], ['Strength'], ['Agility']]);
    // Top label centred above the top axis, right label aligned left, left label aligned right.
    expect(layout.labels.map((label) => label.align)).toEqual(['center', 'left', 'right']);
    expect(layout.labels[0]!.x).toBeCloseTo(200, 9);
    // Just above the top axis: its bottom within a unit of the 6-unit gap.
    const bottom = layout.labels[0]!.box.y + layout.labels[0]!.box.height;
    expect(bottom).toBeLessThanOrEqual(200 - 150 - 6);
    expect(bottom).toBeGreaterThan(200 - 150 - 6 - 1);
  });

  it('never clips, overlaps or covers the chart for 3 to 12 labels of up to 40 characters', () => {
    fc.assert(
      fc.property(labelTexts, (texts) => expectValidLayout(texts, layoutLabels(texts))),
      { numRuns: 150 },
    );
  }, 120_000);

  it('never clips, overlaps or covers the chart with long labels of 30 to 40 characters', () => {
    fc.assert(
      fc.property(longLabelTexts, (texts) =>
        expectValidLayout(texts, layoutLabels(texts, { reserved: [WATERMARK] }), [WATERMARK]),
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('never breaks a word of up to 12 letters, wrapping between words and shrinking instead', () => {
    fc.assert(
      fc.property(wordLabelTexts, (texts) => {
        const layout = layoutLabels(texts, { reserved: [WATERMARK] });
        expectValidLayout(texts, layout, [WATERMARK]);
        expectWholeWords(texts, layout);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('keeps every word whole in an 8-attribute fast-food chart, at a near-full size', () => {
    const texts = [
      'Taste',
      'Price',
      'Speed',
      'Healthiness',
      'Consistency',
      'Customisation',
      'Value for Money',
      'Atmosphere',
    ];
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectValidLayout(texts, layout, [WATERMARK]);
    expectWholeWords(texts, layout);
    // Single words stay on one line; only "Value for Money", beside the chart, wraps.
    expect(layout.labels.filter((label) => label.lines.length > 1).map((label) => label.lines)).toEqual([
      ['Value', 'for', 'Money'],
    ]);
    // Whole words cost at most one font size and one radius step.
    expect(layout.fontSize).toBeGreaterThanOrEqual(13);
    expect(layout.radius).toBeGreaterThanOrEqual(140);
  });

  it('keeps every word whole with 12 attributes named with up to 40 characters', () => {
    const texts = [
      'Response time of customer support team',
      'Quality of the onboarding documentation',
      'Price compared with similar products',
      'Reliability during peak traffic hours',
      'Accessibility for screen reader users',
      'Performance on older mobile devices',
      'Integration with third-party services',
      'Clarity of the monthly billing emails',
      'Security of stored personal information',
      'Speed of shipping new feature requests',
      'Friendliness of the community forum',
      'Overall satisfaction after six months',
    ];
    expect(Math.max(...texts.map((text) => text.length))).toBeLessThanOrEqual(40);
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectValidLayout(texts, layout, [WATERMARK]);
    expectWholeWords(texts, layout);
  });

  it('keeps every word whole with 3 long attribute names', () => {
    const texts = [
      'Responsiveness of customer support',
      'Documentation quality and completeness',
      'Internationalisation',
    ];
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectValidLayout(texts, layout, [WATERMARK]);
    expectWholeWords(texts, layout);
    expect(layout.labels[2]!.lines).toEqual(['Internationalisation']);
  });

  it('wraps a label too wide for the view box even where its neighbours leave room for it', () => {
    // 31 W and 7 spaces are 479 units wide at size 14: wider than the 394 inside the margins.
    const texts = ['WWWW WWWW WWWW WWWW WWWW WWWW WWWW WWW', 'a', 'b'];
    const layout = layoutLabels(texts);
    expectValidLayout(texts, layout);
    expectWholeWords(texts, layout);
    expect(layout.labels[0]!.lines.length).toBeGreaterThan(1);
  });

  it('keeps labels out of reserved areas such as the watermark corner', () => {
    fc.assert(
      fc.property(labelTexts, (texts) =>
        expectValidLayout(texts, layoutLabels(texts, { reserved: [WATERMARK] }), [WATERMARK]),
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('handles the worst case: 12 labels of 40 W, shrinking the chart and wrapping', () => {
    const texts = Array.from({ length: 12 }, () => 'W'.repeat(40));
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectValidLayout(texts, layout, [WATERMARK]);
    expect(layout.radius).toBeLessThan(150);
    // No layout keeps a 40-letter word whole, so words break, each break marked with a hyphen.
    for (const label of layout.labels) {
      expect(label.lines.length).toBeGreaterThan(1);
      expect(label.lines.slice(0, -1).every((line) => /^W+-$/.test(line))).toBe(true);
      expect(label.lines.at(-1)).toMatch(/^W+$/);
    }
  });

  it('is deterministic and returns the cached layout for the same labels', () => {
    const texts = ['Original Shows', 'Library', 'UI/UX', 'Suggestion Algo', 'Ads', 'Price'];
    const first = layoutLabels(texts);
    expect(layoutLabels([...texts])).toBe(first);
    expect(JSON.stringify(layoutLabels(texts, { gap: 6 }))).toBe(JSON.stringify(first));
  });

  it('places an empty label as an empty block on its axis', () => {
    const layout = layoutLabels(['', 'Strength', 'Agility']);
    expect(layout.labels[0]!.lines).toEqual([]);
    expect(layout.labels[0]!.box.height).toBe(0);
  });

  it('rejects non-finite sizes and still lays out huge ones, instead of looping forever', () => {
    for (const size of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => layoutLabels(['Speed', 'Strength', 'Agility'], { fontSize: size })).toThrow(RangeError);
      expect(() => layoutLabels(['Speed', 'Strength', 'Agility'], { minRadius: size })).toThrow(RangeError);
    }
    expect(layoutLabels(['Speed', 'Strength', 'Agility'], { fontSize: 1e9 }).labels).toHaveLength(3);
    expect(layoutLabels(['null', 'Strength', 'Agility']).labels[0]!.lines).toEqual(['null']);
  });
});
