// A docs site whose one sidebar has a top level far over the budget a page may carry (src/shared/sidebar-budget.ts):
// a page first, `links` links elsewhere, a category of two pages, as many links again, a page last.
import { BASE_CONFIG, doc } from './fixture-site.js';

export function longSidebarSite(links: number): { files: Record<string, string>; config: string } {
  const elsewhere = (from: number) =>
    Array.from({ length: links }, (_, i) => `    - { type: link, label: 'Elsewhere ${from + i}', href: 'https://example.com/${from + i}' }\n`).join('');
  const config = `${BASE_CONFIG}sidebars:\n  main:\n    - first\n${elsewhere(0)}    - type: category\n      label: Guides\n      items: [guides/one, guides/two]\n${elsewhere(links)}    - last\n`;
  const files = {
    'docs/first.md': doc({ title: 'First' }, 'The first page.'),
    'docs/guides/one.md': doc({ title: 'One' }, 'One.'),
    'docs/guides/two.md': doc({ title: 'Two' }, 'Two.'),
    'docs/last.md': doc({ title: 'Last' }, 'The last page.'),
  };
  return { files, config };
}
