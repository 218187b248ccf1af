/**
 * The parts of Konva the chart uses, each from its own module: Stage, Layer and Shape, the canvas
 * helper and Konva's global settings. Not the `konva` entry, which pulls in every shape and filter,
 * nor `konva/lib/Core`, which adds Group, FastLayer, Animation, Tween and easings the chart never
 * uses (3 KB min+gzip): every scene shape is a plain Konva Shape drawn by the one painter.
 */
export { Konva as KonvaGlobal } from 'konva/lib/Global';
export { Layer } from 'konva/lib/Layer';
export { Shape } from 'konva/lib/Shape';
export { Stage } from 'konva/lib/Stage';
export { Util } from 'konva/lib/Util';
