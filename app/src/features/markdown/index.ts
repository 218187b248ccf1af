export { markdownToPlainText } from './markdownToPlainText';
export {
  renderMarkdown,
  renderMarkdownContent,
  type ForeignImages,
  type RenderedMarkdown,
} from './renderMarkdown';
export { Markdown, type MarkdownProps } from './Markdown';
export { ForeignContentContext, useIsForeignContent } from './foreignContent';
export { ALLOWED_URL_SCHEMES, safeUrl, urlScheme } from './safeUrl';
