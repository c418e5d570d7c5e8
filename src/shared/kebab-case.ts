// Docusaurus makes a tag's URL segment with lodash's kebabCase (and a tags.yml label with lodash's capitalize), so a
// site keeps its tag URLs only if lendocs splits words exactly as lodash 4 does: "Zig 0.15.x" → "zig-0-15-x",
// "camelCase" → "camel-case", "v2" → "v-2", "Ünïcödé" → "unicode". This is that algorithm (deburr, drop apostrophes,
// split into words, lower-case, join with "-"), written out so lendocs needs no lodash at run time; the tests check it
// against lodash itself.

// Character classes of lodash's word splitter. Upper and lower case are those of Latin-1 only; any other letter
// (Greek, CJK…) is "misc", which joins the word next to it whatever its case.
const ASTRAL = '\\ud800-\\udfff';
const COMBO = '\\u0300-\\u036f\\ufe20-\\ufe2f\\u20d0-\\u20ff';
const DINGBAT = '\\u2700-\\u27bf';
const LOWER = 'a-z\\xdf-\\xf6\\xf8-\\xff';
const UPPER = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const SPACES = ' \\t\\x0b\\f\\xa0\\ufeff\\n\\r\\u2028\\u2029\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';
const BREAK = `\\xac\\xb1\\xd7\\xf7\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\u2000-\\u206f${SPACES}`;

const rsBreak = `[${BREAK}]`;
const rsLower = `[${LOWER}]`;
const rsUpper = `[${UPPER}]`;
// lodash writes "\d+" inside this negated class, so digits and "+" are not misc.
const rsMisc = `[^${ASTRAL}${BREAK}\\d+${DINGBAT}${LOWER}${UPPER}]`;
const rsMiscLower = `(?:${rsLower}|${rsMisc})`;
const rsMiscUpper = `(?:${rsUpper}|${rsMisc})`;
const rsApos = "['\u2019]";
const rsContrLower = `(?:${rsApos}(?:d|ll|m|re|s|t|ve))?`;
const rsContrUpper = `(?:${rsApos}(?:D|LL|M|RE|S|T|VE))?`;
const rsModifier = `(?:[${COMBO}]|\\ud83c[\\udffb-\\udfff])`;
const rsRegional = '(?:\\ud83c[\\udde6-\\uddff]){2}';
const rsSurrogatePair = '[\\ud800-\\udbff][\\udc00-\\udfff]';
const rsVariation = '[\\ufe0e\\ufe0f]?';
const rsJoin = `(?:\\u200d(?:[^${ASTRAL}]|${rsRegional}|${rsSurrogatePair})${rsVariation}${rsModifier}?)*`;
const rsEmoji = `(?:[${DINGBAT}]|${rsRegional}|${rsSurrogatePair})${rsVariation}${rsModifier}?${rsJoin}`;

const FIRST_SYMBOL = new RegExp(
  `^(?:[^${ASTRAL}][${COMBO}]?|[${COMBO}]|${rsRegional}|${rsSurrogatePair}|[${ASTRAL}])${rsVariation}${rsModifier}?${rsJoin}`,
);

const UNICODE_WORD = new RegExp(
  [
    `${rsUpper}?${rsLower}+${rsContrLower}(?=${rsBreak}|${rsUpper}|$)`,
    `${rsMiscUpper}+${rsContrUpper}(?=${rsBreak}|${rsUpper}${rsMiscLower}|$)`,
    `${rsUpper}?${rsMiscLower}+${rsContrLower}`,
    `${rsUpper}+${rsContrUpper}`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
    rsEmoji,
  ].join('|'),
  'g',
);
/** Text that needs the word splitter above; anything else splits on ASCII punctuation and spaces alone. */
const HAS_UNICODE_WORD = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/;
const ASCII_WORD = /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g;

/** Latin-1 and Latin Extended-A letters that do not decompose into a base letter and marks. */
const LATIN_LETTERS: Record<string, string> = {
  Æ: 'Ae', æ: 'ae', Ð: 'D', ð: 'd', Ø: 'O', ø: 'o', Þ: 'Th', þ: 'th', ß: 'ss',
  Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ĳ: 'IJ', ĳ: 'ij', ĸ: 'k', Ŀ: 'L', ŀ: 'l', Ł: 'L', ł: 'l',
  ŉ: "'n", Ŋ: 'N', ŋ: 'n', Œ: 'Oe', œ: 'oe', ſ: 's', Ŧ: 'T', ŧ: 't',
};
const LATIN = /[\xc0-\xd6\xd8-\xf6\xf8-\xff\u0100-\u017f]/g;
const COMBINING_MARK = new RegExp(`[${COMBO}]`, 'g');

/** lodash's deburr: Latin-1 and Latin Extended-A letters to basic Latin, combining marks removed. */
function deburr(text: string): string {
  return text.replace(LATIN, (char) => LATIN_LETTERS[char] ?? char.normalize('NFD')).replace(COMBINING_MARK, '');
}

/** lodash's words(): the words kebabCase joins. */
export function words(text: string): string[] {
  return text.match(HAS_UNICODE_WORD.test(text) ? UNICODE_WORD : ASCII_WORD) ?? [];
}

/** lodash's kebabCase: "Zig 0.15.x" → "zig-0-15-x". */
export function kebabCase(text: string): string {
  return words(deburr(text).replace(/['\u2019]/g, ''))
    .map((word) => word.toLowerCase())
    .join('-');
}

/** lodash's capitalize: first character upper case, the rest lower case ("open source" → "Open source"). */
export function capitalize(text: string): string {
  // lodash upper-cases the first symbol: a letter with its combining marks (U+0345 has an upper case too), an astral
  // character, an emoji sequence.
  const lower = text.toLowerCase();
  const first = FIRST_SYMBOL.exec(lower)?.[0] ?? '';
  return first.toUpperCase() + lower.slice(first.length);
}
