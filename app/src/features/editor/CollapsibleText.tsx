import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * Clamps its content to a few lines with a "Show more" button when it is longer, so a long chart
 * description does not push the chart below the first screen. While the content is being edited
 * (it holds a text field) the clamp is lifted by CSS.
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
    const measure = () => setOverflows(body.scrollHeight > body.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of body.children) observer.observe(child);
    const mutations = new MutationObserver(measure);
    mutations.observe(body, { childList: true, subtree: true, characterData: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);

  return (
    <div className={`collapsible ${className}`} data-expanded={expanded}>
      <div id={bodyId} ref={bodyRef} className="collapsible-body">
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
