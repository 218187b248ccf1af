/**
 * The contract between the in-page runner and each library's page script: every library
 * registers one adapter per way it draws, and the runner times the same workloads on each.
 */
import type { BenchChart, BenchValueChange } from './workload-data';

/** The workloads of the benchmark, as the runner names them. */
export type WorkloadName = 'W1' | 'W2' | 'W3 first' | 'W3 update' | 'W4' | 'W5 PNG' | 'W5 SVG';

/** One drawn chart. */
export interface ChartInstance {
  /** Changes one value and redraws (synchronously or on the library's next frame). */
  change(change: BenchValueChange): void;
  /** The library's own PNG export (data URL or Blob). */
  exportPng?(): unknown;
  /** The library's own SVG export. */
  exportSvg?(): string;
  destroy(): void;
}

/** A grid of small charts (W4) when the library draws them differently from single charts. */
export interface ChartGrid {
  destroy(): void;
}

export interface LibraryAdapter {
  name: string;
  /** Workloads this adapter takes part in; all when absent. */
  workloads?: readonly WorkloadName[];
  create(container: HTMLDivElement, chart: BenchChart, size: number): ChartInstance;
  /** Draws many small charts at once; by default the runner calls create() for each. */
  createGrid?(containers: readonly HTMLDivElement[], charts: readonly BenchChart[], size: number): ChartGrid;
}

declare global {
  interface Window {
    benchAdapters?: LibraryAdapter[];
  }
}

/** Called by each library's page script; the runner script reads the list. */
export function registerAdapter(adapter: LibraryAdapter): void {
  (window.benchAdapters ??= []).push(adapter);
}
