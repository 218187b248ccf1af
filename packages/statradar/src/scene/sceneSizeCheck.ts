import type { Scene } from './types';

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
  for (const name of ['width', 'height'] as const) {
    const value: unknown = scene[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new (typeof value === 'number' ? RangeError : TypeError)(
        `${caller}: scene.${name} must be a finite number greater than 0, got ${String(value)}.`,
      );
    }
  }
}
