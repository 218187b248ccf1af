import { useMemo, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

import { renderMarkdown } from './renderMarkdown';

export interface MarkdownProps {
  source: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Rendered markdown (through `renderMarkdown`, the app's only HTML producer). Links to pages of this
 * site navigate inside the app instead of reloading it.
 */
export function Markdown({ source, className }: MarkdownProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const [, navigate] = useLocation();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || !isPlainLeftClick(event)) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || anchor.getAttribute('href') === '') return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return (
    // The click handler only routes clicks on real links (which stay keyboard-operable themselves).
    <div className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
