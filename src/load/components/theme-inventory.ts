// Every component of Docusaurus's themes a site replaces in src/theme that lendocs does not honour (theme-slots.ts
// lists those it does) is one warning naming the file and what the pages show instead: never silence, never a failed
// build. Files of the site's own under src/theme that are no Docusaurus component (`src/theme/company/video-modal`)
// are code its components import (`@theme/…`, theme-modules.ts), and are not overrides; nor are the parts of an
// override lendocs honours (`Footer/Links` beside the site's own `Footer`), which that override draws if it wants.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { warning } from '../../errors.js';
import { CODE_EXTENSIONS } from '../../node/module-file.js';
import type { Diagnostic } from '../../types.js';
import { HONOURED } from './theme-slots.js';
import { DOCUSAURUS_COMPONENTS } from './docusaurus-components.js';

/** What the pages show instead of an override lendocs does not use, by the component's first part. */
const SHOWN_INSTEAD: Record<string, string> = {
  Admonition: "lendocs's own admonitions",
  AnnouncementBar: "lendocs's own announcement bar",
  CodeBlock: "lendocs's own code blocks",
  CodeInline: "lendocs's own inline code",
  DocItem: "lendocs's own doc page",
  DocPage: "lendocs's own docs layout",
  DocRoot: "lendocs's own docs layout",
  DocSidebar: "lendocs's own sidebar",
  DocSidebarItem: "lendocs's own sidebar",
  DocSidebarItems: "lendocs's own sidebar",
  Footer: "lendocs's own footer",
  Layout: "lendocs's own layout around every page (the site's Layout is drawn around each page's components only for what it provides them, without its navbar, footer and wrappers)",
  MDXComponents: "lendocs's own elements for what Markdown makes",
  Navbar: "lendocs's own navbar",
  NavbarItem: "lendocs's own navbar items",
  Tabs: "lendocs's own tabs",
  TabItem: "lendocs's own tabs",
  TOC: "lendocs's own table of contents",
  'prism-include-languages': "code highlighted by lendocs's own highlighter (Shiki), with its own languages",
};

/** Overrides lendocs takes from the site for some of what they draw: what for, and what the pages show otherwise. */
const TAKEN_IN_PART: Record<string, string> = {
  NavbarItem: "for the navbar items of a custom type (custom-…) only: the pages show lendocs's own navbar items for the others",
};

/** The component a file of src/theme is (`Footer/Links/index.js` → `Footer/Links`), when it is code. */
function componentOf(relative: string): string | undefined {
  const ext = CODE_EXTENSIONS.find((e) => relative.endsWith(e));
  if (!ext || relative.endsWith('.d.ts')) return undefined;
  return relative.slice(0, -ext.length).replace(/\/index$/, '');
}

/** One warning per component of Docusaurus's themes the site replaces and lendocs does not use. */
export function themeInventory(folder: string): Diagnostic[] {
  const files = (readdirSync(folder, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const replaced = new Map<string, string>();
  for (const file of files) {
    const name = componentOf(file);
    // A file beside a folder's index (`Footer.js` and `Footer/index.js`): the file is the one @theme/Footer finds.
    if (name && DOCUSAURUS_COMPONENTS.has(name) && !(replaced.has(name) && /\/index\.[^/]+$/.test(file))) replaced.set(name, file);
  }
  const diagnostics: Diagnostic[] = [];
  for (const [name, file] of replaced) {
    if (HONOURED.has(name)) continue;
    // A part of an override lendocs honours is that override's to draw (`Footer/Links` for the site's `Footer`).
    const parts = name.split('/');
    if (parts.slice(1).some((_, index) => replaced.has(parts.slice(0, index + 1).join('/')) && HONOURED.has(parts.slice(0, index + 1).join('/')))) continue;
    const instead = SHOWN_INSTEAD[parts[0]] ?? `lendocs's own ${parts[0]}`;
    const taken = TAKEN_IN_PART[name] ? `lendocs takes from the site ${TAKEN_IN_PART[name]}` : `lendocs does not take from the site: the pages show ${instead} instead`;
    diagnostics.push(
      warning('theme-override', `src/theme/${file} replaces Docusaurus's ${name}, which ${taken}.`, {
        file: path.relative(process.cwd(), path.join(folder, file)),
        hint: 'Nothing breaks; to keep what the override adds, put it in a component of your own used from the pages, or in customCss. The compatibility table of the manual (docs/docs/migrating/from-docusaurus.md in the lendocs package) lists the overrides lendocs honours.',
      }),
    );
  }
  return diagnostics;
}
