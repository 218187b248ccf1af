import { Lexer, type Token, type Tokens } from 'marked';

/**
 * marked's tokens keep named character references as typed, for the browser to decode. These are
 * the ones markdown text meets in practice (HTML's own escapes); any other stays as typed.
 */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodedReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi, (reference, decimal, hex, name) => {
    if (name !== undefined) return NAMED_REFERENCES[(name as string).toLowerCase()] ?? reference;
    const codePoint = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16);
    // As HTML reads them: no NUL, nothing past Unicode, no lone surrogate halves.
    const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return valid ? String.fromCodePoint(codePoint) : '\ufffd';
  });
}

/** Blocks, list items, cells and line breaks become a space; inline markup only its text. */
function tokensText(tokens: readonly Token[]): string {
  return tokens.map(tokenText).join('');
}

function tokenText(token: Token): string {
  switch (token.type) {
    case 'paragraph':
    case 'heading':
    case 'blockquote':
      return ` ${tokensText(token.tokens ?? [])} `;
    case 'list':
      return (token as Tokens.List).items.map((item) => ` ${tokensText(item.tokens)} `).join('');
    case 'table': {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows]
        .flat()
        .map((cell) => ` ${tokensText(cell.tokens)} `)
        .join('');
    }
    case 'code':
      return ` ${(token as Tokens.Code).text} `;
    // Raw HTML reads as the text it was typed as, as renderMarkdown shows it: never markup.
    case 'html':
      return (token as Tokens.HTML).block ? ` ${token.text} ` : token.text;
    case 'codespan':
    case 'escape':
      return token.text;
    // An image's alt text as the page writes it: its own markdown reduced to text too.
    case 'image':
    case 'text':
      return token.tokens ? tokensText(token.tokens) : decodedReferences(token.text);
    case 'space':
    case 'hr':
    case 'br':
      return ' ';
    // Link definitions and task boxes show no text.
    case 'def':
    case 'checkbox':
      return '';
    default:
      // strong, em, del, link and whatever a later marked adds: their children's text.
      return 'tokens' in token && Array.isArray(token.tokens) ? tokensText(token.tokens) : '';
  }
}

/**
 * Markdown as the one line of plain text a reader sees, for previews such as feed cards (no DOM
 * needed). Headings, emphasis and code lose their markup, links keep their text, images their alt
 * text; blocks, list items, cells and line breaks become one space. Raw HTML stays as the text it
 * was typed as, as in renderMarkdown. (Meta descriptions keep the description as written: the
 * spec's "first 160 characters of the chart description".)
 *
 * @example markdownToPlainText('# Scores (out of 100)\n\nFor **C#** devs!') // 'Scores (out of 100) For C# devs!'
 */
export function markdownToPlainText(source: string): string {
  let text: string;
  try {
    text = tokensText(Lexer.lex(source, { gfm: true }));
  } catch {
    // Nesting too deep for marked's recursion (thousands of nested quotes): the text as typed,
    // rather than a feed that fails whole over one card.
    text = source;
  }
  return text.replace(/\s+/g, ' ').trim();
}
