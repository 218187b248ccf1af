import type { SceneShape } from '../scene/types';

/** Whether two scene shapes draw the same thing (field by field, arrays element by element). */
export function sceneShapeEquals(a: SceneShape, b: SceneShape): boolean {
  if (a === b) return true;
  const aEntries = Object.entries(a);
  if (aEntries.length !== Object.keys(b).length) return false;
  const bRecord = b as unknown as Record<string, unknown>;
  return aEntries.every(([key, value]) => {
    const other = bRecord[key];
    if (value === other) return true;
    if (!Array.isArray(value) || !Array.isArray(other) || value.length !== other.length) return false;
    return value.every((item, index) => item === other[index]);
  });
}
