// A `require()` whose path is computed when the code runs, in the site's own code and MDX files:
// `require(\`!!raw-loader!@site/examples/${repo}/${file}\`).default`, `require('./img/' + name + '.png').default`.
// webpack (so Docusaurus) makes a context module of it (ContextDependencyHelpers): the folder the path's static start
// names (after its last `/`, an alias such as @site resolved), every file under it, subfolders too, whose key
// ('./a/b.ts') a regular expression built from the rest matches (`^\.\/.*\/.*$`: the static pieces literally, each
// computed one `.*`), each through the inline loaders written before the folder; the call then requires the key the
// path gives at run time, and a key no file has throws "Cannot find module './x'". esbuild leaves such a call to run
// time, where lendocs had nothing to answer it, so each one is replaced here by that context, keyed the same way.
import { contextMap, directoryOf } from './context-module.js';

/** A `require(` whose first argument starts with a string or template literal; not `x.require(` nor `myrequire(`. */
const CANDIDATE = /(?<![\w$.])require\s*\(\s*(?=[`'"])/g;
/** The inline loaders at the start of a request (`!!raw-loader!`, `-!a-loader?x=1!b-loader!`). */
const LOADERS = /^(?:!!?|-!)?(?:[^!]+!)+/;

/** One piece of the path: text written literally, or a value computed at run time (null). */
type Piece = string | null;

/** What the argument of a call is made of: its `+`-joined parts, each with its place in the text and its pieces. */
interface Part {
  start: number;
  end: number;
  pieces: Piece[];
  /** For a template literal: where its first literal text ends (its first `${`), so that text can be replaced. */
  firstQuasiEnd?: number;
}

/**
 * Strips a file's code as esbuild reads it, each name of `define` replaced where it is code (not in a string, a
 * template's text, JSX text or a comment): how lendocs tells a call in the code from text that only looks like one.
 */
export type StripCode = (code: string, define: Record<string, string>) => string;

/**
 * `text` (the file `file`'s code) with each require of a computed path replaced by webpack's context module for it,
 * or undefined when it has none. `siteRoot` answers `@site/…`; each folder listed is added to `folders`, as the
 * bundle's inputs (a file added there is a new key). The caller adds CONTEXT_FUNCTION to the module, once.
 */
export function withComputedRequires(text: string, file: string, siteRoot: string, { folders, strip }: { folders?: Set<string>; strip: StripCode }): string | undefined {
  if (!text.includes('require')) return undefined;
  const calls: { at: number; end: number; replaced: string }[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    const at = match.index!;
    if (calls.length && at < calls[calls.length - 1].end) continue;
    const call = readArgument(text, at + match[0].length);
    const replaced = call && contextCall(text, call, file, siteRoot, folders);
    if (replaced) calls.push({ at, end: call.end + 1, replaced });
  }
  const inCode = calls.length ? callsInCode(text, calls.map(({ at }) => at), strip) : [];
  let out = '';
  let done = 0;
  calls.forEach(({ at, end, replaced }, index) => {
    if (!inCode[index]) return;
    out += text.slice(done, at) + replaced;
    done = end;
  });
  return done === 0 ? undefined : out + text.slice(done);
}

/**
 * Which of the `require`s at `starts` are code: each is renamed to a marker that esbuild's `define` makes `require`
 * again where it is code, so a marker left in the output was in a string (a sample of code a component shows).
 * None is, when the file does not parse: esbuild says why when it bundles it.
 */
function callsInCode(text: string, starts: number[], strip: StripCode): boolean[] {
  const marker = (index: number) => `__lendocsComputedRequire${index}`;
  let marked = '';
  let done = 0;
  starts.forEach((at, index) => {
    marked += `${text.slice(done, at)}${marker(index)}`;
    done = at + 'require'.length;
  });
  let output: string;
  try {
    output = strip(marked + text.slice(done), Object.fromEntries(starts.map((_, index) => [marker(index), 'require'])));
  } catch {
    return starts.map(() => false);
  }
  return starts.map((_, index) => !new RegExp(`${marker(index)}(?!\\d)`).test(output));
}

/** The context module's call for a require whose argument is `call`, or undefined when webpack would not make one. */
function contextCall(text: string, { parts }: { parts: Part[] }, file: string, siteRoot: string, folders?: Set<string>): string | undefined {
  const [first, ...rest] = parts;
  const written = first.pieces[0];
  const pieces = [...first.pieces.slice(1), ...rest.flatMap((part) => part.pieces)];
  if (typeof written !== 'string' || !pieces.includes(null)) return undefined;
  const loaders = LOADERS.exec(written)?.[0] ?? '';
  const resource = written.slice(loaders.length);
  // webpack's splitContextFromPrefix: the folder is the text before the last `/`, the key starts with `.` and the rest.
  const slash = resource.lastIndexOf('/');
  if (slash < 0) return undefined;
  const folder = resource.slice(0, slash) || '/';
  const directory = directoryOf(folder === '@site' ? '@site/' : folder, file, siteRoot);
  if (!directory) return undefined;
  const prefix = `.${resource.slice(slash)}`;
  const regExp = new RegExp(`^${quoteMeta(prefix)}${pieces.map((piece) => (piece === null ? '.*' : quoteMeta(piece))).join('')}$`);
  const map = contextMap(loaders, directory, true, regExp, file, folders);
  // The key the code computes: the path with its written start replaced by the key's (`./`), as webpack rewrites it.
  const start = first.firstQuasiEnd === undefined ? JSON.stringify(prefix) : `\`${prefix.replace(/[`\\$]/g, '\\$&')}`;
  const key = start + text.slice(first.firstQuasiEnd ?? first.end, rest.length ? rest[rest.length - 1].end : first.end);
  return `__lendocsRequireContext(${map}, ${JSON.stringify(written.slice(0, loaders.length + slash))}, false)(${key})`;
}

const quoteMeta = (text: string) => text.replace(/[-[\]\\/{}()*+?.^$|]/g, '\\$&');

/**
 * The argument of the call whose `(` is just before `from`, as `+`-joined parts, with `end` at its `)`; undefined
 * when it is anything else (a second argument, `a ? b : c`, a string that does not end on its line).
 */
function readArgument(text: string, from: number): { parts: Part[]; end: number } | undefined {
  const parts: Part[] = [];
  let at = from;
  for (;;) {
    while (/\s/.test(text[at] ?? '')) at++;
    const part = readPart(text, at);
    if (!part) return undefined;
    parts.push(part);
    at = part.end;
    while (/\s/.test(text[at] ?? '')) at++;
    if (text[at] === ')') return { parts, end: at };
    if (text[at] !== '+') return undefined;
    at++;
  }
}

/** One part of a `+` chain: a string literal, a template literal, or other code (one computed piece). */
function readPart(text: string, start: number): Part | undefined {
  const quote = text[start];
  if (quote === "'" || quote === '"') {
    const end = skipString(text, start);
    const value = end === undefined ? undefined : cooked(text.slice(start + 1, end - 1));
    return value === undefined || !isPartEnd(text, end!) ? readCode(text, start) : { start, end: end!, pieces: [value] };
  }
  if (quote === '`') {
    const template = readTemplate(text, start);
    return template && isPartEnd(text, template.end) ? { start, ...template } : readCode(text, start);
  }
  return readCode(text, start);
}

