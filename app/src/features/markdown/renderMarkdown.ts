import DOMPurify from 'dompurify';
import { Marked, Renderer, type Tokens } from 'marked';

import { isExternalUrl, safeUrl } from './safeUrl';
import { SITE_IMAGE_SIZES } from './siteImageSizes';
import { escapeHtml } from '../head/escapeHtml';

/** The box a table scrolls in (see the table renderer below). */
const TABLE_BOX_CLASS = 'markdown-table';

const markdownParser = new Marked({
  gfm: true,
  // Addresses are checked here and again on the sanitised DOM below: the first keeps the emptied
  // href in marked's output, the second sees exactly what the browser's parser decoded.
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const linkOrImage = token as Tokens.Link | Tokens.Image;
      linkOrImage.href = safeUrl(linkOrImage.href);
    }
  },
  renderer: {
    // Raw HTML in markdown is shown as text, never interpreted (spec section 2, Blog).
    html({ text, block }: Tokens.HTML | Tokens.Tag) {
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    // A table scrolls sideways in its own box where it is wider than the page (a phone), and
    // keyboard users can reach that box to scroll it: Safari, unlike Chromium and Firefox, does
    // not focus a scrolling box of itself. The table stays a table (display), so assistive
    // technology keeps its rows and columns.
    table(token: Tokens.Table) {
      return `<div class="${TABLE_BOX_CLASS}" role="region" aria-label="Table" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

/** Exactly the elements marked produces for GFM; anything else is dropped by DOMPurify. */
const ALLOWED_TAGS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'strong',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
const ALLOWED_ATTR = [
  'href',
  'src',
  'alt',
  'title',
  'align',
  'start',
  'class',
  'type',
  'checked',
  'disabled',
  'role',
  'aria-label',
  'tabindex',
];
/**
 * Attributes kept only with the one value the table renderer writes, on its box: raw HTML in the
 * source is shown as text, so nothing else can write them, and this keeps it so whatever marked
 * changes.
 */
const TABLE_BOX_ATTRIBUTES: Record<string, string> = {
  class: TABLE_BOX_CLASS,
  role: 'region',
  'aria-label': 'Table',
  tabindex: '0',
};
const URL_ATTRIBUTES = new Set(['href', 'src']);

function createPurifier(): ReturnType<typeof DOMPurify> {
  // A private instance so these hooks never leak into other users of DOMPurify.
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, event) => {
    if (node.tagName === 'DIV') {
      event.keepAttr =
        Object.hasOwn(TABLE_BOX_ATTRIBUTES, event.attrName) &&
        TABLE_BOX_ATTRIBUTES[event.attrName] === event.attrValue;
      return;
    }
    if (Object.hasOwn(TABLE_BOX_ATTRIBUTES, event.attrName) && event.attrName !== 'class')
      event.keepAttr = false;
    if (URL_ATTRIBUTES.has(event.attrName)) {
      event.attrValue = safeUrl(event.attrValue);
      // An emptied address is kept empty (spec: "emptied"), so force DOMPurify to keep it.
      event.forceKeepAttr = true;
    }
    if (event.attrName === 'class' && !/^language-[\w-]+$/.test(event.attrValue)) event.keepAttr = false;
    if (event.attrName === 'type' && event.attrValue !== 'checkbox') event.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && isExternalUrl(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An emptied address would link to the page itself (a reload): the link is left inert, its
    // text read as text (styled in global.css), and out of the tab order.
    if (node.tagName === 'A' && node.getAttribute('href') === '') {
      node.setAttribute('aria-disabled', 'true');
      node.setAttribute('tabindex', '-1');
    }
    // The site's own images keep their place while they load (nothing below them moves).
    const size = node.tagName === 'IMG' ? SITE_IMAGE_SIZES[node.getAttribute('src') ?? ''] : undefined;
    if (size) {
      node.setAttribute('width', String(size[0]));
      node.setAttribute('height', String(size[1]));
    }
  });
  return purifier;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** Markdown source shown as typed: escaped, a paragraph per block, its line breaks kept. */
function typedText(source: string): string {
  return source
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${escapeHtml(block.trim()).replaceAll('\n', '<br>')}</p>\n`)
    .join('');
}

/**
 * How images of markdown written by someone else are treated (shared, non-sample cloud charts):
 * "block" replaces each image by a text placeholder, so nothing is fetched (a third-party image
 * would tell its host who viewed the chart); "allow" keeps them but sends no referrer. Absent, the
 * content is first-party (articles, your own charts) and images load as written.
 */
export type ForeignImages = 'block' | 'allow';

export interface RenderMarkdownOptions {
  foreignImages?: ForeignImages;
}

export interface RenderedMarkdown {
  html: string;
  /** How many images were replaced by placeholders ("block" only). */
  blockedImages: number;
}

/** Applies `foreignImages` to sanitised HTML, in an inert document (nothing loads while we work). */
function withForeignImages(html: string, mode: ForeignImages): RenderedMarkdown {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const images = [...body.querySelectorAll('img')];
  for (const image of images) {
    if (mode === 'allow') {
      image.setAttribute('referrerpolicy', 'no-referrer');
      image.setAttribute('loading', 'lazy');
      continue;
    }
    const placeholder = body.ownerDocument.createElement('span');
    placeholder.className = 'markdown-image-blocked';
    const alt = image.getAttribute('alt')?.trim();
    placeholder.textContent = alt ? `[Image: ${alt}]` : '[Image]';
    image.replaceWith(placeholder);
  }
  return { html: body.innerHTML, blockedImages: mode === 'block' ? images.length : 0 };
}

/**
 * The one place in the app that turns markdown into HTML. Raw HTML in the source is shown as text;
 * link and image addresses keep only http, https, irc, ircs, mailto, xmpp or relative addresses and are
 * emptied otherwise; external links open in a new tab with rel="noopener noreferrer".
 *
 * @example renderMarkdown('**Hi** <b>there</b>') // '<p><strong>Hi</strong> &lt;b&gt;there&lt;/b&gt;</p>\n'
 */
export function renderMarkdown(source: string): string {
  purifier ??= createPurifier();
  let html: string;
  try {
    html = markdownParser.parse(source, { async: false });
  } catch {
    // marked parses nested blocks by recursion: a few thousand nested quotes ("> > > …", 6 KB of
    // a 20,000-character description) ran it out of stack, and the page showing the description
    // failed whole ("This page could not be shown"). Such text is shown as the text it was typed as.
    return typedText(source);
  }
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * {@link renderMarkdown} for content that may be someone else's: with `foreignImages: 'block'`
 * images become "[Image: alt]" placeholders (and are counted), with 'allow' they load without a
 * referrer. The same URL allowlist applies either way.
 *
 * @example renderMarkdownContent('![cat](https://x.test/c.png)', { foreignImages: 'block' })
 * // { html: '<p><span class="markdown-image-blocked">[Image: cat]</span></p>\n', blockedImages: 1 }
 */
export function renderMarkdownContent(source: string, options: RenderMarkdownOptions = {}): RenderedMarkdown {
  const html = renderMarkdown(source);
  if (!options.foreignImages || !html.includes('<img')) return { html, blockedImages: 0 };
  return withForeignImages(html, options.foreignImages);
}
