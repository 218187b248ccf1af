/**
 * The CSS named colours (CSS Color Module Level 4) as two runs: the names, sorted and separated by
 * spaces, then their `rrggbb` digits in the same order, six per name. The seven "grey" spellings
 * are derived from the "gray" ones, so the table holds 141 of the 148 names.
 *
 * Why a hand-written table instead of colord (measured with esbuild --bundle --minify | gzip -9):
 * colord with its names and a11y plugins costs 3.9 KB of the core's 8 KB budget; this table costs
 * 1.1 KB. Names and digits in separate runs compress 70 bytes better than `name:rrggbb` pairs.
 * Names from colord 2.13's list.
 */
const NAMED_COLOR_NAMES =
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
  'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue ' +
  'darkcyan darkgoldenrod darkgray darkgreen darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
  'darkred darksalmon darkseagreen darkslateblue darkslategray darkturquoise darkviolet deeppink ' +
  'deepskyblue dimgray dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold ' +
  'goldenrod gray green greenyellow honeydew hotpink indianred indigo ivory khaki lavender ' +
  'lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray ' +
  'lightgreen lightpink lightsalmon lightseagreen lightskyblue lightslategray lightsteelblue ' +
  'lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid ' +
  'mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
  'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered ' +
  'orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
  'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen ' +
  'seashell sienna silver skyblue slateblue slategray snow springgreen steelblue tan teal thistle ' +
  'tomato turquoise violet wheat white whitesmoke yellow yellowgreen';
const NAMED_COLOR_HEX =
  'f0f8fffaebd700ffff7fffd4f0fffff5f5dcffe4c4000000ffebcd0000ff8a2be2a52a2adeb8875f9ea07fff00d2691eff7f50' +
  '6495edfff8dcdc143c00ffff00008b008b8bb8860ba9a9a9006400bdb76b8b008b556b2fff8c009932cc8b0000e9967a8fbc8f' +
  '483d8b2f4f4f00ced19400d3ff149300bfff6969691e90ffb22222fffaf0228b22ff00ffdcdcdcf8f8ffffd700daa520808080' +
  '008000adff2ff0fff0ff69b4cd5c5c4b0082fffff0f0e68ce6e6fafff0f57cfc00fffacdadd8e6f08080e0fffffafad2d3d3d3' +
  '90ee90ffb6c1ffa07a20b2aa87cefa778899b0c4deffffe000ff0032cd32faf0e6ff00ff80000066cdaa0000cdba55d39370db' +
  '3cb3717b68ee00fa9a48d1ccc71585191970f5fffaffe4e1ffe4b5ffdead000080fdf5e68080006b8e23ffa500ff4500da70d6' +
  'eee8aa98fb98afeeeedb7093ffefd5ffdab9cd853fffc0cbdda0ddb0e0e6800080663399ff0000bc8f8f4169e18b4513fa8072' +
  'f4a4602e8b57fff5eea0522dc0c0c087ceeb6a5acd708090fffafa00ff7f4682b4d2b48c008080d8bfd8ff634740e0d0ee82ee' +
  'f5deb3fffffff5f5f5ffff009acd32';

let namedColorMap: Map<string, string> | undefined;

/** The name-to-digits map, built on first use so importing the core costs nothing until a name is parsed. */
function namedColors(): Map<string, string> {
  if (namedColorMap === undefined) {
    namedColorMap = new Map();
    NAMED_COLOR_NAMES.split(' ').forEach((name, index) => {
      const hex = NAMED_COLOR_HEX.slice(index * 6, index * 6 + 6);
      // Names without "gray" are simply set twice.
      namedColorMap!.set(name, hex).set(name.replace('gray', 'grey'), hex);
    });
  }
  return namedColorMap;
}

/**
 * The `rrggbb` hex digits of a CSS named colour (lower-case name), or undefined.
 * @example namedColorHex('rebeccapurple') // '663399'
 */
export function namedColorHex(name: string): string | undefined {
  return namedColors().get(name);
}

/**
 * Every CSS named colour, sorted (148 names; `transparent` is handled by {@link parseColor} separately).
 * Useful for colour-picker suggestions.
 * @example namedColorNames().includes('teal') // true
 */
export function namedColorNames(): string[] {
  return [...namedColors().keys()].sort();
}
