import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as ImportText from './data/importText';

// Records each reading of the text, and whether the text box already showed that text then.
const { reads } = vi.hoisted(() => ({ reads: [] as { text: string; shown: boolean }[] }));
vi.mock('./data/importText', async (importOriginal) => {
  const actual = await importOriginal<typeof ImportText>();
  return {
    ...actual,
    readImportText: (text: string) => {
      const box = document.querySelector('textarea');
      reads.push({ text, shown: box?.value === text });
      return actual.readImportText(text);
    },
  };
});

import { baseName, ImportDialog, importSourceFromFile } from './ImportDialog';

function table(rows: number): string {
  const header = ['Name', ...Array.from({ length: 12 }, (_, column) => `A${column + 1}`)].join(',');
  const lines = Array.from({ length: rows }, (_, row) =>
    [`P${row + 1}`, ...Array.from({ length: 12 }, (_, column) => (row * 7 + column * 13) % 101)].join(','),
  );
  return [header, ...lines].join('\n');
}

describe('ImportDialog', () => {
  afterEach(() => {
    cleanup();
    reads.length = 0;
  });

  it('shows a keystroke in the text box before it reads and previews the text', () => {
    const noop = () => {};
    const before = table(200);
    const { rerender } = render(<ImportDialog source={{ text: before }} onSource={noop} onClose={noop} />);
    expect(screen.getByText(/200 data sets × 12/)).toBeTruthy();
    reads.length = 0;

    const typed = `${before}1`;
    rerender(<ImportDialog source={{ text: typed }} onSource={noop} onClose={noop} />);

    // Before, the 200-row text was read (and previewed) in the render that showed the keystroke,
    // so the box showed nothing until that work was done.
    expect(reads).toEqual([{ text: typed, shown: true }]);
    expect(screen.getByRole('textbox', { name: 'Table text' })).toHaveProperty('value', typed);
    expect(screen.getByText(/200 data sets × 12/)).toBeTruthy();
  });
});

describe('importSourceFromFile', () => {
  function file(bytes: number[] | string, name: string): File {
    return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);
  }

  it('names a chart after its file, cut to 200 characters without splitting an emoji', () => {
    expect(baseName('  Pet scores.csv')).toBe('Pet scores');
    expect(baseName(`${'x'.repeat(199)}😀.csv`)).toBe('x'.repeat(199));
    expect(baseName(`${'x'.repeat(198)}😀.csv`)).toBe(`${'x'.repeat(198)}😀`);
    expect(baseName('.csv')).toBeNull();
  });

  it('reads a CSV saved by Excel on Windows (Windows-1252) with its accents', async () => {
    const latin1 = [...'Name;Vitesse;Force;Agilit\xe9\r\nZo\xe9;1;2;3\r\n'].map((c) => c.charCodeAt(0));
    expect(await importSourceFromFile(file(latin1, 'scores.csv'))).toEqual({
      text: 'Name;Vitesse;Force;Agilité\r\nZoé;1;2;3\r\n',
      fileName: 'scores.csv',
    });
  });

  it('reads UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark', async () => {
    const text = 'Name,Vitesse,Force,Agilité\nZoé 😀,1,2,3';
    expect(await importSourceFromFile(file(text, 'a.csv'))).toEqual({ text, fileName: 'a.csv' });
    const bom = [0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)];
    expect(await importSourceFromFile(file(bom, 'b.csv'))).toEqual({ text, fileName: 'b.csv' });
    const utf16 = [0xff, 0xfe];
    for (let index = 0; index < text.length; index++) {
      const unit = text.charCodeAt(index);
      utf16.push(unit & 0xff, unit >> 8);
    }
    expect(await importSourceFromFile(file(utf16, 'c.tsv'))).toEqual({ text, fileName: 'c.tsv' });
  });

  it('refuses a file that is not text (an image or a workbook renamed .csv) with a message', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
    const bytes = Array.from({ length: 3000 }, (_, index) => png[index] ?? (index * 73 + 11) % 256);
    expect(await importSourceFromFile(file(bytes, 'photo.csv'))).toEqual({
      error:
        '"photo.csv" is not a text file, so it was not imported. Save the sheet as CSV (or TSV) and import that file.',
    });
  });

  it('refuses an empty file, or one with only a byte order mark and blank lines, with a message', async () => {
    for (const content of ['', '\uFEFF\r\n\r\n', '  \n\t\n']) {
      expect(await importSourceFromFile(file(content, 'empty.csv'))).toEqual({
        error: '"empty.csv" is empty, so there is nothing to import.',
      });
    }
  });
});
