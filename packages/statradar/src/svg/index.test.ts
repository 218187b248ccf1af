import { describe, expect, it } from 'vitest';
import { createChart } from '../index';
import * as svg from './index';

describe('the statradar/svg entry', () => {
  it('exports exactly the label layout, scene, bitmap caps, SVG writers and text measure (a change here must be deliberate)', () => {
    expect(Object.keys(svg).sort()).toEqual([
      'ELLIPSIS',
      'MAX_BITMAP_PIXELS',
      'MAX_BITMAP_SIDE',
      'bitmapSize',
      'buildScene',
      'chartToSvg',
      'escapeXml',
      'layoutLabels',
      'sceneDecorations',
      'sceneScale',
      'sceneToSvg',
      'textTruncate',
      'textWidth',
      'textWrapLines',
    ]);
  });

  it('escapes text for XML and drops the characters XML 1.0 forbids', () => {
    expect(svg.escapeXml(`Tom & "Jerry" <'x'>\u0001\u0008\ufffe\ud800!`)).toBe(
      'Tom &amp; &quot;Jerry&quot; &lt;&apos;x&apos;&gt;!',
    );
    expect(svg.escapeXml('tab\tand\nnewline 😀')).toBe('tab\tand\nnewline 😀');
  });

  it('writes the scene of a core chart as SVG', () => {
    const chart = createChart();
    expect(svg.chartToSvg(chart)).toBe(svg.sceneToSvg(svg.buildScene(chart)));
  });
});
