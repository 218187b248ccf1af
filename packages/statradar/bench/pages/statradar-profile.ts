/**
 * Where statradar's update time goes: the same steps mountRadarChart takes for one value change
 * (setValue, buildScene, the renderer's diff, Konva's scene and hit drawing, the accessible DOM),
 * each timed on its own with performance.now(), plus the frame that follows. Run by run.mjs after
 * the rounds so the report can say which step to make cheaper.
 */
import { buildScene, setValue } from '../../src/index';
import { createAccessibleChartDom } from '../../src/konva/accessibleChartDom';
import { createRadarRenderer } from '../../src/konva/index';
import { Konva } from '../../src/konva/konvaClasses';
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
    STEPS.forEach((name, index) => samples[name].push(times[index + 1]! - times[index]!));
    await afterNextFrame();
  }
  renderer.destroy();
  stage.destroy();
  accessible.destroy();
  container.remove();
  return samples;
}

declare global {
  interface Window {
    statradarUpdateSteps?: typeof statradarUpdateSteps;
  }
}

window.statradarUpdateSteps = statradarUpdateSteps;
