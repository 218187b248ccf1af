import { describe, expect, it } from 'vitest';
import {
  addAttribute,
  canAddAttribute,
  canRemoveAttribute,
  removeAttribute,
  renameLabel,
} from './attributes';
import { parseChart } from './parseChart';
import { createChart } from './createChart';
import { addDataSet } from './dataSets';
import { updateMetadata } from './metadata';
import { deepFreeze } from '../../test/deepFreeze';

const base = deepFreeze(addDataSet(createChart()));

describe('addAttribute', () => {
  it('appends "New Attribute" with 50 for every data set', () => {
    const next = addAttribute(base);
    expect(next.labels.map((label) => label.name)).toEqual(['Speed', 'Strength', 'Agility', 'New Attribute']);
    expect(next.data.map((dataSet) => dataSet.values)).toEqual([
      [80, 50, 70, 50],
      [50, 50, 50, 50],
    ]);
  });

  it('accepts a name', () => {
    expect(addAttribute(base, 'Stamina').labels[3]).toEqual({ name: 'Stamina' });
  });
});

describe('the edit functions stay within what parseChart accepts', () => {
  it('adds no attribute past 100, and cuts attribute and chart names and the description', () => {
    let chart = createChart();
    while (chart.labels.length < 99) chart = addAttribute(chart);
    expect(canAddAttribute(chart)).toBe(true);
    const full = addAttribute(chart, '😀'.repeat(150));
    expect(full.labels).toHaveLength(100);
    // 300 UTF-16 units cut to 200, never through an emoji.
    expect(full.labels[99]!.name).toBe('😀'.repeat(100));
    expect(canAddAttribute(full)).toBe(false);
    expect(addAttribute(full)).toBe(full);
    const renamed = renameLabel(full, 0, 'x'.repeat(201));
    expect(renamed.labels[0]!.name).toHaveLength(200);
    const described = updateMetadata(renamed, { name: 'y'.repeat(500), description: 'z'.repeat(20_001) });
    expect(described.metadata.name).toHaveLength(200);
    expect(described.metadata.description).toHaveLength(20_000);
    expect(parseChart(described).ok).toBe(true);
  });
});

describe('removeAttribute', () => {
  it('refuses at three attributes (the spec disables deleting at 3 or fewer)', () => {
    expect(canRemoveAttribute(base)).toBe(false);
    expect(removeAttribute(base, 0)).toBe(base);
  });

  it('removes the label and its value from every data set above three', () => {
    const four = deepFreeze(addAttribute(base));
    expect(canRemoveAttribute(four)).toBe(true);
    const next = removeAttribute(four, 1);
    expect(next.labels.map((label) => label.name)).toEqual(['Speed', 'Agility', 'New Attribute']);
    expect(next.data.map((dataSet) => dataSet.values)).toEqual([
      [80, 70, 50],
      [50, 50, 50],
    ]);
    expect(removeAttribute(four, 4)).toBe(four);
  });
});

describe('renameLabel', () => {
  it('renames one label and keeps the rest', () => {
    const next = renameLabel(base, 2, 'Agility & Co');
    expect(next.labels.map((label) => label.name)).toEqual(['Speed', 'Strength', 'Agility & Co']);
    expect(next.labels[0]).toBe(base.labels[0]);
    expect(renameLabel(base, 3, 'x')).toBe(base);
  });
});

describe('updateMetadata', () => {
  it('patches the name, description and style without touching labels or data', () => {
    const next = updateMetadata(base, { name: 'Team A', style: { gridLine: 'circle' } });
    expect(next.metadata).toStrictEqual({ name: 'Team A', description: '', style: { gridLine: 'circle' } });
    expect(next.data).toBe(base.data);
  });
});
