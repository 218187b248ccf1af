import { describe, expect, it } from 'vitest';
import { axisAngle, pointAt } from './axisAngle';

describe('axisAngle', () => {
  it('puts axis 0 straight up and turns clockwise on screen (y grows downwards)', () => {
    // 4 axes: up, right, down, left, each 90° further clockwise.
    expect(axisAngle(0, 4)).toBe(0);
    expect(axisAngle(1, 4)).toBeCloseTo(Math.PI / 2, 12);
    const right = pointAt(1, 4, 100);
    expect(right.x).toBeCloseTo(350, 9);
    expect(right.y).toBeCloseTo(200, 9);
    const left = pointAt(3, 4, 100);
    expect(left.x).toBeCloseTo(50, 9);
  });
});

describe('pointAt', () => {
  it('puts value 100 of axis 0 on the outer radius straight above the centre', () => {
    expect(pointAt(0, 3, 100)).toEqual({ x: 200, y: 50 });
  });

  it('scales the distance from the centre linearly with the value', () => {
    // Axis 1 of 3 is 120° clockwise from up: (sin 120°, -cos 120°) = (√3/2, 1/2), 50% of 150 = 75.
    const point = pointAt(1, 3, 50);
    expect(point.x).toBeCloseTo(200 + 75 * (Math.sqrt(3) / 2), 9);
    expect(point.y).toBeCloseTo(200 + 37.5, 9);
  });

  it('puts value 0 at the centre and honours a custom radius', () => {
    expect(pointAt(2, 5, 0)).toEqual({ x: 200, y: 200 });
    const point = pointAt(2, 4, 100, 80);
    expect(point.x).toBeCloseTo(200, 9);
    expect(point.y).toBeCloseTo(280, 9);
  });
});
