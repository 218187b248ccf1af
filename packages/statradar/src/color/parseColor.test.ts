import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorArbitrary, rgbaArbitrary } from '../../test/arbitraries';
import { formatHex } from './formatHex';
import { namedColorNames } from './namedColors';
import { isColor, parseColor } from './parseColor';

describe('parseColor', () => {
  it('reads all four hex lengths, in any case, with surrounding spaces', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    // #abcd: alpha digit d → dd = 221, 221/255 = 13/15.
    expect(parseColor('#ABCD')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 221 / 255 });
    expect(parseColor('  #92F0DA ')).toEqual({ r: 146, g: 240, b: 218, a: 1 });
    expect(parseColor('#ff000080')).toEqual({ r: 255, g: 0, b: 0, a: 128 / 255 });
  });

  it('reads every CSS named colour and transparent', () => {
    expect(namedColorNames()).toHaveLength(148);
    expect(parseColor('Tomato')).toEqual({ r: 255, g: 99, b: 71, a: 1 });
    expect(parseColor('rebeccapurple')).toEqual({ r: 0x66, g: 0x33, b: 0x99, a: 1 });
    expect(parseColor('grey')).toEqual(parseColor('gray'));
    expect(parseColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
    for (const name of namedColorNames()) expect(isColor(name)).toBe(true);
  });

  it('rejects other lengths, non-hex digits, unknown names and non-strings', () => {
    for (const input of [
      '',
      '#',
      '#ab',
      '#abcde',
      '#abcdefa',
      '#abcdefabc',
      '#ggg',
      'abc',
      'notacolor',
      'rgb(0,0,0)',
    ]) {
      expect(parseColor(input)).toBeNull();
    }
    expect(parseColor(42 as unknown as string)).toBeNull();
    expect(isColor('#abcde')).toBe(false);
  });

  it('parses every colour the arbitrary produces', () => {
    fc.assert(fc.property(colorArbitrary(), (color) => isColor(color)));
  });
});

describe('formatHex', () => {
  it('writes lower-case #rrggbb when opaque and #rrggbbaa otherwise', () => {
    expect(formatHex({ r: 146, g: 240, b: 218, a: 1 })).toBe('#92f0da');
    // 0.5 × 255 = 127.5, rounded to 128 = 0x80.
    expect(formatHex({ r: 0, g: 0, b: 0, a: 0.5 })).toBe('#00000080');
    expect(formatHex({ r: 255, g: 255, b: 255, a: 0 })).toBe('#ffffff00');
  });

  it('rounds and clamps out-of-range channels', () => {
    expect(formatHex({ r: 254.6, g: -3, b: 300, a: 2 })).toBe('#ff00ff');
  });

  it('round-trips through parseColor', () => {
    fc.assert(
      fc.property(rgbaArbitrary(), (rgba) => {
        expect(parseColor(formatHex(rgba))).toEqual(rgba);
      }),
    );
  });
});
