// Component overrides (Docusaurus's swizzling): a site replaces or wraps one of lendocs's parts of the page with its
// own React component in `src/theme/<Name>.(tsx|jsx|ts|js)` or `src/theme/<Name>/index.*` (what swizzle writes),
// for the parts theme-slots.ts lists (Root, Footer, NotFound, DocItem/Footer, BlogPostItem, MDXContent, SearchBar),
// and navbar items of a custom type (navbar-item-types.ts).
// Each is bundled and rendered at build time on the site's code thread, as the components MDX files import
// (site-code.ts), once per build, since what it shows is the same on every page; the templates put its HTML where
// lendocs's own would go, and lendocs's own part where the override draws `@theme-original/X` (or its children).
//
// An override that cannot be drawn (it cannot be bundled, imports what has no stand-in, throws, or reads what is
// known only per page) is one warning naming its file and what the pages show instead, never a failed build; so is
// every other component the site replaces (theme-inventory.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteCodeLimits } from '../../config/site-code.js';
import { warning } from '../../errors.js';
import { OWN_PART } from '../../shared/theme-slot.js';
import type { Diagnostic, ResolvedConfig, ThemeOverrides } from '../../types.js';
import type { SiteCode } from './site-code.js';
import { pageSiteCode, type PageSiteCode } from './site-code-page.js';
import { siteInfo } from './site-info.js';
import { moduleFile } from '../../node/module-file.js';
import { themeFolder } from './theme-modules.js';
import { THEME_SLOTS, type ThemeSlot } from './theme-slots.js';
import { themeInventory } from './theme-inventory.js';
import { drawNavbarItems } from './navbar-item-types.js';

export interface RenderedOverrides {
  overrides: ThemeOverrides;
  inputs: Record<string, string>;
  /** The CSS the overrides import, for the site's stylesheet (ComponentBundle.css). */
  css: string[];
  diagnostics: Diagnostic[];
}

export async function renderThemeOverrides(root: string, config: ResolvedConfig, siteCode: SiteCode): Promise<RenderedOverrides> {
  const rendered: RenderedOverrides = { overrides: {}, inputs: {}, css: [], diagnostics: [] };
  const folder = themeFolder(root);
  const run = pageSiteCode(siteCode, { siteRoot: root, site: siteInfo(config), limits: siteCodeLimits(config) });
  const hasFolder = existsSync(folder);
  // Navbar items of a custom type need src/theme/NavbarItem/ComponentTypes; without it, each is a warning.
  const items = await drawNavbarItems(hasFolder ? folder : undefined, config, () => run);
  if (Object.keys(items.html).length > 0) rendered.overrides.navbarItems = items.html;
  Object.assign(rendered.inputs, items.inputs);
  rendered.css.push(...items.css);
  rendered.diagnostics.push(...items.diagnostics);
  // A site without src/theme looks for nothing else, and starts no thread.
  if (!hasFolder) return rendered;
  for (const slot of THEME_SLOTS) {
    const module = moduleFile(path.join(folder, slot.name)) ?? undefined;
    // NotFound/Content only when the site does not replace the whole NotFound.
    if (!module || rendered.overrides[slot.key] !== undefined) continue;
    await renderSlot(slot, module, config, run, rendered);
  }
  rendered.diagnostics.push(...themeInventory(folder));
  return rendered;
}

async function renderSlot(slot: ThemeSlot, module: string, config: ResolvedConfig, run: PageSiteCode, rendered: RenderedOverrides): Promise<void> {
  const props = { ...slot.props?.(config), ...(slot.wraps ? { children: OWN_PART } : {}) };
  const { value, failure, css, inputs } = await run.run(module, slot.page ? { kind: 'page' } : { kind: 'override', props });
  Object.assign(rendered.inputs, inputs);
  const file = path.relative(process.cwd(), module) || module;
  const named = run.named(module);
  const instead = `The pages show ${slot.instead} instead.`;
  if (failure) {
    const said =
      failure.type === 'component'
        ? failure
        : failure.type === 'stopped'
          ? run.stopped(failure, `The override ${named}`)
          : { message: `The override ${named} failed while rendering: ${failure.message}.`, hint: 'An override is rendered once per build, where there is no window or document and no page being read: read them in useEffect, or wrap the part in BrowserOnly.' };
    rendered.diagnostics.push(warning('theme-override', `${said.message.replace(/\.?$/, '.')} ${instead}`, { file, hint: said.hint }));
    return;
  }
  const markup = value!.markup!;
  if (slot.wraps && !markup.includes(OWN_PART)) {
    rendered.diagnostics.push(warning('theme-override', `The override ${named} does not draw its children, which are what it wraps. ${instead}`, { file, hint: 'Draw {children} (or the component imported from @theme-original) where the page goes.' }));
    return;
  }
  rendered.overrides[slot.key] = markup;
  rendered.css.push(...css);
}
