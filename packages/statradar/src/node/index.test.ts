import { describe, expect, it } from 'vitest';
import * as node from './index';

describe('the statradar/node entry', () => {
  it('exports exactly renderPng and renderSvg (a change here must be deliberate)', () => {
    expect(Object.keys(node).sort()).toEqual(['renderPng', 'renderSvg']);
  });
});
