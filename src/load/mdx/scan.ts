// Reading MDX's own syntax out of a body: JSX tags (which may span lines) and `{expressions}`.
// The tag grammar is MDX's (micromark-extension-mdx-jsx): `<Name attr="x" attr={expr} {...spread}>`, `</Name>`,
// `<Name />`, fragments `<>`/`</>`; names may hold `.`, `:` and `-`. Expressions are parsed by acorn, a real
// JavaScript parser, which says exactly where each one ends; one holding JSX is read by acorn with acorn-jsx, as MDX
// reads it, and evaluated through esbuild (evaluate.ts); one neither reads (MDX 1's braces in text) is found by
// matching braces, strings and comments.
import { Parser, parseExpressionAt, type Expression } from 'acorn';
import jsx from 'acorn-jsx';
import { decodeHtmlEntities } from '../../shared/html-entities.js';

export type AttributeValue =
  | { kind: 'string'; value: string }
  | { kind: 'expression'; source: string; node?: Expression; at: number }
  | { kind: 'true' };

export type Attribute = { kind: 'attribute'; name: string; value: AttributeValue } | { kind: 'spread'; source: string; node?: Expression; at: number };

export interface Tag {
  /** '' for a fragment. */
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: Attribute[];
  /** Offsets of `<` and just after `>`. */
  start: number;
  end: number;
}

export interface Expr {
  /** The source between the braces; '' when it held only comments or spaces (it then vanishes). */
  source: string;
  node?: Expression;
  start: number;
  end: number;
}

/** A syntax error at an offset of the body. */
export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly at: number,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** acorn reading JSX too: in JSX text a quote is text (`<>the item's text</>`), where matching braces took it for a string. */
const JsxParser = Parser.extend(jsx());

const NAME_START = /[A-Za-z_$]/;
const NAME_PART = /[\w$.:-]/;

/** Whether `<` at `at` starts a tag in MDX's eyes (a name, `/`, or `>` follows at once). */
export function looksLikeTag(src: string, at: number): boolean {
  const next = src.charAt(at + 1);
  return NAME_START.test(next) || next === '>' || (next === '/' && (NAME_START.test(src.charAt(at + 2)) || src.charAt(at + 2) === '>'));
}

/** Reads the tag whose `<` is at `at`; throws MdxSyntaxError when it does not end as a tag must. */
export function readTag(src: string, at: number): Tag {
  let pos = at + 1;
  const closing = src.charAt(pos) === '/';
  if (closing) pos++;
  const nameStart = pos;
  while (pos < src.length && NAME_PART.test(src.charAt(pos))) pos++;
  const name = src.slice(nameStart, pos);
  const attributes: Attribute[] = [];
  for (;;) {
    pos = skipSpace(src, pos);
    const c = src.charAt(pos);
    if (c === '>') return { name, closing, selfClosing: false, attributes, start: at, end: pos + 1 };
    if (c === '/' && src.charAt(pos + 1) === '>') return { name, closing, selfClosing: true, attributes, start: at, end: pos + 2 };
    if (c === '') throw new MdxSyntaxError(`The tag <${closing ? '/' : ''}${name}> is never closed with ">".`, at, 'Close the tag with ">" or "/>", or write "\\<" for a literal "<".');
    if (closing) throw unexpected(src, pos, `the closing tag </${name}>`);
    if (c === '{') {
      const expr = readExpression(src, pos);
      const source = expr.source.trim();
      if (!source.startsWith('...')) throw unexpected(src, pos, `the tag <${name}>`);
      attributes.push({ kind: 'spread', source: source.slice(3), node: undefined, at: pos });
      pos = expr.end;
      continue;
    }
    if (!NAME_START.test(c)) throw unexpected(src, pos, `the tag <${name}>`);
    const attrStart = pos;
    while (pos < src.length && NAME_PART.test(src.charAt(pos))) pos++;
    const attrName = src.slice(attrStart, pos);
    const afterName = skipSpace(src, pos);
    if (src.charAt(afterName) !== '=') {
      attributes.push({ kind: 'attribute', name: attrName, value: { kind: 'true' } });
      continue;
    }
    pos = skipSpace(src, afterName + 1);
    const quote = src.charAt(pos);
    if (quote === '"' || quote === "'") {
      const close = src.indexOf(quote, pos + 1);
      if (close < 0) throw new MdxSyntaxError(`The value of "${attrName}" in <${name}> has no closing ${quote}.`, pos, `End the value with ${quote}.`);
      attributes.push({ kind: 'attribute', name: attrName, value: { kind: 'string', value: decodeHtmlEntities(src.slice(pos + 1, close)) } });
      pos = close + 1;
    } else if (quote === '{') {
      const expr = readExpression(src, pos);
      attributes.push({ kind: 'attribute', name: attrName, value: { kind: 'expression', source: expr.source, node: expr.node, at: pos } });
      pos = expr.end;
    } else throw unexpected(src, pos, `the value of "${attrName}" in <${name}>`);
  }
}

