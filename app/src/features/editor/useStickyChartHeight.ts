import { useEffect, type RefObject } from 'react';

/** The sticky chart's height as a custom property, the scroll margin of the controls beneath it (Editor.css). */
const STICKY_HEIGHT_PROPERTY = '--editor-sticky-height';

/**
 * Publishes the sticky chart's height (as `--editor-sticky-height` on the page) for the scroll
 * margin of the controls that pass beneath it, so a control reached with Tab lands below the chart
 * instead of behind it: the browser then counts what the chart covers as out of view.
 */
export function useStickyChartHeight(stage: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(
        STICKY_HEIGHT_PROPERTY,
        `${Math.ceil(element.getBoundingClientRect().height)}px`,
      );
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEIGHT_PROPERTY);
    };
  }, [stage]);
}
