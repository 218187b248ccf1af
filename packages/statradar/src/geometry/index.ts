export { VIEW_BOX_SIZE, CENTER, RADIUS } from './constants';
export { axisAngle, pointAt, type Point } from './axisAngle';
export { polygonPoints } from './polygon';
export { areaPercent, formatAreaPercent } from './areaPercent';
export { meanValue } from './meanValue';
export {
  layoutLabels,
  type Box,
  type LabelLayout,
  type LabelLayoutOptions,
  type LabelPlacement,
} from './labelLayout';
