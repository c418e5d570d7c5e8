// `<DocCardList />` lists the sidebar category whose landing page holds it. Docusaurus stops the build on any other
// page; lendocs draws nothing there and says so, with the file and line, instead of leaving a silent gap.
import { warning } from '../errors.js';
import { currentSidebarCategory } from '../shared/sidebar-category.js';
import type { Diagnostic, Route, SidebarItem } from '../types.js';

export function docCardListWarnings(routes: Route[], sidebars: SidebarItem[][]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const route of routes) {
    const data = route.data;
    if (!('page' in data) || !data.page.hasDocCardList) continue;
    if (route.sidebar === 'docs' && currentSidebarCategory(sidebars[route.sidebarIndex ?? 0] ?? [], route)) continue;
    const { page } = data;
    const at = page.markdown.search(/<DocCardList\b/);
    diagnostics.push(
      warning('doc-card-list-without-category', '<DocCardList /> lists the sidebar category whose landing page holds it, and this page is no category\'s landing page: nothing is shown.', {
        file: page.file,
        line: at < 0 ? undefined : page.bodyLine + page.markdown.slice(0, at).split('\n').length - 1,
        hint: 'Move it to the index page of a docs folder (index.md, README.md or a file named like its folder) or to the doc named by a category\'s "link", or remove it.',
      }),
    );
  }
  return diagnostics;
}
