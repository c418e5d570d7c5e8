// YAML parsing that keeps line numbers, so every message about a YAML value can say where it is.
import { LineCounter, parseDocument, isMap, isPair, isSeq, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { error } from '../errors.js';
import type { Diagnostic } from '../types.js';
import { closestName } from './suggest.js';
import { indentQuotedContinuations } from './yaml-quoted-lines.js';
import { capitalise } from './text-transforms.js';

export interface ParsedYaml {
  value: unknown;
  /** 1-based line of the value at `path` (or of the nearest parent that exists). */
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * Parses YAML text that starts at `firstLine` of `file`.
 * Duplicate keys, syntax errors and alias bombs are errors, not exceptions.
 */
export function parseYaml(written: string, file: string, firstLine = 1): { yaml?: ParsedYaml; diagnostics: Diagnostic[] } {
  let parsed: Parsed;
  try {
    parsed = parseAsJsYaml(written);
  } catch (cause) {
    return { diagnostics: [error('invalid-yaml', `Invalid YAML: ${(cause as Error).message}`, { file, line: firstLine })] };
  }
  const { doc, text, lineCounter } = parsed;
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  // An unclosed bracket or quote is noticed at the end of the text, which may be past its last line of content:
  // point at that last line instead, where the reader can see what is unclosed.
  const lastContentLine = text.trimEnd().split('\n').length + firstLine - 1;
  if (doc.errors.length > 0) {
    return {
      diagnostics: doc.errors.map((e) =>
        error('invalid-yaml', `Invalid YAML: ${firstSentence(e.message)}`, {
          file,
          line: Math.min(lineAt(e.pos[0]), Math.max(firstLine, lastContentLine)),
          hint: 'Check indentation, colons and quotes; quote values that contain ": " or start with "{", "[", "*" or "&".',
        }),
      ),
    };
  }
  // An alias inside the value it names (`a: &a [*a]`) makes a cycle, which nothing downstream can walk.
  let cycleAt: number | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      const target = node.resolve(doc);
      if (target && path.includes(target)) {
        cycleAt = node.range?.[0] ?? 0;
        return visit.BREAK;
      }
    },
  });
  if (cycleAt !== undefined) {
    return {
      diagnostics: [
        error('invalid-yaml', 'Invalid YAML: an alias (*name) is used inside the value it names, which would make that value contain itself.', {
          file,
          line: lineAt(cycleAt),
          hint: 'Move the alias out of the anchored (&name) value.',
        }),
      ],
    };
  }
  const notFinite = nonFiniteNumbers(doc, text, lineAt);
  if (notFinite.length > 0) return { diagnostics: notFinite.map((d) => ({ ...d, file })) };
  let value: unknown;
  try {
    // maxAliasCount stops "billion laughs" documents from expanding without bound.
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    return {
      diagnostics: [
        error('invalid-yaml', `Invalid YAML: ${firstSentence((cause as Error).message)}`, {
          file,
          line: firstLine,
          hint: 'Remove the excessive aliases (*name) from this YAML.',
        }),
      ],
    };
  }
  const lineOf = (path: readonly PropertyKey[]): number => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth) as unknown[], true);
      if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range)) {
        // For a map entry, point at its key rather than its value.
        return lineAt(keyOffset(doc, path.slice(0, depth)) ?? (node.range as number[])[0]);
      }
    }
    return firstLine;
  };
  return { yaml: { value, lineOf }, diagnostics: [] };
}

interface Parsed {
  doc: Document.Parsed;
  /** The text parsed: as written, or with a quoted scalar's later lines indented (yaml-quoted-lines.ts). */
  text: string;
  lineCounter: LineCounter;
}

/**
 * The YAML document, read as js-yaml (Docusaurus's reader) reads it where YAML 1.2 is stricter: a quoted scalar
 * continued on lines indented no more than its key is read with those lines indented, when that parses cleanly.
 */
function parseAsJsYaml(text: string): Parsed {
  // logLevel 'error': the library would otherwise print its warnings (e.g. collection keys) to stderr itself.
  const parse = (yaml: string, lineCounter = new LineCounter()): Parsed => ({ doc: parseDocument(yaml, { lineCounter, uniqueKeys: true, prettyErrors: false, logLevel: 'error' }), text: yaml, lineCounter });
  const asWritten = parse(text);
  const indented = asWritten.doc.errors.length > 0 ? indentQuotedContinuations(text) : undefined;
  if (indented === undefined) return asWritten;
  const reread = parse(indented);
  return reread.doc.errors.length === 0 ? reread : asWritten;
}

/**
 * `1e999`, `.inf` and `.nan` are numbers to YAML (and `1e999` to JSON), but infinity and "not a number" are no
 * value any key means; a schema would only say "expected number, got number", and JSON writes them as null. So each
 * is an error that quotes the key and the value as written.
 */
