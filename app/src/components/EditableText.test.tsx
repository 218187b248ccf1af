import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { clearDraft, writeDraft } from '../data/localChartsExtras';
import { EditableText } from './EditableText';

describe('EditableText', () => {
  afterEach(() => {
    cleanup();
    clearDraft('MyChart:name');
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
});