/** After a literal, only `+` or the call's `)` keep it a piece of its own (`'a'.toUpperCase()` is computed). */
const isPartEnd = (text: string, end: number) => /^\s*[+)]/.test(text.slice(end, end + 200)) && !/^\s*\+\+/.test(text.slice(end, end + 200));

/** Code up to the next `+` or `)` outside brackets and literals: one computed piece; undefined for `?`, `,` or `=` in it. */
function readCode(text: string, start: number): Part | undefined {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === "'" || char === '"' || char === '`') {
      const end = char === '`' ? readTemplate(text, at)?.end : skipString(text, at);
      if (end === undefined) return undefined;
      at = end - 1;
    } else if ('([{'.includes(char)) depth++;
    else if (depth > 0 && ')]}'.includes(char)) depth--;
    else if (depth === 0 && (char === ')' || char === '+')) return at > start && text[at + 1] !== '+' ? { start, end: trimmedEnd(text, at), pieces: [null] } : undefined;
    else if (depth === 0 && /[?,;=|&:]/.test(char)) return undefined;
  }
  return undefined;
}

const trimmedEnd = (text: string, end: number) => {
  while (/\s/.test(text[end - 1])) end--;
  return end;
};

/** The end (after the closing quote) of the string literal opening at `start`; undefined when it does not end on its line. */
function skipString(text: string, start: number): number | undefined {
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === text[start]) return at + 1;
    else if (text[at] === '\n') return undefined;
  }
  return undefined;
}

/** A template literal: its pieces (literal texts and null for each `${…}`) and its end; undefined when unclosed. */
function readTemplate(text: string, start: number): Omit<Part, 'start'> | undefined {
  const pieces: Piece[] = [];
  let firstQuasiEnd: number | undefined;
  let quasi = start + 1;
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '`' || (text[at] === '$' && text[at + 1] === '{')) {
      const value = cooked(text.slice(quasi, at));
      pieces.push(value ?? null);
      if (text[at] === '`') return { end: at + 1, pieces: pieces.filter((piece) => piece !== ''), ...(firstQuasiEnd === undefined ? {} : { firstQuasiEnd }) };
      firstQuasiEnd ??= at;
      const close = closingBrace(text, at + 2);
      if (close === undefined) return undefined;
      pieces.push(null);
      at = close;
      quasi = close + 1;
    }
  }
  return undefined;
}

/** The `}` closing a `${` whose contents start at `from`. */
function closingBrace(text: string, from: number): number | undefined {
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === "'" || char === '"' || char === '`') {
      const end = char === '`' ? readTemplate(text, at)?.end : skipString(text, at);
      if (end === undefined) return undefined;
      at = end - 1;
    } else if (char === '{') depth++;
    else if (char === '}' && depth-- === 0) return at;
  }
  return undefined;
}

/** A literal's text, its simple escapes (`\'`, `\\`, `\/`) read; undefined for any other escape, which a path has no need of. */
function cooked(raw: string): string | undefined {
  if (/\\[^'"`\\/$]/.test(raw)) return undefined;
  return raw.replace(/\\(.)/g, '$1');
}
