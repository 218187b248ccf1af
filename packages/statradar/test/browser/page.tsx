/**
 * The page of the browser behaviour suite: mounts the one core chart either directly
 * (`mountRadarChart`, as a vanilla embedder does) or through `<RadarChart>` (as a React app does),
 * behind one interface, so every behaviour runs against both.
 */
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { mountRadarChart, type RadarChartHandle, type RadarChartOptions } from '../../src/konva/index';
import { RadarChart, type RadarChartRef } from '../../src/react/index';

export type Kind = 'vanilla' | 'react';

interface Mounted {
  container: HTMLDivElement;
  update(options: Partial<RadarChartOptions>): void;
  handle(): RadarChartHandle;
  destroy(): void;
  events: { type: string; value: unknown }[];
  /** The last error React's binding reported through onError (it never throws into React). */
  lastError?: Error;
}

const mounted = new Map<string, Mounted>();
let nextId = 0;

function mount(kind: Kind, options: RadarChartOptions, containerWidth?: number): string {
  const id = `chart-${++nextId}`;
  const container = document.createElement('div');
  container.id = id;
  container.style.cssText = `width:${containerWidth ?? options.width ?? 400}px;margin:8px`;
  document.body.append(container);
  const events: Mounted['events'] = [];
  let reactFollow: ((selected: number) => void) | undefined;
  const callbacks = {
    onSelect: (value: number) => {
      events.push({ type: 'select', value });
      // A React parent that controls the selection takes the new one (unless told not to).
      if (kind === 'react' && harness.followSelect && reactFollow) reactFollow(value);
    },
    onToggle: (value: unknown) => events.push({ type: 'toggle', value }),
    onHover: (value: unknown) => events.push({ type: 'hover', value }),
  };
  if (kind === 'vanilla') {
    const handle = mountRadarChart(container, { ...options, ...callbacks });
    mounted.set(id, {
      container,
      events,
      update: (patch) => handle.update(patch),
      handle: () => handle,
      destroy: () => handle.destroy(),
    });
  } else {
    const root: Root = createRoot(container);
    const ref = createRef<RadarChartRef>();
    let props: RadarChartOptions = { ...options };
    // The React host is the container's child; give it the container's width to fill.
    const entry: Mounted = {
      container,
      events,
      update: (patch) => {
        const previous = props;
        props = { ...props, ...patch };
        render();
        if (entry.lastError) {
          // A parent would pass good props again; the chart kept showing the last good ones.
          const error = entry.lastError;
          entry.lastError = undefined;
          props = previous;
          throw error;
        }
      },
      handle: () => ref.current!.chart()!,
      destroy: () => root.unmount(),
    };
    reactFollow = (selected) => {
      if (props.selected === undefined) return;
      props = { ...props, selected };
      render();
    };
    const render = () =>
      flushSync(() =>
        root.render(
          <RadarChart ref={ref} {...props} {...callbacks} onError={(error) => (entry.lastError = error)} />,
        ),
      );
    render();
    mounted.set(id, entry);
  }
  return id;
}

function get(id: string): Mounted {
  const chart = mounted.get(id);
  if (!chart) throw new Error(`no chart ${id}`);
  return chart;
}

const harness = {
  /** Whether a React parent passing `selected` takes each selection the chart reports. */
  followSelect: true,
  mount,
  update: (id: string, patch: Partial<RadarChartOptions>) => get(id).update(patch),
  /** Runs `update` and returns the error it threw, as text, or null. */
  failedUpdate(id: string, patch: unknown): string | null {
    try {
      get(id).update(patch as Partial<RadarChartOptions>);
      return null;
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  },
  /** Calls an export on the core chart; returns its text or the error it threw. */
  exportText(id: string, method: 'toDataURL' | 'toSVG', options?: object): string {
    try {
      const chart = get(id).handle();
      return method === 'toSVG' ? chart.toSVG(options) : chart.toDataURL(options);
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  },
  async blobSize(id: string, options?: object): Promise<string> {
    try {
      return String(
        (
          await get(id)
            .handle()
            .toBlob(options as never)
        ).size,
      );
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  },
  handle: (id: string) => get(id).handle(),
  createStage: (id: string) => void get(id).handle().stage,
  hasStage: (id: string) => get(id).container.querySelector('.konvajs-content') !== null,
  size: (id: string) => get(id).handle().size,
  events: (id: string) => get(id).events,
  destroy(id: string): { children: number; afterDestroy: string | null } {
    const chart = get(id);
    const handle = chart.handle();
    chart.destroy();
    let afterDestroy: string | null = null;
    try {
      handle.update({});
    } catch (error) {
      afterDestroy = (error as Error).message;
    }
    return { children: chart.container.querySelectorAll('canvas, [role]').length, afterDestroy };
  },
  setContainerWidth: (id: string, width: number) => void (get(id).container.style.width = `${width}px`),
  frames: (count = 2) =>
    new Promise<void>((resolve) => {
      const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
      step(count);
    }),
};

declare global {
  interface Window {
    harness: typeof harness;
  }
}
window.harness = harness;
