// Docusaurus's swizzled `src/theme/MDXComponents.(js|jsx|ts|tsx)` (or `MDXComponents/index.*`): the components
// every MDX file may use without importing them.
//
//   import MDXComponents from '@theme-original/MDXComponents';
//   import Highlight from '@site/src/components/Highlight';
//   export default { ...MDXComponents, Highlight, Note: Admonition };
//
// The file is bundled once per build like any site component (site-components.ts), with `@theme-original/` and
// `@theme/MDXComponents` standing for Docusaurus's own map, whose entries are marked as lendocs' built-ins
// (stand-ins.tsx). Each key of the default export is then one of:
//   - a site component under a capitalised name: usable in every MDX page (an import in the page still wins);
//   - a built-in under another name (`Details`, `Note: Admonition`): drawn as that built-in;
//   - the built-in under its own name, passed on by the spread: nothing to do;
//   - an HTML element Markdown makes (`table`, `img`, `a`, inline `code`, `h2`…) given a site component: each such
//     element of every page is drawn by it, as MDX draws it (plugins/site-elements.ts);
//   - a replacement of something lendocs draws itself, which it cannot honour: an element it keeps its own (`pre`,
//     `wrapper`), or a built-in that reads what only the MDX file knows (Tabs and its items, CodeBlock's code,
//     TOCInline's headings, DocCardList's category): a warning naming the file and the key.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../config/load.js';
import { error, warning } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import type { SiteCodeLimits } from '../../config/site-code.js';
import { moduleFile } from '../../node/module-file.js';
import type { MapEntry, SiteCode } from './site-code.js';
import { pageSiteCode } from './site-code-page.js';
import type { SiteInfo } from './site-info.js';
import type { AdmonitionTypes } from './admonition-types.js';
import { SITE_ELEMENT_TAGS } from '../plugins/site-element-tags.js';

/** What MDX files are given by `src/theme/MDXComponents` (plain data: it travels to the worker threads). */
export interface MdxComponentNames {
  /** Absolute path of the MDXComponents module. */
  module: string;
  /** Names drawn by the site's own components, each a key of the module's default export. */
  components: string[];
  /** Other names for lendocs' built-ins (`Details` → `details`, `Note` → `Admonition`). */
  aliases: Record<string, string>;
  /** HTML elements Markdown makes that the site's components draw (`table`), each a key of the default export. */
  tags?: string[];
  /** The site's own admonition types (src/theme/Admonition/Types: admonition-types.ts), drawn by its components. */
  admonitions?: AdmonitionTypes;
  /** A hash of the above: a page compiled with other names is stale. */
  signature: string;
}

export interface MdxRegistry {
  /** Undefined when the module could not be read (the diagnostics say why). */
  names?: MdxComponentNames;
  diagnostics: Diagnostic[];
}

/** Built-ins another name may stand for: the ones components.ts draws from a tag's props and children. */
const ALIASABLE = new Set(['Tabs', 'TabItem', 'Admonition', 'details', 'Link', 'Heading', 'TOCInline', 'DocCardList']);

/** Built-ins a site component cannot replace: they read what only the MDX file knows, so lendocs draws its own. */
const KEPT = new Set(['Tabs', 'TabItem', 'CodeBlock', 'TOCInline', 'DocCardList']);

/** The site's MDXComponents module, when it has one (a few existence checks: nothing is loaded otherwise). */
export function mdxComponentsModule(root: string): string | undefined {
  const base = path.join(root, 'src', 'theme', 'MDXComponents');
  return moduleFile(base) ?? undefined;
}

