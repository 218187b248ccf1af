import type { Chart } from 'statradar';

/**
 * One drawing per chart id (a preview card, an embed's no-script chart), drawn again only when the
 * chart's version (its updated_at) changes. Past `capacity` drawings, or `maxSize` in all (bytes of
 * a Buffer, characters of a string), the one drawn longest ago goes first.
 */
export class DrawingCache<Drawing extends Buffer | string> {
  private readonly drawings = new Map<string, { version: string; drawing: Drawing }>();
  private size = 0;

  constructor(
    private readonly draw: (chart: Chart) => Drawing,
    private readonly capacity = 256,
    private readonly maxSize = Number.POSITIVE_INFINITY,
  ) {}

  /** The drawing of this version of the chart, if it is still cached. */
  cached(id: string, version: string): Drawing | undefined {
    const cached = this.drawings.get(id);
    return cached?.version === version ? cached.drawing : undefined;
  }

  /** The cached drawing, or a new one (kept unless it alone is over `maxSize`). */
  drawing(id: string, version: string, chart: Chart): Drawing {
    const cached = this.cached(id, version);
    if (cached !== undefined) return cached;
    const drawing = this.draw(chart);
    this.forget(id);
    if (drawing.length > this.maxSize) return drawing;
    // Oldest first out: a Map keeps insertion order.
    while (this.drawings.size >= this.capacity || this.size + drawing.length > this.maxSize) {
      this.forget(this.drawings.keys().next().value!);
    }
    this.drawings.set(id, { version, drawing });
    this.size += drawing.length;
    return drawing;
  }

  private forget(id: string): void {
    const entry = this.drawings.get(id);
    if (!entry) return;
    this.size -= entry.drawing.length;
    this.drawings.delete(id);
  }
}
