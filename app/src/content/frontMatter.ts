/**
 * A small front-matter reader for our content files: a `---` block of `key: value` lines (strings,
 * optionally quoted; true/false) followed by the markdown body. Written by hand because gray-matter and
 * front-matter pull a full YAML parser and Node's Buffer into the browser bundle for a handful of keys.
 * Runs in the browser and in Node (the sitemap plugin reads the same files).
 */
export type FrontMatterValue = string | boolean;

export interface FrontMatterDocument {
  attributes: Record<string, FrontMatterValue>;
  body: string;
}

export class ContentError extends Error {
  constructor(fileName: string, message: string) {
    super(`${fileName}: ${message}`);
    this.name = 'ContentError';
  }
}

function unquoted(fileName: string, lineNumber: number, raw: string): FrontMatterValue {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const quote = value[0];
  if (quote === '"' || quote === "'") {
    if (value.length < 2 || value[value.length - 1] !== quote) {
      throw new ContentError(fileName, `line ${lineNumber}: the quoted value ${value} is not closed.`);
    }
    const inner = value.slice(1, -1);
    return quote === '"'
      ? inner.replaceAll('\\"', '"').replaceAll('\\\\', '\\')
      : inner.replaceAll("''", "'");
  }
  return value;
}

/**
 * Splits a content file into its front-matter attributes and markdown body.
 *
 * @example parseFrontMatter('a.md', '---\ntitle: Hi\nunlisted: true\n---\nBody') // { attributes: { title: 'Hi', unlisted: true }, body: 'Body' }
 */
export function parseFrontMatter(fileName: string, source: string): FrontMatterDocument {
  const text = source.replace(/^\uFEFF/, '').replaceAll('\r\n', '\n');
  if (!text.startsWith('---\n')) {
    throw new ContentError(fileName, 'the file must start with a "---" line opening the front matter.');
  }
  const end = text.indexOf('\n---', 3);
  if (end === -1 || (text[end + 4] !== undefined && text[end + 4] !== '\n')) {
    throw new ContentError(fileName, 'the front matter is not closed by a "---" line.');
  }
  const attributes: Record<string, FrontMatterValue> = {};
  const lines = text.slice(4, end).split('\n');
  lines.forEach((line, index) => {
    const lineNumber = index + 2;
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    const match = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!match?.[1] || match[2] === undefined) {
      throw new ContentError(fileName, `line ${lineNumber}: expected "key: value", got "${line}".`);
    }
    if (match[1] in attributes) {
      throw new ContentError(fileName, `line ${lineNumber}: the key "${match[1]}" appears twice.`);
    }
    attributes[match[1]] = unquoted(fileName, lineNumber, match[2]);
  });
  return { attributes, body: text.slice(end + 4).replace(/^\n+/, '') };
}
