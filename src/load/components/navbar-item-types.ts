// Navbar items of a custom type (Docusaurus: `{ type: 'custom-login', … }` in themeConfig.navbar.items), each drawn
// once per build with its `props`, on the site's code thread, and put where the item goes. Docusaurus draws every
// item with `@theme/NavbarItem`, which looks its type up in `@theme/NavbarItem/ComponentTypes`; a site may replace
// either: a swizzled `src/theme/NavbarItem` that draws its own types itself (`if (type === 'custom-x') return <X />`,
// the others handed to `@theme-original/NavbarItem`), or a ComponentTypes that gives the type a component. Both are
// tried in that order. An item lendocs cannot draw is one warning naming it, and the navbar goes without it.
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
export async function drawNavbarItems(folder: string | undefined, config: ResolvedConfig, run: () => PageSiteCode): Promise<{ html: Record<string, string>; css: string[]; inputs: Record<string, string>; diagnostics: Diagnostic[]; handsOn?: boolean }> {
  const drawn: Awaited<ReturnType<typeof drawNavbarItems>> = { html: {}, css: [], inputs: {}, diagnostics: [] };
  const items = customNavbarItems(config);
  if (items.length === 0) return drawn;
  const module = folder ? (moduleFile(path.join(folder, 'NavbarItem', 'ComponentTypes')) ?? undefined) : undefined;
  const wrapper = folder ? (moduleFile(path.join(folder, 'NavbarItem')) ?? undefined) : undefined;
  if (wrapper) drawn.handsOn = await handsOthersOn(wrapper, config, run());
  const leftOut = (type: string, why: string, hint: string, file?: string) => drawn.diagnostics.push(warning('theme-override', `The navbar item of type "${type}" is left out: ${why}.`, { file, hint }));
  const rest = wrapper ? await drawnByNavbarItem(wrapper, items, run(), drawn) : items;
  if (!module) {
    const why = wrapper ? `${run().named(wrapper)} draws nothing for it, and no src/theme/NavbarItem/ComponentTypes gives that type a component` : 'no src/theme/NavbarItem/ComponentTypes gives that type a component';
    for (const { type } of rest) leftOut(type, why, "Add src/theme/NavbarItem/ComponentTypes.js: export default { ...ComponentTypes, 'custom-…': YourComponent } (ComponentTypes from '@theme-original/NavbarItem/ComponentTypes').", wrapper && displayPath(wrapper));
    return drawn;
  }
  const site = run();
  const file = displayPath(module);
  const map = await site.run(module, { kind: 'map' });
  Object.assign(drawn.inputs, map.inputs);
  const types = new Set((map.value?.entries ?? []).filter((entry) => entry.component).map((entry) => entry.key));
  for (const { index, type, props } of rest) {
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

type NavbarItems = ReturnType<typeof customNavbarItems>;

/**
 * The items the site's own `src/theme/NavbarItem` draws, given each item's keys (its type, its props) as Docusaurus
 * gives them; the others, for which it draws nothing (it hands them to `@theme-original/NavbarItem`, whose stand-in
 * draws no item lendocs draws itself), are returned for ComponentTypes. One that fails is a warning, and is left out.
 */
async function drawnByNavbarItem(wrapper: string, items: NavbarItems, site: PageSiteCode, drawn: { html: Record<string, string>; css: string[]; inputs: Record<string, string>; diagnostics: Diagnostic[] }): Promise<NavbarItems> {
  const rest: NavbarItems = [];
  for (const item of items) {
    const reply = await site.run(wrapper, { kind: 'use', props: { ...item.props, type: item.type, mobile: false } });
    Object.assign(drawn.inputs, reply.inputs);
    if (reply.failure) {
      const message = reply.failure.type === 'stopped' ? site.stopped(reply.failure, site.named(wrapper)).message : reply.failure.message;
      drawn.diagnostics.push(warning('theme-override', `The navbar item of type "${item.type}" is left out: ${site.named(wrapper)} failed while drawing it: ${message.replace(/\.$/, '')}.`, { file: displayPath(wrapper), hint: 'A navbar item is drawn once per build, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.' }));
      continue;
    }
    const markup = reply.value!.markup!;
    if (markup.trim() === '') {
      rest.push(item);
      continue;
    }
    drawn.html[String(item.index)] = markup;
    for (const piece of reply.css) if (!drawn.css.includes(piece)) drawn.css.push(piece);
  }
  return rest;
}

/**
 * Whether the site's NavbarItem draws nothing of its own for the items lendocs draws itself (it hands each to
 * `@theme-original/NavbarItem`): then lendocs's items are what it draws, and replacing it needs no warning.
 */
async function handsOthersOn(wrapper: string, config: ResolvedConfig, site: PageSiteCode): Promise<boolean> {
  for (const item of config.navbar.items) {
    if (item.type?.startsWith('custom-')) continue;
    const reply = await site.run(wrapper, { kind: 'use', props: { ...JSON.parse(JSON.stringify(item)), mobile: false } });
    if (reply.failure || reply.value!.markup!.trim() !== '') return false;
  }
  return true;
}
