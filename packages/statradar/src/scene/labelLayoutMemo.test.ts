import { describe, expect, it, vi } from 'vitest';
import { createChart } from '../model/createChart';
import { renameLabel } from '../model/attributes';
import { setValue } from '../model/dataSets';
import { buildScene } from './buildScene';
import type * as TextWrapModule from '../geometry/textWrap';

// Every label layout wraps each label at least once, so textWrap's calls count layout runs.
const wrap = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../geometry/textWrap', async (importOriginal) => {
  const original = await importOriginal<typeof TextWrapModule>();
  return {
    ...original,
    textWrap: (...args: Parameters<typeof original.textWrap>) => {
      wrap.calls++;
      return original.textWrap(...args);
    },
  };
});

describe('buildScene and the label layout memo (issue 9, item 6)', () => {
  it('lays labels out again only when the label names change, not for a value-only change', () => {
    const chart = createChart();
    const first = buildScene(chart, { selected: 0 });
    const afterFirst = wrap.calls;
    expect(afterFirst).toBeGreaterThan(0);

    const changed = setValue(chart, 0, 1, 12);
    const second = buildScene(changed, { selected: 0, background: '#fff' });
    expect(wrap.calls).toBe(afterFirst);
    // Same labels, new polygon.
    const labels = (scene: typeof first) => scene.shapes.filter((shape) => shape.id.startsWith('label-'));
    expect(labels(second)).toEqual(labels(first));
    expect(second.shapes.find((shape) => shape.id === 'series-0')).not.toEqual(
      first.shapes.find((shape) => shape.id === 'series-0'),
    );

    buildScene(renameLabel(changed, 1, 'Raw strength'), { selected: 0 });
    expect(wrap.calls).toBeGreaterThan(afterFirst);
  });
});
