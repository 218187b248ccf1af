/** Turns the measurements into the markdown report: timings, bundle sizes, targets, core micro-bench. */
import { median, percentile } from './statistics.mjs';

const WORKLOAD_TITLES = {
  W1: 'W1 first render, 6 axes x 4 data sets, 400x400',
  W2: 'W2 one value changed and redrawn, 6x4',
  'W3 first': 'W3 first render, 12 axes x 10 data sets',
  'W3 update': 'W3 one value changed and redrawn, 12x10',
  W4: 'W4 100 charts of 150x150 (6x4) on one page',
  'W5 PNG': 'W5 PNG export (data URL, 400x400, pixel ratio 1)',
  'W5 SVG': 'W5 SVG export (string)',
};

const KIB = 1024;
const CORE_LIMIT_KIB = 8;

/** The statradar adapter that stands for statradar in each workload's target. */
const STATRADAR = 'statradar';
/** The statradar adapter whose updates also write the accessible table (not left to the coalesced pass). */
const TABLE_CURRENT = 'statradar + table written in each update';

function milliseconds(value) {
  if (!Number.isFinite(value)) return '–';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

function ratio(value, reference) {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return '–';
  return `${(value / reference).toFixed(2)}x`;
}

function kib(bytes) {
  return (bytes / KIB).toFixed(1);
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function timingRows(samples) {
  const rows = [];
  for (const [workload, byLibrary] of Object.entries(samples)) {
    const chartJs = median(byLibrary['Chart.js'] ?? []);
    const canvas = median(byLibrary.Canvas2D ?? []);
    for (const [library, values] of Object.entries(byLibrary)) {
      const middle = median(values);
      rows.push([
        WORKLOAD_TITLES[workload],
        library,
        milliseconds(middle),
        milliseconds(percentile(values, 0.95)),
        ratio(middle, chartJs),
        ratio(middle, canvas),
        String(values.length),
      ]);
    }
  }
  return rows;
}

function timingTarget(samples, workload, reference, limit, label, library = STATRADAR) {
  const measured = median(samples[workload]?.[library] ?? []);
  const referenceValue = median(samples[workload]?.[reference] ?? []);
  const value = measured / referenceValue;
  return [
    label,
    Number.isFinite(value) ? `${value.toFixed(2)}x ${reference}` : 'not measured',
    `≤ ${limit}x`,
    value <= limit,
  ];
}

function sizeOf(sizes, prefix) {
  return sizes.find((size) => size.name.startsWith(prefix))?.gzip;
}

function targetRows(samples, sizes) {
  const core = sizeOf(sizes, 'statradar core (');
  const coreWithKonva = sizeOf(sizes, 'statradar core + Konva');
  const mountedChart = sizeOf(sizes, 'statradar interactive chart as');
  // The interactive chart has its tooltip, legend and title built in: it is compared with Chart.js's
  // radar bundled with the same three (the bare radar's size stays in the size table).
  const chartJsAlike = sizeOf(sizes, 'Chart.js radar + tooltip, legend, title');
  const alikeLimit = `< Chart.js radar + tooltip, legend, title (${chartJsAlike === undefined ? '?' : kib(chartJsAlike)} KB)`;
  const rows = [
    timingTarget(samples, 'W1', 'Chart.js', 0.8, 'W1 first render'),
    timingTarget(samples, 'W3 first', 'Chart.js', 0.8, 'W3 first render'),
    timingTarget(samples, 'W2', 'Chart.js', 0.75, 'W2 update (median)'),
    timingTarget(samples, 'W2', 'Canvas2D', 1.5, 'W2 update (median)'),
    timingTarget(samples, 'W3 update', 'Chart.js', 0.75, 'W3 update (median)'),
    timingTarget(samples, 'W3 update', 'Canvas2D', 1.5, 'W3 update (median)'),
    ...['W2', 'W3 update'].flatMap((workload) =>
      ['Chart.js', 'Canvas2D'].map((reference) =>
        timingTarget(
          samples,
          workload,
          reference,
          reference === 'Chart.js' ? 0.75 : 1.5,
          `${workload.split(' ')[0]} update until the accessible table is current`,
          TABLE_CURRENT,
        ),
      ),
    ),
    timingTarget(samples, 'W4', 'Chart.js', 0.5, 'W4 grid of 100, SVG path'),
    timingTarget(samples, 'W5 PNG', 'Chart.js', 1, 'W5 PNG export'),
    [
      'core entry min+gzip',
      core === undefined ? 'not built' : `${kib(core)} KB`,
      `≤ ${CORE_LIMIT_KIB} KB`,
      core !== undefined && core <= CORE_LIMIT_KIB * KIB,
    ],
    [
      'core + Konva renderer min+gzip',
      coreWithKonva === undefined ? 'not built' : `${kib(coreWithKonva)} KB`,
      alikeLimit,
      coreWithKonva !== undefined && chartJsAlike !== undefined && coreWithKonva < chartJsAlike,
    ],
    [
      'mountRadarChart as bundled min+gzip',
      mountedChart === undefined ? 'not built' : `${kib(mountedChart)} KB`,
      alikeLimit,
      mountedChart !== undefined && chartJsAlike !== undefined && mountedChart < chartJsAlike,
    ],
  ];
  return rows.map(([label, measured, limit, pass]) => [label, measured, limit, pass ? 'PASS' : 'FAIL']);
}

function sizeRows(sizes) {
  const chartJs = sizeOf(sizes, 'Chart.js radar (');
  return sizes.map((size) =>
    size.error
      ? [size.name, '–', '–', '–', `not built: ${size.error}`]
      : [size.name, kib(size.minified), kib(size.gzip), ratio(size.gzip, chartJs), ''],
  );
}

/** The whole report as markdown. */
export function benchReport({ meta, sizes, browser, skipped, core }) {
  const parts = [
    '# statradar benchmark',
    '',
    `Measured ${meta.date} with \`${meta.command}\`: ${meta.machine}; Node ${meta.node}; Chromium ${browser.browserVersion} headless; ${meta.rounds} interleaved rounds.`,
    '',
    `Every figure runs from the call to after the next frame (a requestAnimationFrame callback plus the task after it${meta.frameChain ? ', which also asks for the frame after it, so every measured frame ends with a next frame requested' : ''}) and nothing is subtracted; libraries take turns within each round (rotating order) and figures are medians over all rounds.`,
    `An empty frame costs ${milliseconds(median(browser.emptyFrames))} ms here (median; p95 ${milliseconds(percentile(browser.emptyFrames, 0.95))} ms), included in every figure. Chromium flags: \`${browser.args.join(' ')}\`.`,
    "statradar draws single charts with `mountRadarChart` with animation off (as Chart.js updates with mode 'none'): its first paint is the whole scene on one plain canvas painted by the one painter, with the accessible listbox and options in place, and is interactive at once (keyboard, pointer selection and tooltips work from the scene geometry); its hidden table (caption at once) gets its rows and is rendered by the table pass every change uses, 150 ms after mounting (or at once on focus); its Konva stage (one layer: the static back and front layers as bitmaps painted once, the series shapes as one node) is built on the first update, interaction or idle moment. The \"statradar + Konva stage and table at once\" rows count building the stage and laying out the table in the first render too. An update is `setValue` + `buildScene` + a diff of the static layers' and series shapes + one Konva layer draw (bitmap copies around the series shapes); no Konva hit canvas. PNG export with default options encodes the visible canvas (as Chart.js does; a test checks the bytes equal a whole repaint's); with a watermark, overrides or another pixel ratio it repaints the export scene on a reused canvas. The W4 grid goes through the SVG path (`chartToSvg` into each cell).",

    '',
  ];
  if (skipped.length > 0) {
    parts.push(
      ...skipped.map(
        ({ library, error }) => `- Not measured: ${library} (page script did not build: ${error})`,
      ),
      '',
    );
  }
  parts.push(
    '## Targets',
    '',
    table(['target', 'measured', 'limit', 'result'], targetRows(browser.samples, sizes)),
    '',
    '## Timings (ms)',
    '',
    table(
      ['workload', 'library', 'median', 'p95', 'x Chart.js', 'x Canvas2D', 'samples'],
      timingRows(browser.samples),
    ),
    '',
    '## Radar bundle sizes (esbuild: bundle, minify, ESM, browser; gzip level 9; KB = 1024 bytes)',
    '',
    table(['bundle', 'min KB', 'min+gzip KB', 'x Chart.js', 'note'], sizeRows(sizes)),
    '',
  );
  const profiledCharts = Object.keys(browser.updateSteps ?? {});
  if (profiledCharts.length > 0) {
    const steps = Object.keys(browser.updateSteps[profiledCharts[0]]);
    parts.push(
      "## statradar's update, step by step (median ms, 400x400)",
      '',
      table(
        ['step', ...profiledCharts],
        steps.map((step) => [
          step,
          ...profiledCharts.map((chart) => milliseconds(median(browser.updateSteps[chart][step]))),
        ]),
      ),
      '',
    );
  }
  const exportSteps = Object.entries(browser.exportSteps ?? {});
  if (exportSteps.length > 0) {
    parts.push(
      "## statradar's PNG export, step by step (6x4, 400x400, pixel ratio 1)",
      '',
      table(
        ['step', 'median ms', 'p95 ms'],
        exportSteps.map(([step, stepSamples]) => [
          step,
          milliseconds(median(stepSamples)),
          milliseconds(percentile(stepSamples, 0.95)),
        ]),
      ),
      '',
    );
  }
  if (core) {
    parts.push(
      '## Pure core in Node (no browser)',
      '',
      table(['operation', 'chart', 'ops/s', 'µs/op'], core),
      '',
    );
  }
  return parts.join('\n');
}
