/**
 * The CSS named colours (CSS Color Module Level 4, names from colord 2.13's list) packed into one
 * string for the core's 8 KB budget. The colours are sorted by value (`0xrrggbb`) and each entry
 * is the step from the previous value (from 0 for the first) followed by the name. A step is
 * written in base 64, most significant digit first, one character per digit: the character code
 * minus 32 (so `' '` is 0 and `'_'` is 63). Digits never are lower-case letters, which is where a
 * name ends. The seven "grey" spellings are derived from the "gray" ones, so the table holds 141 of
 * the 148 names. namedColors.test.ts holds the readable table and the encoder that produced this.
 *
 * Why this encoding (the core entry measured with esbuild --bundle --minify and zlib level 9):
 * colord with its names and a11y plugins costs 3.9 KB of the budget; names and `rrggbb` digits as
 * two runs cost 1.2 KB; these steps (mostly three digits, as the sorted values are close) in name
 * order cost 184 B less than that, as gzip compresses the hex digits of unrelated colours poorly.
 */
export const NAMED_COLOR_TABLE =
  ' black" navy+darkblue!"mediumblueRblue&,!darkgreen!P green" tealL+darkcyan#1Tdeepskyblue' +
  '[2darkturquoise"O)mediumspringgreen1Flime!_springgreen" aqua cyan&!EQmidnightblue' +
  '!7>/dodgerblueB&Klightseagreen=AXforestgreen#  Useagreen,/XdarkslategrayWWClimegreen' +
  '">8_mediumseagreen!"U?turquoise(D1royalblue!1C3steelblue;K7darkslateblue' +
  ')1!mediumturquoiseBZVindigo"FJMdarkolivegreen"C-Qcadetblue!/=-cornflowerblue' +
  '9VLrebeccapurple)H1mediumaquamarineIN_dimgray/%Dslateblue3-6olivedrab!/)Mslategray' +
  '!P@)lightslategray^!5mediumslateblue9,2lawngreenP, chartreuse#4aquamarineLmaroon" purple' +
  '\'^ olive" gray!TYKskyblue/lightskyblueESHblueviolet-0>darkred"+darkmagenta$2(saddlebrown' +
  "!'=\\darkseagreen3(!lightgreenH)+mediumpurple(_Xdarkviolet!/K%palegreen#<Tdarkorchid" +
  '9IFyellowgreen!83[sienna!-?]brown!\']_darkgray!"\\]lightblue"9)greenyellow>^_paleturquoise' +
  '-7Plightsteelblue!P(powderblue4$\\firebrick!F/Idarkgoldenrod<_(mediumorchidCF\\rosybrown' +
  '2?<darkkhakiPE5silver!E3%mediumvioletred!D;7indianred"CCperu!./?chocolate$MNtan' +
  "1]'lightgray!.P%thistle;#^orchid#1*goldenrod,MSpalevioletred*.Icrimson,B@gainsboro" +
  ',0!plum1>JburlywoodD=Xlightcyan!>;[lavenderJ^ darksalmon!.QTviolet&6\\palegoldenrod' +
  '9?6lightcoral&8,khaki!)Saliceblue;Qhoneydew/azureZ1Asandybrown3I3wheat!<Ibeige' +
  '9whitesmokeH%mintcreamOD%ghostwhite8=Ssalmon&MEantiquewhite4/linenGLlightgoldenrodyellow' +
  "OL4oldlace0H:red#_fuchsia magenta!.4deeppink#!Morangered!Y'tomato9Mhotpink!6<coral" +
  "RPdarkorange!1Zlightsalmon2&orange!'!lightpinkH*pink!8Ugold.Ypeachpuff/Tnavajowhite" +
  '8(moccasin/bisque=mistyrose;Lblanchedalmond0(papayawhip$@lavenderblush3Yseashell' +
  "+Ncornsilk'QlemonchiffonCfloralwhite*snow0&yellow#@lightyellow0ivory/white";

/** One step digit or more, then the name (see NAMED_COLOR_TABLE). */
const NAMED_COLOR_ENTRY = /([^a-z]+)([a-z]+)/g;

let namedColorMap: Map<string, string> | undefined;

/** The name-to-digits map, built on first use so importing the core costs nothing until a name is parsed. */
function namedColors(): Map<string, string> {
  if (namedColorMap === undefined) {
    namedColorMap = new Map();
    let value = 0;
    for (const [, step, name] of NAMED_COLOR_TABLE.matchAll(NAMED_COLOR_ENTRY)) {
      let stepValue = 0;
      for (const digit of step!) stepValue = stepValue * 64 + digit.charCodeAt(0) - 32;
      value += stepValue;
      const hex = value.toString(16).padStart(6, '0');
      // Names without "gray" are simply set twice.
      namedColorMap.set(name!, hex).set(name!.replace('gray', 'grey'), hex);
    }
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
 * @example namedColorNames().includes('teal') // true
 */
export function namedColorNames(): string[] {
  return [...namedColors().keys()].sort();
}
