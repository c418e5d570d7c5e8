// Navbar items of a custom type (Docusaurus: `{ type: 'custom-login', … }` in themeConfig.navbar.items, drawn by the
// component `src/theme/NavbarItem/ComponentTypes` gives that type): each drawn once per build with its `props`, on
// the site's code thread, and put where the item goes. An item lendocs cannot draw (no ComponentTypes, no component
// for its type, or one that fails) is one warning naming it, and the navbar goes without it.
import path from 'node:path';
import { displayPath } from '../../config/load.js';
import { warning } from '../../errors.js';
import type { Diagnostic, ResolvedConfig } from '../../types.js';
import { moduleFile } from '../../node/module-file.js';
import type { PageSiteCode } from './site-code-page.js';

/** The navbar's custom items, by their index in navbar.items. */
export function customNavbarItems(config: ResolvedConfig): { index: number; type: string; props: Record<string, unknown> }[] {
  return config.navbar.items.flatMap((item, index) => (item.type?.startsWith('custom-') ? [{ index, type: item.type, props: item.props ?? {} }] : []));
}

/** The HTML of each custom item lendocs can draw, by index; a warning for each it cannot. */
export async function drawNavbarItems(folder: string | undefined, config: ResolvedConfig, run: () => PageSiteCode): Promise<{ html: Record<string, string>; css: string[]; inputs: Record<string, string>; diagnostics: Diagnostic[] }> {
  const drawn = { html: {} as Record<string, string>, css: [] as string[], inputs: {} as Record<string, string>, diagnostics: [] as Diagnostic[] };
  const items = customNavbarItems(config);
  if (items.length === 0) return drawn;
  const module = folder ? (moduleFile(path.join(folder, 'NavbarItem', 'ComponentTypes')) ?? undefined) : undefined;
  const leftOut = (type: string, why: string, hint: string, file?: string) => drawn.diagnostics.push(warning('theme-override', `The navbar item of type "${type}" is left out: ${why}.`, { file, hint }));
  if (!module) {
    for (const { type } of items) leftOut(type, 'no src/theme/NavbarItem/ComponentTypes gives that type a component', "Add src/theme/NavbarItem/ComponentTypes.js: export default { ...ComponentTypes, 'custom-…': YourComponent } (ComponentTypes from '@theme-original/NavbarItem/ComponentTypes').");
    return drawn;
  }
  const site = run();
  const file = displayPath(module);
  const map = await site.run(module, { kind: 'map' });
  Object.assign(drawn.inputs, map.inputs);
  const types = new Set((map.value?.entries ?? []).filter((entry) => entry.component).map((entry) => entry.key));
  for (const { index, type, props } of items) {
    if (map.failure || !types.has(type)) {
      const why = map.failure ? `${site.named(module)} cannot be read (${map.failure.type === 'stopped' ? `lendocs stopped it: ${map.failure.reason}` : map.failure.message.replace(/\.$/, '')})` : `${site.named(module)} gives no component for it`;
      leftOut(type, why, `Give "${type}" a component in the default export of ${site.named(module)}.`, file);
      continue;
    }
    const reply = await site.run(module, { kind: 'use', key: type, props });
    Object.assign(drawn.inputs, reply.inputs);
    if (reply.failure) {
      const message = reply.failure.type === 'stopped' ? site.stopped(reply.failure, `Its component in ${site.named(module)}`).message : reply.failure.message;
      leftOut(type, `its component failed while rendering: ${message.replace(/\.$/, '')}`, 'A navbar item is drawn once per build, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.', file);
      continue;
    }
    drawn.html[String(index)] = reply.value!.markup!;
    for (const piece of reply.css) if (!drawn.css.includes(piece)) drawn.css.push(piece);
  }
  return drawn;
}
