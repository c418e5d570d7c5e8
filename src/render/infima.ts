// Infima, the CSS framework Docusaurus's theme is written with (the `infima` package, the version Docusaurus 3
// ships), for the sites that ask for it (config `infima`, which `migrate` sets): their components and React pages
// use its classes (`container`, `row`, `col col--4`, `button button--primary`, `hero`, `card`, `margin-bottom--lg`,
// `text--center`…) and fall into one column without them. It is applied to what the site draws, never to lendocs's
// own parts of the page: every rule is scoped to page content and a site's own footer (SCOPE), rules on elements
// alone (Infima's base typography: `body`, `a`, `h1`, `table`…) are left out, as are the components of a theme's
// chrome (navbar, menu, table of contents, pager) and those lendocs draws in content itself (tabs). Its variables
// are kept, with the colours taken from lendocs's own (INFIMA_COLORS), so the classes follow the site's accent colour
// and colour mode.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** Where Infima applies: the content of every page (Markdown, MDX, React pages) and a site's own footer. */
export const SCOPE = ':where(.markdown, .theme-override)';

/** Infima's components that belong to a theme's chrome, or that lendocs draws in content itself (its tabs). */
const LEFT_OUT = new Set(['navbar', 'navbar-sidebar', 'menu', 'table-of-contents', 'pagination-nav', 'tabs', 'markdown']);

/** Whether a selector names a class of a component left out (its block: `menu` of `.menu__link--active`). */
const leftOut = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].some(([, name]) => LEFT_OUT.has(name.split(/__|--/)[0]));

/** Infima's colour variables from lendocs's (templates/styles.css, and the config's `colors`). */
export const INFIMA_COLORS = `/* lendocs: Infima's colours from lendocs's own */
:root, html[data-theme='dark'] {
  --ifm-color-primary: var(--primary);
  --ifm-color-primary-dark: color-mix(in srgb, var(--primary), #000 10%);
  --ifm-color-primary-darker: color-mix(in srgb, var(--primary), #000 15%);
  --ifm-color-primary-darkest: color-mix(in srgb, var(--primary), #000 30%);
  --ifm-color-primary-light: color-mix(in srgb, var(--primary), #fff 10%);
  --ifm-color-primary-lighter: color-mix(in srgb, var(--primary), #fff 15%);
  --ifm-color-primary-lightest: color-mix(in srgb, var(--primary), #fff 30%);
  --ifm-color-primary-contrast-foreground: var(--primary-contrast);
  --ifm-link-color: var(--link);
  --ifm-background-color: var(--bg);
  --ifm-background-surface-color: var(--bg-raised);
  --ifm-card-background-color: var(--bg-raised);
  --ifm-hero-background-color: var(--bg-raised);
  --ifm-hero-text-color: var(--text);
  --ifm-font-color-base: var(--text);
  --ifm-heading-color: var(--text);
  --ifm-color-content: var(--text);
  --ifm-color-content-secondary: var(--text-muted);
  --ifm-toc-border-color: var(--border);
  --ifm-color-emphasis-300: var(--border);
}`;

/** Infima's stylesheet as lendocs applies it (see the top of this file). */
export async function infimaCss(): Promise<string> {
  const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
  return `/* infima (scoped to page content by lendocs) */\n${scopeInfima(await readFile(file, 'utf8'))}\n${INFIMA_COLORS}`;
}

/** Infima's CSS with every rule scoped, element-only rules and chrome components left out, comments dropped. */
export function scopeInfima(css: string): string {
  return rules(css.replace(/\/\*[\s\S]*?\*\//g, '')).join('\n');
}

/** The rules of a block of CSS (a stylesheet, or the inside of an @media), each written out scoped. */
function rules(css: string): string[] {
  const out: string[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = matchingBrace(css, open);
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, close);
    at = close + 1;
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = rules(body);
      if (inner.length) out.push(`${prelude} {\n${inner.join('\n')}\n}`);
    } else if (prelude.startsWith('@')) out.push(`${prelude} {${body}}`);
    else {
      const rule = scopedRule(prelude, body);
      if (rule) out.push(rule);
    }
  }
  return out;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return css.length;
}

/** A style rule scoped: the root's variables stay on the root; other selectors need a class and get SCOPE. */
function scopedRule(selectorList: string, body: string): string | undefined {
  const selectors = splitSelectors(selectorList);
  const out: string[] = [];
  const roots = selectors.filter(isRoot);
  // Only variables: the root's other declarations (Infima's page font and colours) are lendocs's to set.
  const variables = declarationsOf(body).filter((item) => item.startsWith('--'));
  if (roots.length && variables.length) out.push(`${roots.join(', ')} { ${variables.join('; ')}; }`);
  const kept = selectors.filter((selector) => !isRoot(selector) && /\.[A-Za-z]/.test(selector) && !leftOut(selector)).map(scoped);
  if (kept.length) out.push(`${kept.join(', ')} {${body}}`);
  return out.length ? out.join('\n') : undefined;
}

const isRoot = (selector: string) => /^(:root|html(\[[^\]]*\])*|\[data-theme=[^\]]*\])$/.test(selector);

/** `html[data-theme='dark'] .card` → `html[data-theme='dark'] SCOPE .card`: the root's own part stays first. */
function scoped(selector: string): string {
  const root = /^((?:html|:root)?(?:\[[^\]]*\])*)\s+(.*)$/.exec(selector);
  if (root && root[1]) return `${root[1]} ${SCOPE} ${root[2]}`;
  return `${SCOPE} ${selector}`;
}

/** A rule's declarations, split at the semicolons outside quotes and brackets (a data URL holds some). */
function declarationsOf(body: string): string[] {
  return splitOutside(body, ';');
}

/** A selector list split at its top-level commas (not those inside `:not(a, b)`). */
function splitSelectors(list: string): string[] {
  return splitOutside(list, ',').map((selector) => selector.replace(/\s+/g, ' '));
}

/** `text` split at each `separator` outside quotes, brackets and parentheses; the parts trimmed, empty ones left out. */
function splitOutside(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === separator && depth === 0) {
      out.push(text.slice(start, index));
      start = index + 1;
    }
  }
  out.push(text.slice(start));
  return out.map((part) => part.trim()).filter(Boolean);
}
