import { VIEW_BOX_SIZE, type Chart } from 'statradar';
import { buildScene } from 'statradar/svg';

/** Chart labels smaller than this are hidden (issue 14): an unreadable label is worse than none. */
const MIN_LABEL_PX = 10;

/**
 * Whether a card's chart labels would draw under {@link MIN_LABEL_PX} at `size` pixels: the size
 * the engine draws these attribute names at there (it lays labels out larger on small charts, up to
 * a point; see its minLabelSize), within a hundredth of a pixel (10 px can come out as
 * 9.999999999999998).
 */
export function gridLabelsHidden(chart: Chart, size: number): boolean {
  const scene = buildScene({ ...chart, data: chart.data.slice(0, 1) }, { width: size });
  const label = scene.shapes.find((shape) => shape.kind === 'text' && shape.id.startsWith('label-'));
  const pixels = label?.kind === 'text' ? (label.fontSize * size) / VIEW_BOX_SIZE : 0;
  return pixels < MIN_LABEL_PX - 0.01;
}
