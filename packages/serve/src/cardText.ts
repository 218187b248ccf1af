import type { Chart } from 'statradar';

/** Most combining marks a card draws on one base character (a keycap or Vietnamese needs two). */
const MAX_MARKS = 2;
const MARK_RUN = new RegExp(`(\\p{M}{${MAX_MARKS}})\\p{M}+`, 'gu');

/**
 * Text as a card draws it: runs of combining marks cut to {@link MAX_MARKS} per base character.
 * Marks take no width, so fitting text to the card's room does not bound them, while resvg shapes
 * a stack of them in time that grows with its height: 100 labels of "a" and 199 accents took about
 * a second to draw, against about 60 ms for a usual card. What any real text shows is unchanged.
 */
export function cardText(text: string): string {
  return text.replace(MARK_RUN, '$1');
}

/** The chart with every text a card draws (name, labels, data-set names) passed through {@link cardText}. */
export function withCardTexts(chart: Chart): Chart {
  return {
    ...chart,
    metadata: { ...chart.metadata, name: cardText(chart.metadata.name) },
    labels: chart.labels.map((label) => ({ ...label, name: cardText(label.name) })),
    data: chart.data.map((dataSet) => ({ ...dataSet, name: cardText(dataSet.name) })),
  };
}
