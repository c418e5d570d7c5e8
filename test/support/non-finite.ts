// Numbers YAML (and JSON, for 1e999) reads as infinity or "not a number", which no key of lendocs may hold, with
// what the message says YAML read them as (issue 28, item c).
export const NON_FINITE: [string, string][] = [
  ['1e999', 'infinity'],
  ['-1e999', 'minus infinity'],
  ['.inf', 'infinity'],
  ['-.Inf', 'minus infinity'],
  ['.nan', '"not a number"'],
  ['.NaN', '"not a number"'],
];
