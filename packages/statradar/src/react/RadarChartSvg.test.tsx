// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDataSet, createChart } from '../model';
import type { Chart } from '../model/types';
import { sceneDecorations } from '../scene/sceneDecorations';
import { sceneScale } from '../scene/sceneScale';
import type { SceneFeature } from '../scene/sceneFeature';
import type { SceneOptions } from '../scene/buildScene';
import { chartToSvg } from '../svg/sceneToSvg';
import { RadarChartSvg, type RadarChartSvgProps } from './RadarChartSvg';

afterEach(cleanup);

const base = addDataSet(addDataSet(createChart()));
/** Names to escape, a named colour, a circle grid and a long label that is truncated (fullText). */
const chart: Chart = {
  ...base,
  metadata: {
    ...base.metadata,
    name: 'Pets <&> "quotes"',
    style: { gridLine: 'circle', fontFamily: 'Georgia, "Times New Roman"' },
  },
  labels: [...base.labels, { name: 'A very long attribute name that wraps & is cut '.repeat(3) }],
  data: base.data.map((dataSet, index) => ({
    ...dataSet,
    name: index === 1 ? '<b>bold</b> & co' : dataSet.name,
    color: index === 2 ? 'rebeccapurple' : dataSet.color,
    values: [...dataSet.values, 20 + index * 30],
  })),
};

/**
 * An element as comparable data: tag, attributes sorted by name, and children, leaving out the
 * whitespace between elements that the string serializer writes and React does not.
 */
interface Node {
  tag: string;
  attributes: [string, string][];
  children: (Node | string)[];
}
function tree(element: Element): Node {
  return {
    tag: element.tagName.toLowerCase(),
    attributes: [...element.attributes]
      .map((attribute): [string, string] => [attribute.name, attribute.value])
      .sort(([a], [b]) => a.localeCompare(b)),
    children: [...element.childNodes]
      .filter((node) => node.nodeType === 1 || (node.nodeType === 3 && node.textContent!.trim() !== ''))
      .map((node) => (node.nodeType === 1 ? tree(node as Element) : node.textContent!)),
  };
}
function svgTree(markup: string): Node {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return tree(document.documentElement);
}

/** What chartToSvg draws for the component's props (its watermark is never drawn). */
function expectedSvg(props: RadarChartSvgProps): Node {
  const { chart: drawn, features: _features, className: _className, style: _style, ...options } = props;
  const width = props.width ?? 400;
  const sceneOptions: SceneOptions = { ...options, width, height: props.height ?? width };
  return svgTree(chartToSvg(drawn, sceneOptions));
}

function renderedSvg(props: RadarChartSvgProps): Node {
  const { container } = render(<RadarChartSvg {...props} />);
  return tree(container.querySelector('svg')!);
}

