import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';

import './CollapsibleText.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
/** Marks an element this component took out of the tab order, holding its own tabindex ('' for none). */
const SAVED_TABINDEX = 'data-collapsed-tabindex';

/** Whether every line box of the element lies inside the body's visible (clamped) area. */
function isShown(element: Element, body: HTMLElement): boolean {
  const area = body.getBoundingClientRect();
  const top = area.top;
  const bottom = area.top + body.clientHeight;
  const boxes = [...element.getClientRects()];
  return boxes.length > 0 && boxes.every((box) => box.top >= top - 1 && box.bottom <= bottom + 1);
}

/**
 * While the text is clamped, links and controls in its clipped part leave the tab order (Tab goes on
 * to "Show more", which opens them up), and those in its visible part keep it. Elements that become
 * visible again get their own tabindex back.
 */
function syncTabStops(body: HTMLElement): void {
  for (const element of body.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const saved = element.getAttribute(SAVED_TABINDEX);
    if (isShown(element, body)) {
      if (saved === null) continue;
      if (saved === '') element.removeAttribute('tabindex');
      else element.setAttribute('tabindex', saved);
      element.removeAttribute(SAVED_TABINDEX);
    } else if (saved === null) {
      element.setAttribute(SAVED_TABINDEX, element.getAttribute('tabindex') ?? '');
      element.setAttribute('tabindex', '-1');
    }
  }
}

/**
 * Clamps its content to a few lines with a "Show more" button when it is longer, so a long chart
 * description (or a grid's list of a hundred long axis names) does not push the chart below the
 * first screen. While the content is being edited
 * (it holds a text field) the clamp is lifted by CSS. Links in the clipped part cannot take the
 * focus while clamped; should anything focus one anyway, the text expands so the focus is seen.
 */
export function CollapsibleText({ children, className = '' }: { children: ReactNode; className?: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    // Measured against the clamped height, so it also notices content that grows or shrinks later.
    const measure = () => {
      setOverflows(body.scrollHeight > body.clientHeight + 1);
      syncTabStops(body);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    // Not attributes: syncTabStops changes those.
    const mutations = new MutationObserver(measure);
    mutations.observe(body, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);

  // The focused element that made the text expand, to bring into view once it is laid out in full.
  const revealRef = useRef<Element | null>(null);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    syncTabStops(body);
    const focused = revealRef.current;
    revealRef.current = null;
    if (expanded && focused?.isConnected) focused.scrollIntoView({ block: 'nearest' });
  }, [expanded]);

  function revealFocus(event: FocusEvent<HTMLDivElement>) {
    const body = bodyRef.current;
    if (expanded || !body || isShown(event.target, body)) return;
    revealRef.current = event.target;
    setExpanded(true);
  }

  return (
    <div className={`collapsible ${className}`} data-expanded={expanded}>
      <div id={bodyId} ref={bodyRef} className="collapsible-body" onFocus={revealFocus}>
        {children}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className="collapsible-toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
    </div>
  );
}
