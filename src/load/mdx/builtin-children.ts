// A built-in written as a child of a site component (`<SchemaTabs><TabItem value="a">…</TabItem></SchemaTabs>`): in
// Docusaurus the component gets it as a React element of @theme/TabItem with the props as written, and reads them
// (`child.props.value`, React.Children.map, cloneElement), as Docusaurus's own Tabs does. lendocs still draws the
// built-in as HTML here; markers around that HTML (BUILTIN_EDGE) and a use recording its props let the site's code
// thread make the element (components/child-parts.ts), which draws this HTML when it is drawn as it was given.
import { BUILTIN_EDGE } from '../components/markers.js';
import type { Opened } from './components.js';
import { lineOf, type Walk } from './jsx-state.js';
import type { Tag } from './scan.js';

/** The built-ins a site's code can be given as children, by the module a site would import each from. */
const STAND_IN_MODULES: Readonly<Record<string, string>> = { Tabs: '@theme/Tabs', TabItem: '@theme/TabItem', Admonition: '@theme/Admonition', Details: '@theme/Details', details: '@theme/Details' };

/**
 * The number of the use recording the built-in `name` opened on a line of its own, when it is a child of a site
 * component or of a built-in that is one (a TabItem in Tabs in the component); else undefined.
 */
export function builtinChild(walk: Walk, name: string, props: Record<string, unknown>, tag: Tag): number | undefined {
  const module = STAND_IN_MODULES[name];
  if (module === undefined || !walk.where.siteRoot) return undefined;
  // A fragment draws nothing of its own: its children are its parent's.
  const parent = walk.frames.findLast((frame) => frame.name !== '');
  if (parent?.mark === undefined && (parent?.use === undefined || walk.components[parent.use].partial)) return undefined;
  return walk.components.push({ module, name, props, line: walk.where.bodyLine + lineOf(walk, tag.start), builtin: name }) - 1;
}

/** The built-in's HTML between its markers; an admonition fence (a Markdown line) is marked by the lines around it. */
export function markedHtml(opened: Opened, n: number): Opened {
  if (opened.markdownLine !== undefined) return opened;
  return { html: BUILTIN_EDGE(n, 'a') + opened.html + BUILTIN_EDGE(n, 'b'), close: BUILTIN_EDGE(n, 'c') + opened.close + BUILTIN_EDGE(n, 'd') };
}
