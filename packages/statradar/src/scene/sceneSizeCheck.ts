import type { Scene } from './types';
import { positiveNumber } from '../model/optionError';

/**
 * Checks that a value given as a scene has an output size a renderer can use (finite, positive
 * width and height) and a list of shapes; throws a TypeError or RangeError naming the field.
 */
export function checkSceneSize(scene: Scene, caller: string): void {
  if (typeof scene !== 'object' || scene === null || !Array.isArray(scene.shapes)) {
    throw new TypeError(
      `${caller}: expected a scene from buildScene (an object with width, height and shapes).`,
    );
  }
  positiveNumber(caller, 'scene.width', scene.width);
  positiveNumber(caller, 'scene.height', scene.height);
}