/** Reads the site's MDXComponents module (run on the site's code thread); undefined when the site has none. */
export async function readMdxComponents(root: string, site: SiteInfo, siteCode: SiteCode, limits: SiteCodeLimits): Promise<MdxRegistry | undefined> {
  const module = mdxComponentsModule(root);
  if (!module) return undefined;
  const file = displayPath(module);
  const run = pageSiteCode(siteCode, { siteRoot: root, site, limits });
  /** The module as messages name it: from the site folder (`src/theme/MDXComponents.js`). */
  const named = run.named(module);
  const { value, failure } = await run.run(module, { kind: 'map' });
  if (failure) {
    const at = failure.type === 'component' && failure.at.file ? { file: displayPath(failure.at.file), line: failure.at.line } : { file, line: failure.type === 'component' && failure.at.specifier ? lineOf(module, quoted(failure.at.specifier)) : undefined };
    const said =
      failure.type === 'component'
        ? failure
        : failure.type === 'stopped'
          ? run.stopped(failure, named)
          : { message: `${named} failed while it was loaded: ${failure.message}`, hint: 'The module runs at build time, where there is no window or document: read them inside the components.' };
    return { diagnostics: [error('mdx-components', said.message, { ...at, hint: said.hint })] };
  }
  const entries = value!.entries!;
  // A map is an object whose entries the thread listed; a function, a string or a number is no map.
  if (!value!.isMap) {
    return { diagnostics: [error('mdx-components', `${named} does not export an object of components as its default export.`, { file, hint: "Export the map: export default { ...MDXComponents, Highlight } (MDXComponents from '@theme-original/MDXComponents')." })] };
  }
  return classify(entries, module, named);
}

function classify(entries: MapEntry[], module: string, named: string): MdxRegistry {
  const file = displayPath(module);
  const diagnostics: Diagnostic[] = [];
  const components: string[] = [];
  const aliases: Record<string, string> = {};
  const tags: string[] = [];
  const unused = (key: string, why: string, hint: string) => diagnostics.push(warning('mdx-components', `${named}: lendocs does not use "${key}": ${why}.`, { file, line: lineOf(module, keyPattern(key), { skipImports: true }), hint }));
  for (const { key, builtin: target, component } of entries) {
    if (/^[a-z]/.test(key)) {
      // Docusaurus's own entry (`a`, `code`…) passed on by the spread, or another of them (`details: Details`).
      if (target !== undefined) continue;
      if (component && SITE_ELEMENT_TAGS.has(key)) tags.push(key);
      else if (!component) unused(key, 'the value is not a React component', 'Give the key a component (a function, or a string naming an HTML element), or remove it.');
      else unused(key, `lendocs draws the <${key}> elements that Markdown makes itself`, 'Style the element with CSS (customCss), or use a component of your own by name in the MDX files.');
    } else if (target !== undefined) {
      if (target === key || target === 'Head' || target === 'admonition' || target === 'mermaid') continue;
      if (ALIASABLE.has(target)) aliases[key] = target;
      else unused(key, `lendocs draws <${target}> only under its own name`, `Write <${target}> in the MDX files instead of <${key}>.`);
    } else if (!component) {
      unused(key, 'the value is not a React component', 'Give the key a component (a function, or a string naming an HTML element), or remove it.');
    } else if (KEPT.has(key)) {
      unused(key, `lendocs draws <${key}> itself, from what the MDX file holds`, `Remove "${key}" from the map, or give your component another name and use that name in the MDX files.`);
    } else components.push(key);
  }
  const signature = createHash('sha256').update(JSON.stringify([module, components, aliases, tags])).digest('hex').slice(0, 16);
  return { names: { module, components, aliases, ...(tags.length ? { tags } : {}), signature }, diagnostics };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (specifier: string) => new RegExp(`['"]${escaped(specifier)}['"]`);
/** A key of an object literal: `Key:`, `'Key':`, or shorthand `Key,` / `Key }`. */
const keyPattern = (key: string) => new RegExp(`(^|[\\s,{])(${escaped(key)}|['"]${escaped(key)}['"])\\s*(:|,|\\}|$)`);

/** The 1-based line of the module's text where `pattern` first matches (for messages), if it does. */
function lineOf(module: string, pattern: RegExp, { skipImports = false } = {}): number | undefined {
  const lines = readFileSync(module, 'utf8').split('\n');
  const at = lines.findIndex((line) => pattern.test(line) && !(skipImports && /^\s*(import\b|\/\/)/.test(line)));
  return at < 0 ? undefined : at + 1;
}
