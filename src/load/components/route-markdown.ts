// A route's modules that are Markdown files (a plugin's addRoute: pipeline/plugin-routes.ts), made into what
// Docusaurus's mdx-loader compiles such a file to, before the route's component is drawn with them: the file's
// content (drawn as a partial is, cut at the truncate marker when the import asked `?truncated=true`) and its named
// exports `frontMatter`, `contentTitle` (the leading `# Title`), `toc` (its headings below the title, as
// `{ value, id, level }`) and `assets`, beside the `metadata` the plugin's loader gives it. The site code's thread
// then makes each a component carrying them (markdown-files.ts markdownModuleComponents).
import { readFileSync } from 'node:fs';
import { displayPath } from '../../config/load.js';
import { escapeHtml } from '../../shared/html.js';
import type { Heading } from '../../types.js';
import { readFrontMatter } from '../front-matter.js';
import { MARKDOWN_MODULE, mapMarkdownModules, markdownModuleKey, markdownModuleMarker, type MarkdownModule } from './markdown-files.js';

/** How the page draws a Markdown file: its HTML by key (rendered once), and then what was drawn, with each key's headings. */
export interface MarkdownDrawing {
  render(key: string, line: number): Promise<string>;
  made: Promise<{ headings: ReadonlyMap<string, Heading[]> } | undefined>;
}

/** The route's props with each Markdown module's exports filled in (the file rendered now, its HTML put in later by its marker). */
export async function withMarkdownExports(props: Record<string, unknown>, drawing: MarkdownDrawing): Promise<Record<string, unknown>> {
  return (await mapMarkdownModules(props, async (module) => {
    const key = markdownModuleKey(module);
    await drawing.render(key, 1);
    const headings = (await drawing.made)?.headings.get(key) ?? [];
    const { data, body } = readFrontMatter(readFileSync(module.file, 'utf8'), displayPath(module.file), 'page');
    const title = opensWithTitle(body) ? headings.find((heading) => heading.level === 1) : undefined;
    const exports: MarkdownModule['exports'] = {
      marker: markdownModuleMarker(module),
      frontMatter: data,
      ...(title ? { contentTitle: title.text } : {}),
      toc: headings.filter((heading) => heading.level > 1).map((heading) => ({ value: escapeHtml(heading.text), id: heading.id, level: heading.level })),
      assets: {},
    };
    return { [MARKDOWN_MODULE]: { ...module, exports } };
  })) as Record<string, unknown>;
}

/** Whether the file's first content (after MDX's imports and exports) is a `# Title`, which mdx-loader exports as contentTitle. */
function opensWithTitle(body: string): boolean {
  for (const line of body.split('\n')) {
    if (line.trim() === '' || /^(import|export)\s/.test(line)) continue;
    return /^#\s+\S/.test(line.trim());
  }
  return false;
}
