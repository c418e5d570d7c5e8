// The messages a site's own code asks translated, as Docusaurus's write-translations extracts them: every
// `<Translate id description>text</Translate>` and `translate({ id, message, description })` with static strings,
// in its components and pages (src/) and in its MDX. Without an id, the message is its own id.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser, type Node } from 'acorn';
import jsx from 'acorn-jsx';
import fg from 'fast-glob';
import { displayPath } from '../config/load.js';
import { warning } from '../errors.js';
import type { Diagnostic } from '../types.js';

export interface CodeMessage {
  message: string;
  description?: string;
}

const JsxParser = Parser.extend(jsx());
const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true } as const;
type AnyNode = Node & Record<string, any>;

/** The messages of every file under `folders` (from `root`): code files and Markdown/MDX files, in a stable order. */
export async function extractCodeMessages(root: string, folders: string[]): Promise<{ messages: Map<string, CodeMessage>; diagnostics: Diagnostic[] }> {
  const messages = new Map<string, CodeMessage>();
  const diagnostics: Diagnostic[] = [];
  const patterns = folders.map((folder) => `${fg.escapePath(folder.replace(/\/+$/, ''))}/**/*.{js,jsx,ts,tsx,mjs,md,mdx}`);
  const files = (await fg(patterns, { cwd: root, ignore: ['**/node_modules/**'], dot: false })).sort();
  for (const file of files) {
    const absolute = path.join(root, file);
    let text = await readFile(absolute, 'utf8');
    if (!/<Translate\b|\btranslate\s*\(/.test(text)) continue;
    if (/\.tsx?$/.test(file)) text = await withoutTypes(text, file);
    for (const found of translateCalls(text)) {
      if ('problem' in found) diagnostics.push(warning('translate-not-static', `${found.problem}; it is left out of code.json.`, { file: displayPath(absolute), line: lineAt(text, found.at), hint: 'Write the id, message and description as plain strings, as Docusaurus\'s write-translations needs them.' }));
      else if (!messages.has(found.id)) messages.set(found.id, { message: found.message, ...(found.description ? { description: found.description } : {}) });
    }
  }
  return { messages, diagnostics };
}

type Found = { id: string; message: string; description?: string } | { problem: string; at: number };

/** Each <Translate> element and translate() call in `text` (code or MDX), read by the JavaScript parser where it starts. */
export function translateCalls(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(/<Translate\b|\btranslate\s*\(/g)) {
    const element = match[0].startsWith('<');
    let node: AnyNode;
    try {
      node = element ? parseElementAt(text, match.index) : (JsxParser.parseExpressionAt(text, match.index, OPTIONS) as AnyNode);
    } catch {
      continue;
    }
    const read = element ? fromElement(node) : fromCall(node);
    if (read === undefined) continue;
    found.push(typeof read === 'string' ? { problem: read, at: match.index } : read);
  }
  return found;
}

/** The JSX element that starts at `index`, alone: what follows it (a closing tag of its parent) is not read. */
function parseElementAt(text: string, index: number): AnyNode {
  // Cut after its closing tag: the JSX parser reads on, and would take a parent's closing tag for a sibling.
  const close = text.indexOf('</Translate>', index);
  const input = close < 0 ? text : text.slice(0, close + '</Translate>'.length);
  const parser = new (JsxParser as unknown as new (options: typeof OPTIONS, input: string, start: number) => { nextToken(): void; jsx_parseElement(): AnyNode })(OPTIONS, input, index);
  parser.nextToken();
  return parser.jsx_parseElement();
}

function fromElement(node: AnyNode): Found | string | undefined {
  if (node.type !== 'JSXElement') return undefined;
  const attributes = new Map<string, string | undefined>();
  for (const attribute of node.openingElement.attributes as AnyNode[]) {
    if (attribute.type !== 'JSXAttribute') continue;
    attributes.set(attribute.name.name, staticString(attribute.value?.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value));
  }
  if (attributes.has('id') && attributes.get('id') === undefined) return '<Translate> has an id that is not a plain string';
  const children = node.children as AnyNode[];
  if (children.some((child) => child.type !== 'JSXText' && staticString(child.expression) === undefined)) return '<Translate> holds more than plain text';
  const message = jsxText(children.map((child) => (child.type === 'JSXText' ? child.value : staticString(child.expression))).join(''));
  const id = attributes.get('id') ?? message;
  if (!id) return undefined;
  return { id, message, ...(attributes.get('description') ? { description: attributes.get('description') } : {}) };
}

function fromCall(node: AnyNode): Found | string | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'translate') return undefined;
  const [options] = node.arguments as AnyNode[];
  // Not Docusaurus's translate({ … }): another function of that name, or the word in prose (MDX).
  if (!options || options.type !== 'ObjectExpression') return undefined;
  const props = new Map<string, string | undefined>();
  for (const property of options.properties as AnyNode[]) {
    if (property.type === 'Property' && !property.computed) props.set(property.key.name ?? property.key.value, staticString(property.value));
  }
  if ([...props.values()].some((value) => value === undefined)) return 'translate() is given an id, message or description that is not a plain string';
  const message = props.get('message') ?? '';
  const id = props.get('id') ?? message;
  if (!id) return undefined;
  return { id, message, ...(props.get('description') ? { description: props.get('description') } : {}) };
}

/** A string literal or a template literal without expressions; undefined for anything else. */
function staticString(node: AnyNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return undefined;
}

/** JSX text as React receives it: lines trimmed and joined by a space, blank lines dropped (one line stays as it is). */
function jsxText(raw: string): string {
  if (!raw.includes('\n')) return raw;
  return raw.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).join(' ');
}

async function withoutTypes(text: string, file: string): Promise<string> {
  const { transform } = await import('esbuild');
  try {
    return (await transform(text, { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'preserve', format: 'esm' })).code;
  } catch {
    return text;
  }
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}
