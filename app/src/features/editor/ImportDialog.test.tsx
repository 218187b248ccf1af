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

import { ImportDialog } from './ImportDialog';

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
