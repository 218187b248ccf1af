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
    // The box really contains the text it claims to.
    expect(label.lines.join(' ').replace(/\s+/g, '')).toBe(texts[index]!.replace(/\s+/g, ''));
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
    expect(layout.labels[0]!.box.y + layout.labels[0]!.box.height).toBeCloseTo(200 - 150 - 6, 9);
  });

  it('never clips, overlaps or covers the chart for 3 to 12 labels of up to 40 characters', () => {
    fc.assert(
      fc.property(labelTexts, (texts) => expectValidLayout(texts, layoutLabels(texts))),
      { numRuns: 150 },
    );
  });

  it('keeps labels out of reserved areas such as the watermark corner', () => {
    fc.assert(
      fc.property(labelTexts, (texts) =>
        expectValidLayout(texts, layoutLabels(texts, { reserved: [WATERMARK] }), [WATERMARK]),
      ),
      { numRuns: 60 },
    );
  });

  it('handles the worst case: 12 labels of 40 W, shrinking the chart and wrapping', () => {
    const texts = Array.from({ length: 12 }, () => 'W'.repeat(40));
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectValidLayout(texts, layout, [WATERMARK]);
    expect(layout.radius).toBeLessThan(150);
    expect(layout.labels.every((label) => label.lines.length > 1)).toBe(true);
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
});
