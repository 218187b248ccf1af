import type { SceneShape } from '../scene/types';

/**
 * Whether two scene shapes draw the same thing (field by field, arrays element by element). It
 * runs for every shape of every update, so it allocates nothing (no Object.entries).
 */
export function sceneShapeEquals(a: SceneShape, b: SceneShape): boolean {
  if (a === b) return true;
  const aRecord = a as unknown as Record<string, unknown>;
  const bRecord = b as unknown as Record<string, unknown>;
  let keys = 0;
  for (const key in aRecord) {
    keys++;
    const value = aRecord[key];
    const other = bRecord[key];
    if (value === other) {
      if (value === undefined && !(key in bRecord)) return false;
      continue;
    }
    if (!Array.isArray(value) || !Array.isArray(other) || value.length !== other.length) return false;
    for (let index = 0; index < value.length; index++) {
      if (value[index] !== other[index]) return false;
    }
  }
  for (const key in bRecord) if (key) keys--;
  return keys === 0;
}