function nonFiniteNumbers(doc: Document.Parsed, text: string, lineAt: (offset: number) => number): Omit<Diagnostic, 'file'>[] {
  const found: Omit<Diagnostic, 'file'>[] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key' || typeof node.value !== 'number' || Number.isFinite(node.value) || !node.range) return;
      const written = text.slice(node.range[0], node.range[1]).trim();
      const reads = Number.isNaN(node.value) ? '"not a number"' : `${node.value < 0 ? 'minus ' : ''}infinity`;
      found.push(
        error('invalid-number', `\`${keyPath(pathOf(ancestors, node))}: ${written}\` is not a finite number (YAML reads it as ${reads}).`, {
          line: lineAt(node.range[0]),
          hint: `Write a finite number (3, 2.5, 1e6); quote it ("${written}") if it is meant as text.`,
        }),
      );
    },
  });
  return found;
}

/** The key path of `node` from the visitor's ancestors (document, maps, pairs, sequences). */
function pathOf(ancestors: readonly unknown[], node: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  const chain = [...ancestors, node];
  chain.forEach((ancestor, index) => {
    const child = chain[index + 1];
    if (isPair(ancestor)) path.push(String((ancestor.key as { value?: unknown } | null)?.value ?? ancestor.key));
    else if (isSeq(ancestor)) path.push(ancestor.items.indexOf(child as never));
  });
  return path;
}

function keyOffset(doc: Document.Parsed, path: readonly PropertyKey[]): number | undefined {
  if (path.length === 0) return undefined;
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1) as unknown[], true);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((p) => (p.key as { value?: unknown } | null)?.value === path[path.length - 1]);
  const key = pair?.key as { range?: number[] } | undefined;
  return key?.range?.[0];
}

function firstSentence(message: string): string {
  return message.split('\n')[0].replace(/\s+at line \d+, column \d+:?$/, '');
}

/** Turns schema issues into diagnostics that name the key path, what was expected, and the line. */
export function schemaDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  yaml: ParsedYaml,
  file: string,
  what: string,
  hint: string,
  /** The schema checked, so an unknown key can be matched against the keys it allows ("did you mean"). */
  schema?: z.ZodType,
): Diagnostic[] {
  return issues.map(deepestAlternative).map((issue) => {
    const path = issue.path as PropertyKey[];
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      const where = path.length ? ` in "${keyPath(path)}"` : '';
      const known = schema ? objectKeysAt(schema, path) : [];
      const suggestions = keys.map((key) => [key, closestName(key, known)]).filter(([, near]) => near);
      const meant = suggestions.length ? ` Did you mean ${suggestions.map(([, near]) => `"${near}"`).join(', ')}?` : '';
      return error('unknown-key', `Unknown ${what} key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `"${k}"`).join(', ')}${where}.${meant}`, {
        file,
        line: yaml.lineOf([...path, keys[0]]),
        hint,
      });
    }
    const found = valueAt(yaml.value, path);
    const message =
      found === undefined && issue.code === 'invalid_type'
        ? `Missing ${what} key "${keyPath(path)}" (expected ${issue.expected}).`
        : `${capitalise(what)} key "${keyPath(path)}": ${describeIssue(issue, found)}.`;
    return error(found === undefined ? 'missing-key' : 'invalid-value', message, { file, line: yaml.lineOf(path), hint });
  });
}

function describeIssue(issue: z.core.$ZodIssue, found: unknown): string {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${typeName(found)}`;
  if (issue.code === 'invalid_union') {
    // Each alternative's own complaint, so the message says what would have been accepted.
    const expected = [...new Set(issue.errors.map((branch) => (branch[0]?.code === 'invalid_type' ? branch[0].expected : undefined)).filter(Boolean))];
    if (expected.length) return `expected ${expected.map((type) => (type === 'object' ? 'a mapping' : type === 'array' ? 'a list' : type)).join(' or ')}, got ${typeName(found)}`;
  }
  if (issue.code === 'invalid_value') return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${JSON.stringify(found)}`;
  return issue.message.replace(/^Invalid input: /, '');
}

/**
 * For a value that fits no alternative of a union: when exactly one alternative got past the value's shape (its
 * complaint is about something inside, such as a category's `items`), that complaint is the useful one.
 */
function deepestAlternative(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  const deeper = issue.errors.filter((branch) => branch.some((inner) => inner.path.length > 0));
  if (deeper.length !== 1) return issue;
  const inner = deeper[0][0];
  return deepestAlternative({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue);
}

/** The keys a schema allows for the object at `path` (through optional, default and array wrappers). */
function objectKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  const unwrap = () => {
    for (let guard = 0; guard < 10; guard++) {
      const def = (current as { _zod?: { def?: { innerType?: unknown; element?: unknown; type?: string } } })._zod?.def;
      if (def?.innerType) current = def.innerType;
      else break;
    }
  };
  for (const key of path) {
    unwrap();
    const def = (current as { _zod?: { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } } })._zod?.def;
    if (typeof key === 'number' && def?.type === 'array') current = def.element;
    else if (def?.type === 'object' && def.shape && typeof key === 'string') current = def.shape[key];
    else return [];
  }
  unwrap();
  const shape = (current as { _zod?: { def?: { type?: string; shape?: Record<string, unknown> } } })._zod?.def;
  return shape?.type === 'object' && shape.shape ? Object.keys(shape.shape) : [];
}

export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'number' && !Number.isFinite(value)) return `${value}, which is not a finite number`;
  return `${typeof value} ${JSON.stringify(value)}`;
}

export function keyPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

