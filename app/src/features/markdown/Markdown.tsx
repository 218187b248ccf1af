import { useMemo, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

import { useIsForeignContent } from './foreignContent';
import { renderMarkdownContent } from './renderMarkdown';
import './markdown.css';

export interface MarkdownProps {
  source: string;
  className?: string;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Rendered markdown (through `renderMarkdown`, the app's only HTML producer). Links to pages of this
 * site navigate inside the app instead of reloading it. Inside foreign content (see
 * ForeignContentContext) images are placeholders until the viewer clicks "Show images"; they then
 * load without a referrer.
 */
export function Markdown({ source, className }: MarkdownProps) {
  const foreign = useIsForeignContent();
  const [imagesShown, setImagesShown] = useState(false);
  const { html, blockedImages } = useMemo(
    () => renderMarkdownContent(source, foreign ? { foreignImages: imagesShown ? 'allow' : 'block' } : {}),
    [source, foreign, imagesShown],
  );
  const [, navigate] = useLocation();

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target === '_blank' || !isPlainLeftClick(event)) return;
    let url: URL;
    try {
      url = new URL(anchor.href, window.location.href);
    } catch {
      return; // An address the URL parser refuses (`irc://h:99999`): the browser's own handling.
    }
    if (url.origin !== window.location.origin || anchor.getAttribute('href') === '') return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  const content = (
    // The click handler only routes clicks on real links (which stay keyboard-operable themselves).
    <div className={className} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
  if (blockedImages === 0) return content;
  return (
    <div className="markdown-foreign">
      {content}
      <p className="markdown-images-notice">
        {blockedImages === 1 ? '1 image is' : `${blockedImages} images are`} hidden, so the sites they come
        from cannot see that you viewed this chart.{' '}
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setImagesShown(true)}
        >
          Show images
        </button>
      </p>
    </div>
  );
}
