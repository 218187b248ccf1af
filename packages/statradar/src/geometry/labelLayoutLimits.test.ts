import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LABELS, MAX_NAME_LENGTH, MIN_LABELS } from '../model/constants';
import { layoutLabels, type Box, type LabelLayout } from './labelLayout';
import { ELLIPSIS } from './textTruncate';
import { textWidth } from './textWidth';

/**
 * Issue 10, item 9: for every label list parseChart accepts (MIN_LABELS to MAX_LABELS labels of up
 * to MAX_NAME_LENGTH characters), labels stay inside the view box, clear of each other, of the
 * watermark corner and of the value-100 circle; what does not fit is truncated with an ellipsis
 * and the whole text kept in `fullText`.
 */
const WATERMARK: Box = { x: 288, y: 383, width: 112, height: 17 };
const GAP = 6;
const SPACING = 2;

const unit = fc.constantFrom('W', 'M', 'm', 'i', ' ', 'a', '漢', '😀', 'é');
const label = fc.oneof(
  fc.string({ unit, maxLength: MAX_NAME_LENGTH }),
  fc.string({ unit, minLength: MAX_NAME_LENGTH - 20, maxLength: MAX_NAME_LENGTH }),
  fc.string({ unit: fc.constantFrom('W', '漢'), minLength: MAX_NAME_LENGTH, maxLength: MAX_NAME_LENGTH }),
);
const labelLists = fc.oneof(
  fc.array(label, { minLength: MIN_LABELS, maxLength: MAX_LABELS }),
  fc.array(label, { minLength: MIN_LABELS, maxLength: 16 }),
  fc.array(label, { minLength: MAX_LABELS - 5, maxLength: MAX_LABELS }),
);

function gapBetween(first: Box, second: Box): number {
  return Math.hypot(
    Math.max(0, first.x - second.x - second.width, second.x - first.x - first.width),
    Math.max(0, first.y - second.y - second.height, second.y - first.y - first.height),
  );
}

function expectSafe(texts: readonly string[], layout: LabelLayout, watermark = true): void {
  expect(layout.labels).toHaveLength(texts.length);
  const tolerance = 1e-6;
  layout.labels.forEach((placement, index) => {
    const { box } = placement;
    expect(box.x).toBeGreaterThanOrEqual(-tolerance);
    expect(box.y).toBeGreaterThanOrEqual(-tolerance);
    expect(box.x + box.width).toBeLessThanOrEqual(400 + tolerance);
    expect(box.y + box.height).toBeLessThanOrEqual(400 + tolerance);
    const centre = { x: 200, y: 200, width: 0, height: 0 };
    if (placement.lines.length)
      expect(gapBetween(box, centre)).toBeGreaterThanOrEqual(layout.radius + GAP - 1e-6);
    for (const line of placement.lines)
      expect(textWidth(line, layout.fontSize)).toBeLessThanOrEqual(box.width + 1e-9);
    expect(box.height).toBeCloseTo(placement.lines.length * layout.lineHeight, 9);
    if (watermark && placement.lines.length)
      expect(gapBetween(box, WATERMARK)).toBeGreaterThanOrEqual(SPACING - 1e-6);
    for (const other of layout.labels.slice(index + 1)) {
      if (placement.lines.length && other.lines.length) {
        expect(gapBetween(box, other.box)).toBeGreaterThanOrEqual(SPACING - 1e-6);
      }
    }
    const shown = placement.lines.join('').replace(/[\s-]/g, '');
    const whole = texts[index]!.replace(/[\s-]/g, '');
    if (placement.fullText === undefined) {
      // Nothing cut: the lines hold the whole label.
      expect(shown).toBe(whole);
    } else {
      expect(placement.fullText).toBe(texts[index]);
      expect(placement.lines.at(-1) ?? ELLIPSIS).toMatch(/…$/);
      expect(whole.startsWith(shown.replace(/…$/, '')), `${shown} is not a start of ${whole}`).toBe(true);
    }
  });
}

