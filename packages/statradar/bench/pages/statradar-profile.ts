/**
 * Where statradar's update and PNG export time goes: the same steps mountRadarChart takes for one value change
 * (setValue, buildScene, the renderer's diff, Konva's scene and hit drawing, the accessible DOM),
 * each timed on its own with performance.now(), plus the frame that follows. Run by run.mjs after
 * the rounds so the report can say which step to make cheaper.
 */
import { buildScene, setValue } from '../../src/index';
import { createAccessibleChartDom } from '../../src/konva/accessibleChartDom';
import { createRadarRenderer } from '../../src/konva/index';
import { DEFAULT_WATERMARK } from '../../src/konva/chartView';
import { Konva } from '../../src/konva/konvaClasses';
import { paintScene } from '../../src/konva/paintScene';
import { afterNextFrame } from './next-frame';
import { statradarChart } from './statradar-chart';
import { benchChart, valueChangeAt } from './workload-data';

const STEPS = [
  'setValue',
  'buildScene',
  'renderer.update (diff)',
  'accessible DOM update',
  'frame after (Konva batchDraw + browser)',
  'of which layer.drawScene',
  'of which layer.drawHit',
  'table pass with its layout (coalesced: at most once per 150 ms)',
] as const;

type Step = (typeof STEPS)[number];

/**
 * Per-step samples (ms) over `count` value changes on an axes x dataSets chart at 400 x 400.
 * The first five steps are mountRadarChart's update as it runs; Konva draws in the batchDraw the
 * renderer schedules, so the two "of which" steps time the same draw called synchronously.
 */
async function statradarUpdateSteps(
  axes: number,
  dataSets: number,
  count: number,
): Promise<Record<Step, number[]>> {
  const bench = benchChart(axes, dataSets);
  let chart = statradarChart(bench);
  const container = document.createElement('div');
  document.body.appendChild(container);
  const accessible = createAccessibleChartDom(container, () => {});
  // Not listening, as in mountRadarChart (pointer selection uses the scene's geometry), so the
  // drawHit step shows what Konva's hit canvas costs now: nothing.
  const stage = new Konva.Stage({
    container: accessible.stageHost,
    width: 400,
    height: 400,
    listening: false,
  });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  const renderer = createRadarRenderer(layer, buildScene(chart, { width: 400 }));
  accessible.update(chart, 0);
  accessible.flushTable();
  await afterNextFrame();

  const samples = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
  for (let step = 0; step < count; step++) {
    const change = valueChangeAt(step, bench);
    const times = [performance.now()];
    chart = setValue(chart, change.dataSetIndex, change.labelIndex, change.value);
    times.push(performance.now());
    const scene = buildScene(chart, { width: 400 });
    times.push(performance.now());
    renderer.update(scene);
    times.push(performance.now());
    accessible.update(chart, 0);
    times.push(performance.now());
    await afterNextFrame();
    times.push(performance.now());
    layer.drawScene();
    times.push(performance.now());
    layer.drawHit();
    times.push(performance.now());
    // What mountRadarChart's coalesced pass costs when it runs: the cells' text, then the
    // table's layout (forced here so it is timed; in the app the next frame does it).
    accessible.flushTable();
    void accessible.table.offsetHeight;
    times.push(performance.now());
    STEPS.forEach((name, index) => samples[name].push(times[index + 1]! - times[index]!));
    await afterNextFrame();
  }
  renderer.destroy();
  stage.destroy();
  accessible.destroy();
  container.remove();
  return samples;
}

const EXPORT_STEPS = [
  'build the export scene (with watermark)',
  'create a 400x400 canvas',
  'paint the whole scene (chart before its stage exists)',
  'copy the displayed layer (drawImage)',
  'paint the watermark over the copy',
  'toDataURL of the new canvas',
  'toDataURL of an already drawn canvas (what Chart.js encodes)',
  'toDataURL of a canvas filled with one colour',
] as const;

type ExportStep = (typeof EXPORT_STEPS)[number];

/**
 * Where a W5 PNG export's time goes (6 axes x 4 data sets, 400 x 400, pixel ratio 1): the steps
 * of mountRadarChart's two export paths timed one by one, next to encoding a canvas that was
 * drawn earlier (Chart.js's toBase64Image encodes its displayed canvas) and a blank one.
 */
async function statradarExportSteps(count: number): Promise<Record<ExportStep, number[]>> {
  const chart = statradarChart(benchChart(6, 4));
  const container = document.createElement('div');
  document.body.appendChild(container);
  const stage = new Konva.Stage({ container, width: 400, height: 400, listening: false });
  const layer = new Konva.Layer({ listening: false });
  stage.add(layer);
  createRadarRenderer(layer, buildScene(chart, { width: 400 }));
  const displayed = layer.getCanvas()._canvas;
  const plain = Konva.Util.createCanvasElement();
  plain.width = plain.height = 400;
  const plainContext = plain.getContext('2d')!;
  plainContext.fillStyle = '#ffffff';
  plainContext.fillRect(0, 0, 400, 400);
  await afterNextFrame();

  const samples = Object.fromEntries(EXPORT_STEPS.map((step) => [step, [] as number[]])) as Record<
    ExportStep,
    number[]
  >;
  const timedStep = <T>(step: ExportStep, action: () => T): T => {
    const start = performance.now();
    const result = action();
    samples[step].push(performance.now() - start);
    return result;
  };
  const newCanvas = (): CanvasRenderingContext2D => {
    const canvas = Konva.Util.createCanvasElement();
    canvas.width = canvas.height = 400;
    return canvas.getContext('2d')!;
  };
  for (let index = 0; index < count; index++) {
    const scene = timedStep('build the export scene (with watermark)', () =>
      buildScene(chart, { width: 400, watermark: DEFAULT_WATERMARK }),
    );
    const painted = timedStep('create a 400x400 canvas', newCanvas);
    timedStep('paint the whole scene (chart before its stage exists)', () => paintScene(painted, scene, 1));
    const copied = newCanvas();
    timedStep('copy the displayed layer (drawImage)', () => copied.drawImage(displayed, 0, 0));
    timedStep('paint the watermark over the copy', () =>
      paintScene(
        copied,
        scene,
        1,
        scene.shapes.findIndex((shape) => shape.id === 'watermark'),
      ),
    );
    timedStep('toDataURL of the new canvas', () => copied.canvas.toDataURL('image/png'));
    timedStep('toDataURL of an already drawn canvas (what Chart.js encodes)', () =>
      displayed.toDataURL('image/png'),
    );
    timedStep('toDataURL of a canvas filled with one colour', () => plain.toDataURL('image/png'));
    await afterNextFrame();
  }
  stage.destroy();
  container.remove();
  return samples;
}

declare global {
  interface Window {
    statradarUpdateSteps?: typeof statradarUpdateSteps;
    statradarExportSteps?: typeof statradarExportSteps;
  }
}

window.statradarUpdateSteps = statradarUpdateSteps;
window.statradarExportSteps = statradarExportSteps;
