/** Order statistics over timing samples (nearest-rank, no interpolation). */

function sorted(samples) {
  return [...samples].sort((a, b) => a - b);
}

export function percentile(samples, fraction) {
  if (samples.length === 0) return NaN;
  const ordered = sorted(samples);
  return ordered[Math.min(ordered.length - 1, Math.max(0, Math.ceil(fraction * ordered.length) - 1))];
}

export function median(samples) {
  if (samples.length === 0) return NaN;
  const ordered = sorted(samples);
  const middle = ordered.length >> 1;
  return ordered.length % 2 ? ordered[middle] : (ordered[middle - 1] + ordered[middle]) / 2;
}
