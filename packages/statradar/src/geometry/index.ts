export { VIEW_BOX_SIZE, CENTER, RADIUS, RING_COUNT } from './constants';
export { axisAngle, pointAt, type Point } from './axisAngle';
export { polygonPoints, polygonArea } from './polygon';
export { areaPercent, formatAreaPercent } from './areaPercent';
export { ringRadii, ringShapes, type RingShape } from './rings';
export { textWidth } from './textWidth';
export { textWrap } from './textWrap';
export {
  layoutLabels,
  type Box,
  type LabelLayout,
  type LabelLayoutOptions,
  type LabelPlacement,
} from './labelLayout';
