// @vitest-environment node
import type { MouseEvent } from 'react';
import { describe, expect, it } from 'vitest';

import { isBackdropClick } from './dialogBackdrop';

/** A click event on a dialog whose box is 100..300 x 50..250, at (x, y), on `target`. */
function click(x: number, y: number, onDialog = true): MouseEvent<HTMLDialogElement> {
  const dialog = { getBoundingClientRect: () => ({ left: 100, right: 300, top: 50, bottom: 250 }) };
  return {
    target: onDialog ? dialog : {},
    currentTarget: dialog,
    clientX: x,
    clientY: y,
  } as unknown as MouseEvent<HTMLDialogElement>;
}

describe('isBackdropClick', () => {
  it('is a click on the dialog element outside its box', () => {
    expect(isBackdropClick(click(99, 100))).toBe(true);
    expect(isBackdropClick(click(301, 100))).toBe(true);
    expect(isBackdropClick(click(200, 49))).toBe(true);
    expect(isBackdropClick(click(200, 251))).toBe(true);
  });

  it('is not a click on the dialog’s own padding, its edge, or anything inside it', () => {
    expect(isBackdropClick(click(100, 50))).toBe(false);
    expect(isBackdropClick(click(300, 250))).toBe(false);
    expect(isBackdropClick(click(200, 100))).toBe(false);
    expect(isBackdropClick(click(10, 10, false))).toBe(false);
  });
});
