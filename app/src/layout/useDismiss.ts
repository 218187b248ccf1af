import { useEffect, type RefObject } from 'react';

/**
 * While `open`, calls `close` on Escape, on a mouse or pen press outside `containerRef`, on a tap
 * outside it, or when the keyboard focus moves out of it (menus and pop-overs): a panel left open
 * would cover the controls Tab goes on to (WCAG 2.4.11). Escape returns focus to the container's
 * first button so keyboard users are not lost.
 */
export function useDismiss(
  containerRef: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    function isOutside(event: Event): boolean {
      const container = containerRef.current;
      return !!container && event.target instanceof Node && !container.contains(event.target);
    }
    // A finger pressing outside may be starting a scroll (to reach the rest of a tall panel on a
    // phone): it closes when it lifts, unless the browser took it for a scroll (pointercancel).
    // Not on click: iOS Safari sends none for a tap on an element that is not clickable.
    let touchOutside = false;
    function onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'touch') touchOutside = isOutside(event);
      else if (isOutside(event)) close();
    }
    function onPointerUp(event: PointerEvent) {
      if (event.pointerType === 'touch' && touchOutside) close();
      touchOutside = false;
    }
    function onPointerCancel() {
      touchOutside = false;
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const container = containerRef.current;
      close();
      container?.querySelector<HTMLElement>('button, summary')?.focus();
    }
    function onFocusIn(event: FocusEvent) {
      if (isOutside(event)) close();
    }
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerCancel);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', onPointerCancel);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [containerRef, open, close]);
}
