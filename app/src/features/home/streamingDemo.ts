import type { Chart } from 'statradar';

/** The six attributes every streaming service is scored on in the home demo. */
export const DEMO_ATTRIBUTES = [
  'Original Shows',
  'Library',
  'UI/UX',
  'Suggestion Algo',
  'Ads',
  'Price',
] as const;

/** One service of the demo: its scores follow DEMO_ATTRIBUTES (higher is better, so few ads score high). */
export interface DemoService {
  name: string;
  color: string;
  values: readonly number[];
}

/** The four services the home demo cycles through. Playful opinions, not measurements. */
export const DEMO_SERVICES: readonly DemoService[] = [
  { name: 'Netflix', color: '#e5484d', values: [92, 78, 88, 84, 62, 38] },
  { name: 'Disney+', color: '#6e56cf', values: [68, 82, 72, 52, 70, 64] },
  { name: 'Prime Video', color: '#0090ff', values: [66, 88, 46, 48, 30, 78] },
  { name: 'Hulu', color: '#30a46c', values: [62, 70, 60, 58, 36, 72] },
];

/** How long each service stays on screen, in milliseconds (spec: 2000). */
export const DEMO_INTERVAL_MS = 2000;

/** How long the morph from one service to the next takes, in milliseconds. */
export const DEMO_MORPH_MS = 700;

/** The demo chart for one service showing `values` (mid-morph values included). */
export function demoChart(service: DemoService, values: readonly number[]): Chart {
  return {
    metadata: { name: 'Streaming services compared', description: '' },
    labels: DEMO_ATTRIBUTES.map((name) => ({ name })),
    data: [{ name: service.name, description: '', color: service.color, values: [...values] }],
  };
}

/** Smooth start and stop for the morph: cubic ease-in-out of progress 0..1. */
export function easeInOutCubic(progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}

/** The values `progress` (0..1, already eased) of the way from `from` to `to`. */
export function valuesBetween(from: readonly number[], to: readonly number[], progress: number): number[] {
  return to.map((target, index) => {
    const start = from[index] ?? target;
    return start + (target - start) * progress;
  });
}