describe('<RadarChartSvg>', () => {
  it('draws the same SVG as chartToSvg, as React elements', () => {
    for (const props of [
      { chart, width: 150 },
      { chart, selected: 1, background: '#eeeeee', hidden: [0] },
      { chart, width: 300, height: 200, pointMarkers: false, recentSelection: [2, 0] },
    ]) {
      expect(renderedSvg(props)).toEqual(expectedSvg(props));
    }
  });

  it('draws the legend, title, caption and scale ticks exactly as chartToSvg with their features', () => {
    const features = [sceneDecorations, sceneScale];
    for (const props of [
      { chart, features, legend: true, title: true, caption: 'Source: <me> & you' },
      { chart, features, legend: { position: 'right' as const }, title: 'A title', width: 500 },
      { chart, features, legend: { position: 'left' as const }, hidden: [1], background: '#ffffff' },
      { chart, features, scale: { min: 10, max: 60, step: 10, ticks: true } },
      { chart, features: [sceneScale], scale: { rings: 3, ticks: true, tickFormat: (v: number) => `${v}%` } },
      { chart, features: [sceneDecorations], legend: { position: 'top' as const }, caption: 'c' },
    ]) {
      const svg = renderedSvg(props);
      expect(svg).toEqual(expectedSvg(props));
      cleanup();
    }
    const { container } = render(
      <RadarChartSvg chart={chart} features={features} legend title scale={{ ticks: true }} />,
    );
    // The features really drew something: legend swatches, the title and tick labels.
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    expect(container.querySelector('text[font-weight="bold"]')?.textContent).toBe(chart.metadata.name);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toContain('80');
  });

  it('escapes every name: the chart name and data-set names stay text', () => {
    const { getByRole } = render(
      <RadarChartSvg chart={chart} features={[sceneDecorations]} legend width={150} />,
    );
    const image = getByRole('img', { name: chart.metadata.name });
    expect(image.querySelector('svg > title')?.textContent).toBe(chart.metadata.name);
    expect(image.querySelector('b')).toBeNull();
    expect(image.textContent).toContain('<b>bold</b> & co');
  });

  it('throws a TypeError naming the feature to import for a prop that needs one', () => {
    const message = (option: string, feature: string) =>
      `RadarChartSvg: the ${option} prop needs features={[${feature}]} (from 'statradar/svg')`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const [props, option, feature] of [
        [{ legend: true }, 'legend', 'sceneDecorations'],
        [{ legend: { position: 'left' } }, 'legend', 'sceneDecorations'],
        [{ title: 'x' }, 'title', 'sceneDecorations'],
        [{ title: true }, 'title', 'sceneDecorations'],
        [{ caption: '' }, 'caption', 'sceneDecorations'],
        [{ scale: {} }, 'scale', 'sceneScale'],
        [{ scale: { ticks: true }, features: [sceneDecorations] }, 'scale', 'sceneScale'],
        [{ legend: true, features: [sceneScale] }, 'legend', 'sceneDecorations'],
        // A misspelt import is undefined: no feature, so the message says what to import.
        [{ legend: true, features: [undefined as unknown as SceneFeature] }, 'legend', 'sceneDecorations'],
      ] as const) {
        expect(() => render(<RadarChartSvg chart={chart} {...(props as object)} />)).toThrow(
          new TypeError(message(option, feature)),
        );
        expect(() => renderToString(<RadarChartSvg chart={chart} {...(props as object)} />)).toThrow(
          new TypeError(message(option, feature)),
        );
      }
    } finally {
      error.mockRestore();
    }
  });

  it('needs no feature for props that draw nothing (false) and takes one feature without a list', () => {
    const { container } = render(<RadarChartSvg chart={chart} legend={false} title={false} />);
    expect(tree(container.querySelector('svg')!)).toEqual(expectedSvg({ chart }));
    cleanup();
    const single = sceneDecorations as unknown as readonly SceneFeature[];
    expect(renderedSvg({ chart, features: single, legend: true })).toEqual(
      expectedSvg({ chart, legend: true }),
    );
  });

  it('names itself in the messages for a bad chart or option, checked by the features too', () => {
    // They began "buildScene:", a function the page never called.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const features = [sceneDecorations, sceneScale];
      const cases: [Partial<RadarChartSvgProps>, Error][] = [
        [
          { width: -1 },
          new RangeError('RadarChartSvg: options.width must be a finite number greater than 0, got -1.'),
        ],
        [
          { legend: { position: 'middle' as 'top' } },
          new RangeError(
            'RadarChartSvg: options.legend.position must be one of "top", "right", "bottom", "left", got "middle".',
          ),
        ],
        [
          { title: 5 as unknown as string },
          new TypeError('RadarChartSvg: options.title must be true, false or text, got 5.'),
        ],
        [
          { scale: { min: 5, max: 1 } },
          new RangeError(
            'RadarChartSvg: options.scale.max must be greater than options.scale.min, got min 5 and max 1.',
          ),
        ],
      ];
      for (const [props, expected] of cases) {
        expect(() => render(<RadarChartSvg chart={chart} features={features} {...props} />)).toThrow(
          expected,
        );
      }
      expect(() => render(<RadarChartSvg chart={{} as Chart} />)).toThrow(/^RadarChartSvg: not a chart: /);
      // A NaN value, which parseChart refuses, was drawn at the centre.
      const nan = { ...chart, data: [{ ...chart.data[0]!, values: [80, Number.NaN, 70, 20] }] };
      expect(() => render(<RadarChartSvg chart={nan} />)).toThrow(
        new TypeError(
          'RadarChartSvg: not a chart: data[0].values[1]: expected a number from 0 to 100, got NaN',
        ),
      );
      // With a style prop, a missing chart failed on reading its metadata, naming nothing.
      expect(() =>
        render(<RadarChartSvg chart={undefined as unknown as Chart} style={{ gridLine: 'circle' }} />),
      ).toThrow(
        new TypeError(
          'RadarChartSvg: not a chart: chart: expected an object with metadata, labels and data, got nothing',
        ),
      );
    } finally {
      error.mockRestore();
    }
  });

  it('draws the default in place of a style value it does not allow, as for a stored chart', () => {
    // Unchecked (its 8 KB), unlike the interactive chart's: each bad value falls back to the default.
    const plain = { ...chart, metadata: { ...chart.metadata, style: {} } };
    const drawn = (style: RadarChartSvgProps['style']) =>
      renderToString(<RadarChartSvg chart={plain} style={style} />);
    const defaults = drawn(undefined);
    for (const style of [
      { fillStyle: 'dotted' },
      { gridLine: 'hexagon' },
      { labelColor: 'not a colour', axisColor: 42 },
      { fontFamily: '' },
      { showCount: -1 },
    ]) {
      expect(drawn(style as RadarChartSvgProps['style']), JSON.stringify(style)).toBe(defaults);
    }
    // A value it allows still overrides the default.
    expect(drawn({ gridLine: 'circle' })).not.toBe(defaults);
  });

  it('redraws when any drawn prop changes', () => {
    const features = [sceneDecorations, sceneScale];
    const { container, rerender } = render(<RadarChartSvg chart={chart} features={features} />);
    const svg = () => container.querySelector('svg')!;
    for (const props of [
      { hidden: [0] },
      { hidden: [0], legend: true },
      { hidden: [0], legend: true, title: 'T' },
      { hidden: [0], legend: true, title: 'T', caption: 'C' },
      { hidden: [0], legend: true, title: 'T', caption: 'C', scale: { ticks: true } },
    ]) {
      rerender(<RadarChartSvg chart={chart} features={features} {...props} />);
      expect(tree(svg())).toEqual(expectedSvg({ chart, ...props }));
    }
  });

  it('draws nothing again when re-rendered with the same props (a memo component)', () => {
    let reads = 0;
    // Counts the scene's reads of the chart's labels: one drawing reads them several times.
    const counted = new Proxy(chart, {
      get: (target, key, receiver) => {
        if (key === 'labels') reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    const { rerender } = render(<RadarChartSvg chart={counted} width={150} />);
    const firstDraw = reads;
    expect(firstDraw).toBeGreaterThan(0);
    rerender(<RadarChartSvg chart={counted} width={150} />);
    expect(reads).toBe(firstDraw);
    rerender(<RadarChartSvg chart={counted} width={160} />);
    expect(reads).toBe(2 * firstDraw);
  });

  it('renders on the server: renderToString gives the same SVG as chartToSvg', () => {
    const props = {
      chart,
      width: 150,
      features: [sceneDecorations, sceneScale],
      legend: true,
      scale: { ticks: true },
    };
    const html = renderToString(<RadarChartSvg {...props} className="card" />);
    expect(html).toMatch(
      /^<div class="card" role="img" aria-label="Pets &lt;&amp;&gt; &quot;quotes&quot;" style="width:150px;height:150px;line-height:0"><svg /,
    );
    // React writes SVG attribute names in SVG's spelling.
    expect(html).toContain('stroke-width="1"');
    expect(html).not.toContain('strokeWidth');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(tree(document.querySelector('svg')!)).toEqual(expectedSvg(props));
  });
});