describe('layoutLabels over everything parseChart accepts', () => {
  it('never clips, overlaps or covers the chart, truncating with an ellipsis what cannot fit', () => {
    fc.assert(
      fc.property(labelLists, (texts) => expectSafe(texts, layoutLabels(texts, { reserved: [WATERMARK] }))),
      { numRuns: 30, endOnFailure: true },
    );
    // Labels of a chart drawn small are laid out at up to twice the size (buildScene's minLabelSize).
    fc.assert(
      fc.property(labelLists, fc.double({ min: 14, max: 28, noNaN: true }), (texts, fontSize) =>
        expectSafe(texts, layoutLabels(texts, { reserved: [WATERMARK], fontSize })),
      ),
      { numRuns: 20, endOnFailure: true },
    );
    // Up to 100 labels of 200 characters per run: seconds on a busy machine.
  }, 120_000);

  it('lays out the worst case: 100 labels of 200 wide letters', () => {
    const texts = Array.from(
      { length: MAX_LABELS },
      (_, index) => `${index}${'W'.repeat(MAX_NAME_LENGTH - 3)}`,
    );
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectSafe(texts, layout);
    expect(layout.labels.some((placement) => placement.fullText !== undefined)).toBe(true);
  });

  it('keeps every label whole for up to 12 labels of up to 40 characters at the default size', () => {
    // Issue 10, item 9 regression: dense wide labels (CJK, emoji, "@" and "W" mixed) made the
    // classic layout give way to the wedge layout, which truncated some with an ellipsis where the
    // earlier layout wrapped them whole. Lengths are parseChart's (UTF-16 code units).
    const wide = fc.constantFrom('W', '@', '漢', '😀', 'M', 'm', 'i', ' ', '-', 'é', '\u0301');
    const shortLabel = fc
      .oneof(
        fc.string({ unit: wide, maxLength: 40 }),
        fc.string({ unit: wide, minLength: 30, maxLength: 40 }),
        fc.string({ unit: fc.constantFrom('W', '@', '漢', '😀'), minLength: 30, maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
      )
      .filter((text) => text.length <= 40);
    fc.assert(
      fc.property(
        fc.array(shortLabel, { minLength: MIN_LABELS, maxLength: 12 }),
        fc.boolean(),
        (texts, watermark) => {
          const layout = layoutLabels(texts, watermark ? { reserved: [WATERMARK] } : {});
          expectSafe(texts, layout, watermark);
          layout.labels.forEach((placement, index) => {
            expect(placement.fullText, JSON.stringify(texts[index])).toBeUndefined();
            expect(placement.lines.join('').replace(/[\s-]/g, '')).toBe(texts[index]!.replace(/[\s-]/g, ''));
          });
        },
      ),
      { numRuns: 300, endOnFailure: true },
    );
  }, 120_000);

  it('keeps whole the labels that the wedge layout used to truncate', () => {
    // Found by the property above before the wedge layout could use up to 6 lines.
    const texts = [
      '漢W漢漢W漢漢W😀WW漢😀😀W😀😀WWW漢😀W漢漢WW漢😀W😀',
      'M',
      '😀W😀漢漢漢W😀漢😀漢😀😀😀😀😀漢😀WW漢漢漢漢漢漢W😀',
      'l',
      'W😀😀😀漢漢😀W漢W漢W😀😀😀😀😀😀😀W😀W漢W😀W漢',
      '😀漢😀漢W😀WW😀😀W漢漢😀😀漢W漢W漢WW😀漢漢W漢😀漢😀',
      '-',
      ' all',
      'W😀WW漢😀漢W漢W😀WW😀😀漢漢W😀😀W漢W漢😀W😀漢😀',
      'alM漢Ml@--W😀漢maW WlMé W l@漢 m@😀😀漢m😀漢',
      '漢W😀漢😀W😀漢漢漢漢😀漢😀漢😀漢WWWWW漢漢😀😀W漢😀WW',
    ];
    expect(texts.every((text) => text.length <= 40)).toBe(true);
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectSafe(texts, layout);
    expect(layout.labels.filter((placement) => placement.fullText !== undefined)).toEqual([]);
    expect(layout.labels.some((placement) => placement.lines.length > 3)).toBe(true);
  });

  it('keeps 20 short labels whole', () => {
    const texts = Array.from({ length: 20 }, (_, index) => `Skill ${index + 1}`);
    const layout = layoutLabels(texts, { reserved: [WATERMARK] });
    expectSafe(texts, layout);
    expect(layout.labels.every((placement) => placement.fullText === undefined)).toBe(true);
    expect(layout.labels.map((placement) => placement.lines.join(' '))).toEqual(texts);
  });
});
