// What a CSS colour is, as browsers read one: a hex colour of 3, 4, 6 or 8 digits, a colour function of numbers,
// or one of CSS's named colours. A colour the config writes into the stylesheet that is not one (`reddish`, `#12345`)
// would be a declaration every browser drops, leaving the site in lendocs's own colours with no word said.

/** CSS Color 4's named colours (plus transparent and currentcolor), lower case. */
const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue ' +
    'chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey ' +
    'darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray ' +
    'darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen ' +
    'fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen ' +
    'lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime ' +
    'limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue ' +
    'mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive ' +
    'olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke ' +
    'yellow yellowgreen transparent currentcolor'
  ).split(' '),
);

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// A colour function's arguments: numbers (with a percentage or an angle unit) or `none`, apart by spaces, commas or a slash.
const ARGUMENT = String.raw`(?:[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?(?:%|deg|rad|grad|turn)?|none)`;
const FUNCTION = new RegExp(String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${ARGUMENT}(?:\s*[\s,/]\s*${ARGUMENT}){2,3}\s*\)$`, 'i');

/** True for a colour a browser reads: `#2e8555`, `rgb(46 133 85)`, `oklch(0.6 0.1 150 / 50%)`, `teal`. */
export function isCssColor(value: string): boolean {
  const text = value.trim();
  return HEX.test(text) || FUNCTION.test(text) || NAMED_COLORS.has(text.toLowerCase());
}