/** Reads the `{…}` expression whose `{` is at `at`. */
export function readExpression(src: string, at: number): Expr {
  const first = skipSpaceAndComments(src, at + 1);
  if (src.charAt(first) === '}') return { source: '', start: at, end: first + 1 };
  try {
    // From a slice (which V8 makes without copying): acorn, given an offset, first counts the lines before it,
    // which made a file of many expressions quadratic.
    const node = parseExpressionAt(src.slice(at + 1), 0, { ecmaVersion: 'latest' });
    const end = at + 1 + node.end;
    const close = skipSpaceAndComments(src, end);
    if (src.charAt(close) === '}') return { source: src.slice(at + 1, end), node, start: at, end: close + 1 };
  } catch {
    // Not plain JavaScript: JSX inside, or a spread.
  }
  const jsxEnd = jsxExpressionEnd(src, at);
  if (jsxEnd >= 0) return { source: src.slice(at + 1, jsxEnd), start: at, end: jsxEnd + 1 };
  const close = matchingBrace(src, at);
  return { source: src.slice(at + 1, close), start: at, end: close + 1 };
}

/** The offset of the `}` ending the expression whose `{` is at `at`, read as JavaScript with JSX; -1 when it is not. */
function jsxExpressionEnd(src: string, at: number): number {
  try {
    const node = JsxParser.parseExpressionAt(src.slice(at + 1), 0, { ecmaVersion: 'latest' });
    const close = skipSpaceAndComments(src, at + 1 + node.end);
    return src.charAt(close) === '}' ? close : -1;
  } catch {
    return -1;
  }
}

function unexpected(src: string, pos: number, where: string): MdxSyntaxError {
  const c = src.charAt(pos);
  const shown = c === '\n' ? 'a line break' : `"${c}"`;
  return new MdxSyntaxError(`Unexpected ${shown} in ${where}.`, pos, 'In MDX, tags are JSX: attributes are name="text" or name={expression}. Write "\\<" for a literal "<", "\\{" for a literal "{".');
}

function skipSpace(src: string, pos: number): number {
  while (pos < src.length && /\s/.test(src.charAt(pos))) pos++;
  return pos;
}

function skipSpaceAndComments(src: string, pos: number): number {
  for (;;) {
    pos = skipSpace(src, pos);
    if (src.startsWith('/*', pos)) {
      const end = src.indexOf('*/', pos + 2);
      if (end < 0) return src.length;
      pos = end + 2;
    } else if (src.startsWith('//', pos)) {
      const end = src.indexOf('\n', pos);
      pos = end < 0 ? src.length : end + 1;
    } else return pos;
  }
}

/** The offset of the `}` matching the `{` at `at`, skipping strings, template literals and comments. */
function matchingBrace(src: string, at: number): number {
  let depth = 0;
  for (let pos = at; pos < src.length; pos++) {
    const c = src.charAt(pos);
    if (c === '"' || c === "'" || c === '`') {
      pos = endOfString(src, pos);
    } else if (src.startsWith('/*', pos)) {
      const end = src.indexOf('*/', pos + 2);
      if (end < 0) break;
      pos = end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return pos;
  }
  throw new MdxSyntaxError('This "{" starts an expression that is never closed with "}".', at, 'In MDX, "{" starts a JavaScript expression: close it with "}", or write "\\{" for a literal brace.');
}

function endOfString(src: string, at: number): number {
  const quote = src.charAt(at);
  for (let pos = at + 1; pos < src.length; pos++) {
    const c = src.charAt(pos);
    if (c === '\\') pos++;
    else if (c === quote) return pos;
    else if (c === '\n' && quote !== '`') return pos;
  }
  return src.length;
}

