// Component overrides (Docusaurus's swizzling, Starlight's overrides): a site replaces one of lendocs' templates with
// its own React component in `src/theme/<Name>.(tsx|jsx|ts|js)` or `src/theme/<Name>/index.*` (what Docusaurus's
// swizzle writes), bundled and rendered at build time on the site's code thread, as the components MDX files import
// (site-code.ts). Each override is drawn once per build, since what it shows is the same on every page, and the
// templates put its HTML where the built-in one would go.
//
// Overridable: `Footer`, given the props `{ footer, title }` (the config's `footer` and the site title).
import path from 'node:path';
import { siteCodeLimits } from '../../config/site-code.js';
import { error } from '../../errors.js';
import type { Diagnostic, ResolvedConfig, ThemeOverrides } from '../../types.js';
import type { SiteCode } from './site-code.js';
import { pageSiteCode } from './site-code-page.js';
import { siteInfo } from './site-info.js';
import { moduleFile } from '../../node/module-file.js';

/** The override's module, when the site has one: a file before a folder's index, as `@theme/<Name>` resolves. */
function overrideModule(root: string, name: string): string | undefined {
  const base = path.join(root, 'src', 'theme', name);
  return moduleFile(base) ?? undefined;
}

export interface RenderedOverrides {
  overrides: ThemeOverrides;
  inputs: Record<string, string>;
  /** The CSS the overrides import, for the site's stylesheet (ComponentBundle.css). */
  css: string[];
  diagnostics: Diagnostic[];
}

export async function renderThemeOverrides(root: string, config: ResolvedConfig, siteCode: SiteCode): Promise<RenderedOverrides> {
  const rendered: RenderedOverrides = { overrides: {}, inputs: {}, css: [], diagnostics: [] };
  const module = overrideModule(root, 'Footer');
  if (!module) return rendered;
  const file = path.relative(process.cwd(), module) || module;
  const run = pageSiteCode(siteCode, { siteRoot: root, site: siteInfo(config), limits: siteCodeLimits(config) });
  const { value, failure, css, inputs } = await run.run(module, { kind: 'override', props: { footer: config.footer, title: config.title } });
  Object.assign(rendered.inputs, inputs);
  if (!failure) {
    rendered.overrides.Footer = value!.markup!;
    rendered.css.push(...css);
    return rendered;
  }
  const said =
    failure.type === 'component'
      ? failure
      : failure.type === 'stopped'
        ? run.stopped(failure, `The override ${run.named(module)}`)
        : { message: `The override src/theme/Footer failed while rendering: ${failure.message}`, hint: 'An override is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.' };
  rendered.diagnostics.push(error('theme-override', said.message, { file, hint: said.hint }));
  return rendered;
}
