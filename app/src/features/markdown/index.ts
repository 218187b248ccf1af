export { renderMarkdown } from './renderMarkdown';
export { Markdown, type MarkdownProps } from './Markdown';
export { ALLOWED_URL_SCHEMES, safeUrl, urlScheme } from './safeUrl';
