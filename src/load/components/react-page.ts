// A React page (`src/pages/x.tsx`, as Docusaurus builds them): the module's default export rendered at build time
// with renderToStaticMarkup (on the site's code thread: site-code.ts), inside lendocs' own layout (`@theme/Layout`
// draws only its children and gives the page its title and description). What cannot be stood in for is an error
// naming the import.
import { error, warning } from '../../errors.js';
import type { Diagnostic } from '../../types.js';
import type { PageSiteCode } from './site-code-page.js';
import type { PluginRouteDraw } from '../react-page-source.js';

export interface RenderedReactPage {
  html: string;
  /** The hrefs of its links that Docusaurus checks (site-hrefs.ts). */
  hrefs: string[];
  /** Anchors its code gave `useBrokenLinks().collectAnchor()`, ids of the page for the anchor check. */
  anchors?: string[];
  title?: string;
  description?: string;
  inputs: Record<string, string>;
  /** The CSS its files import, for the site's stylesheet (ComponentBundle.css). */
  css: string[];
  /** Files its imports made URLs of, from the site folder, for the page to publish (media-files.ts). */
  files?: string[];
  diagnostics: Diagnostic[];
}

/** `route`: a route a plugin added (react-page-source.ts), drawn with its props; one that cannot be drawn is a warning. */
export async function renderReactPage(modulePath: string, siteCode: PageSiteCode, file: string, route?: PluginRouteDraw): Promise<RenderedReactPage> {
  const { value, failure, css, inputs, files } = await siteCode.run(modulePath, route ? { kind: 'page', props: route.props } : { kind: 'page' });
  if (!failure) {
    const diagnostics = (value!.warnings ?? []).map((said) => warning(said.code ?? 'theme-module', said.message, { file, hint: said.hint }));
    return { html: value!.markup!, hrefs: value!.hrefs ?? [], anchors: value!.anchors, title: value!.title, description: value!.description, inputs, css, ...(files ? { files } : {}), diagnostics };
  }
  const said =
    failure.type === 'component'
      ? failure
      : failure.type === 'stopped'
        ? siteCode.stopped(failure, `The React page ${siteCode.named(modulePath)}`)
        : { message: `This React page failed while rendering: ${failure.message}`, hint: 'A React page is rendered at build time, where there is no window or document: read them in useEffect, or wrap the part in BrowserOnly.' };
  // The files it was made from, so a cached failure is made again once they change.
  if (!route) return { html: '', hrefs: [], inputs, css: [], diagnostics: [error('react-page', said.message, { file, hint: said.hint })] };
  // A plugin's route is left out, as before lendocs built them: Docusaurus would stop, lendocs builds the rest.
  const message = `${route.plugin} adds the route ${route.path} with addRoute; its component ${siteCode.named(modulePath)} cannot be drawn, so the route is not built: ${said.message.replace(/^This React page failed while rendering: /, '')}`;
  return { html: '', hrefs: [], inputs, css: [], diagnostics: [warning('plugin-route', message, { file, hint: said.hint })] };
}
