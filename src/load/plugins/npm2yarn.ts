// ```` ```bash npm2yarn ```` with config `markdown.npm2yarn` on: tabs, as Docusaurus's npm2yarn remark plugin makes
// them — the block as written under "npm", then the same command converted by the npm-to-yarn package (the one the
// plugin uses, so the commands are the same) under "Yarn", "pnpm"… — drawn with the markup of an MDX file's
// <Tabs> (mdx/components.ts), so the client script and styles treat them alike. Each tab's block has the language
// and nothing else of the info string, as the plugin's do.
import npmToYarn from 'npm-to-yarn';
import type { Npm2YarnOptions } from '../../config/npm2yarn.js';
import { tabPanel, tablist, tabSlug, type TabsState } from '../mdx/tabs-markup.js';
import type { MarkdownEnv } from '../markdown-env.js';

// Node loads the package's ES module build, whose default export is the function; its types are read as CommonJS
// (its package.json says so), where the default would be the module.
const convert = npmToYarn as unknown as (command: string, to: string) => string;

/** The block is one the plugin converts: its info string is a language and then exactly `npm2yarn`, as mdast's `meta`. */
export function isNpm2YarnBlock(info: string): boolean {
  const match = /^\S+\s+(.*)$/s.exec(info.trim());
  return match !== null && match[1].trim() === 'npm2yarn';
}

/** The plugin's tab labels: its own for Yarn, the converter's name for the others; npm's tab has its value. */
const label = (converter: string) => (converter === 'yarn' ? 'Yarn' : converter);

/** The tabs of one block; `drawCode` draws a block of code in the block's language, as the fence rule draws any block. */
export function npm2yarnTabs(code: string, options: Npm2YarnOptions, env: MarkdownEnv, drawCode: (code: string) => string): string {
  env.npm2yarnCount = (env.npm2yarnCount ?? 0) + 1;
  const tabs: TabsState = { id: `npm2yarn-${env.npm2yarnCount}`, groupId: options.sync ? 'npm2yarn' : undefined, items: [] };
  const panels = [{ value: 'npm', code }, ...options.converters.map((converter) => ({ value: converter, code: convert(code, converter) }))].map(({ value, code: converted }, index) => {
    const id = `${tabs.id}-${tabSlug(value)}`;
    tabs.items.push({ value, label: index === 0 ? value : label(value), id, selected: index === 0 });
    return `${tabPanel(id, value)}${drawCode(converted)}</div>`;
  });
  return `${tablist(tabs)}${panels.join('')}</div>\n`;
}
