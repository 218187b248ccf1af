import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildScene } from '../scene/buildScene';
import { layoutLabels } from './labelLayout';
import type * as TextWidthModule from './textWidth';

/**
 * How much text the layout reads, counted as the characters it measures: a deterministic stand-in
 * for its time (bench/layout.bench.mjs times it). Reading a whole label of millions of characters
 * once per layout attempt, as it did, took seconds.
 */
const measured = vi.hoisted(() => ({ characters: 0 }));
vi.mock('./textWidth', async (importOriginal) => {
  const original = await importOriginal<typeof TextWidthModule>();
  return {
    ...original,
    textWidth: (text: string, fontSize: number) => {
      measured.characters += text.length;
      return original.textWidth(text, fontSize);
    },
  };
});

beforeEach(() => {
  measured.characters = 0;
});

const HUGE = 2_000_000;

describe('text read for labels, legend entries and titles of any length', () => {
  it('a label of millions of characters is read only as far as any layout can show', () => {
    for (const label of ['Wide words '.repeat(HUGE / 11), 'W'.repeat(HUGE), `a${'\u0301'.repeat(HUGE)}`]) {
      // As much as for its first 20,000 characters: nothing beyond the first 10,000 is read.
      measured.characters = 0;
      layoutLabels(['Speed', 'Strength', label.slice(0, 20_000)]);
      const forItsStart = measured.characters;
      measured.characters = 0;
      layoutLabels(['Speed', 'Strength', label]);
      expect(measured.characters).toBe(forItsStart);
    }
  });

  it('a legend entry or a title of millions of characters is read only as far as it is drawn', () => {
    const huge = 'Wide words '.repeat(HUGE / 11);
    buildScene(
      {
        metadata: { name: huge, description: '' },
        labels: [{ name: 'Speed' }, { name: 'Strength' }, { name: 'Agility' }],
        data: [{ name: huge, description: '', color: '#e91e63', values: [10, 20, 30] }],
      },
      { legend: true, title: true },
    );
    expect(measured.characters).toBeLessThan(HUGE / 4);
  });
});
