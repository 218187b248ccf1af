import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AttributeRow } from './AttributeRow';

describe('AttributeRow', () => {
  afterEach(cleanup);

  it('names the slider, the value field and the delete button of a blank attribute by its place', () => {
    render(
      <ul>
        <AttributeRow dataSetIndex={0} labelIndex={1} name="  " value={40} canRemove />
      </ul>,
    );
    expect(screen.getByRole('slider', { name: 'Attribute 2' })).toHaveProperty('value', '40');
    expect(screen.getByRole('spinbutton', { name: 'Attribute 2' })).toHaveProperty('value', '40');
    expect(screen.getByRole('button', { name: 'Delete attribute Attribute 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit attribute Attribute 2' })).toBeTruthy();
  });

  it('names them after the attribute otherwise', () => {
    render(
      <ul>
        <AttributeRow dataSetIndex={0} labelIndex={0} name="Speed" value={80} canRemove />
      </ul>,
    );
    expect(screen.getByRole('slider', { name: 'Speed' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Speed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete attribute Speed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit attribute Speed' })).toBeTruthy();
  });

  it('tells screen readers the exact value on the slider when it has decimals', () => {
    render(
      <ul>
        <AttributeRow dataSetIndex={0} labelIndex={0} name="Speed" value={72.5} canRemove />
        <AttributeRow dataSetIndex={0} labelIndex={1} name="Power" value={72} canRemove />
      </ul>,
    );
    expect(screen.getByRole('slider', { name: 'Speed' }).getAttribute('aria-valuetext')).toBe('72.5');
    expect(screen.getByRole('slider', { name: 'Power' }).hasAttribute('aria-valuetext')).toBe(false);
  });
});
