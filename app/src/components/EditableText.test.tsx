import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearDraft, writeDraft } from '../data/localChartsExtras';
import { EditableText, pasteCutMessage } from './EditableText';
import { ToastRegion } from './ToastRegion';
import { resetToasts } from './toasts';

describe('EditableText', () => {
  afterEach(() => {
    cleanup();
    clearDraft('MyChart:name');
    resetToasts();
  });

  it('cuts a stored draft longer than the field allows to its limit, shown and saved', () => {
    // A draft kept by an older version, or edited by hand: typing can never make one this long.
    writeDraft('MyChart:name', 'x'.repeat(300));
    const onSave = vi.fn();
    render(
      <EditableText
        value="Radar"
        onSave={onSave}
        label="chart name"
        maxLength={200}
        draftKey="MyChart:name"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'chart name' });
    expect(box).toHaveProperty('value', 'x'.repeat(200));
    expect(screen.getByText('200 / 200 characters')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('x'.repeat(200));
  });

  it('keeps a stored draft within the limit as it is', () => {
    writeDraft('MyChart:name', 'Snacks, fixed');
    const onSave = vi.fn();
    render(
      <EditableText
        value="Radar"
        onSave={onSave}
        label="chart name"
        maxLength={200}
        draftKey="MyChart:name"
      />,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'chart name' }), { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('Snacks, fixed');
  });

  describe('a paste longer than the room left', () => {
    function editName(text: string) {
      writeDraft('MyChart:name', text);
      render(
        <>
          <EditableText
            value="Radar"
            onSave={vi.fn()}
            label="chart name"
            maxLength={200}
            draftKey="MyChart:name"
          />
          <ToastRegion />
        </>,
      );
      return screen.getByRole('textbox', { name: 'chart name' }) as HTMLInputElement;
    }
    const paste = (box: HTMLInputElement, text: string) =>
      fireEvent.paste(box, { clipboardData: { getData: () => text } });

    it('says it was cut (the field cuts it to its limit without a word)', () => {
      const box = editName('x'.repeat(150));
      box.setSelectionRange(150, 150);
      paste(box, 'y'.repeat(51));
      expect(screen.getByRole('log').textContent).toBe(
        'Pasted text was cut: the chart name holds at most 200 characters.',
      );
      expect(pasteCutMessage('chart name', 200)).toBe(
        'Pasted text was cut: the chart name holds at most 200 characters.',
      );
    });

    it('says nothing of a paste that fits, in the room left or over the selected text it replaces', () => {
      const box = editName('x'.repeat(150));
      box.setSelectionRange(150, 150);
      paste(box, 'y'.repeat(50));
      box.setSelectionRange(0, 150);
      paste(box, 'y'.repeat(200));
      // Line breaks count once each (\r\n too), as the browser inserts them.
      box.setSelectionRange(0, 150);
      paste(box, `${'y'.repeat(98)}\r\n${'y'.repeat(100)}`);
      expect(screen.getByRole('log').textContent).toBe('');
    });
  });
});
