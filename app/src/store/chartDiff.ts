/**
 * Copies the differences between two versions of a chart onto an immer draft of the first one.
 * The engine's pure functions return a whole new chart; assigning only what changed keeps immer's
 * patches as small as the edit (one value for a slider move), so the undo history stays small.
 */
type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/** Makes `draft` (a draft of `base`) equal to `next`, touching only the keys whose values differ. */
export function assignChanges(draft: Container, base: Container, next: Container): void {
  const target = draft as Record<string, unknown>;
  const before = base as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  if (Array.isArray(draft) && Array.isArray(next) && draft.length > next.length) draft.length = next.length;
  for (const key of Object.keys(before)) {
    if (!(key in after) && key in target) delete target[key];
  }
  for (const [key, value] of Object.entries(after)) {
    const previous = before[key];
    if (previous === value) continue;
    const child = target[key];
    if (
      isContainer(previous) &&
      isContainer(value) &&
      isContainer(child) &&
      Array.isArray(previous) === Array.isArray(value)
    ) {
      assignChanges(child, previous, value);
    } else {
      target[key] = value;
    }
  }
}
