// @vitest-environment jsdom
// No canvas mock here: jsdom as a developer's unit tests have it, whose canvases give no 2D context
// (`getContext('2d')` returns null without the "canvas" package).
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChart } from '../model/createChart';
import { RadarChart } from '../react/RadarChart';
import { mountRadarChart } from './mountRadarChart';

const REFUSAL = new Error(
  'mountRadarChart: the page gives no canvas 2D context, which the chart draws with (jsdom: install the "canvas" package or a canvas mock).',
);

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('mountRadarChart without a canvas 2D context', () => {
  it('refuses to mount, naming the missing context, and leaves the container untouched', () => {
    // jsdom reports its unimplemented getContext on the console; that is not what is tested.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(document.createElement('canvas').getContext('2d')).toBeNull();
    const container = document.createElement('div');
    document.body.append(container);
    // It mounted, and the first update (or focus, or a pointer entering) then failed inside
    // Konva: "TypeError: Cannot set properties of null (setting 'imageSmoothingEnabled')".
    expect(() => mountRadarChart(container, { chart: createChart(), width: 300 })).toThrow(REFUSAL);
    expect(container.childNodes).toHaveLength(0);
    expect(container.getAttribute('style')).toBeNull();
    // Nothing is held: a second attempt gets the same answer, not "already holds a chart".
    expect(() => mountRadarChart(container, { chart: createChart(), width: 300 })).toThrow(REFUSAL);
  });

  it('reaches <RadarChart onError> as any refused mount does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { container } = render(<RadarChart chart={createChart()} width={300} onError={onError} />);
    expect(onError).toHaveBeenCalledWith(REFUSAL);
    expect(container.querySelector('canvas')).toBeNull();
  });
});
