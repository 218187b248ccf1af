export { CopyEmbedCode } from './CopyEmbedCode';
export { EmbedChart } from './EmbedChart';
export { EMBED_HEIGHT, EMBED_WIDTH, embedPath, embedSnippet } from './embedSnippet';
