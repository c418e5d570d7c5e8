// Where each Markdown file of a load will be published, known before its body is read, for the site's remark plugins:
// Docusaurus resolves a link to a Markdown file (`./b.md`) to its page's URL before a content plugin's remarkPlugins
// see the tree (docusaurus-defaults.ts), and a plugin may match links by that URL. A route is made of the file's kind,
// logical path and front matter alone (the route stage's sourceRoutes, which the pipeline hands in as `routesOf`), so
// the front matter is read here as readPage will read it; a file kept from an earlier load gives its page's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { displayPath } from '../../config/load.js';
import { substitute, substituteDeep, substituteOutsideCode } from '../../shared/placeholders.js';
import type { Page, ResolvedConfig } from '../../types.js';
import { readFrontMatter } from '../front-matter.js';
import type { PageJob, PageResult } from '../load-page.js';
import { contentPaths, logicalPath } from '../walk.js';

/** What a route is made of (load-content.ts SourceFacts). */
export type RouteFacts = Pick<Page, 'kind' | 'source' | 'frontMatter'>;

export interface LinkRoutes {
  /** The route of every Markdown source (logical path). */
  routes: ReadonlyMap<string, string>;
  /** Each file's logical path (`docs/a.md`), by the absolute path its text is read from. */
  sourceOf: ReadonlyMap<string, string>;
}

export interface LinkRoutesInput {
  root: string;
  config: ResolvedConfig;
  jobs: readonly PageJob[];
  /** The result an earlier load made of a job, when it is kept. */
  earlier: (job: PageJob) => PageResult | undefined;
  /** The texts markdown.preprocessor gave, read instead of the files. */
  texts?: ReadonlyMap<string, string>;
  /** The route of each source, as the route stage places it. */
  routesOf: (facts: RouteFacts[]) => ReadonlyMap<string, string>;
}

export async function linkRoutes({ root, config, jobs, earlier, texts, routesOf }: LinkRoutesInput): Promise<LinkRoutes> {
  const facts: RouteFacts[] = [];
  const sourceOf = new Map<string, string>();
  const paths = contentPaths(config);
  for (const job of jobs) {
    if (!/\.mdx?$/i.test(job.relative)) continue;
    const absolute = job.from ?? path.join(root, job.relative);
    const source = substitute(logicalPath(job.relative, paths), config.product);
    sourceOf.set(absolute, source);
    const kept = earlier(job)?.page;
    if (kept) {
      facts.push({ kind: kept.kind, source: kept.source, frontMatter: kept.frontMatter });
      continue;
    }
    // A file that cannot be read, or whose front matter is wrong, is no page: readPage says why.
    const raw = texts?.get(absolute) ?? (await readFile(absolute, 'utf8').catch(() => undefined));
    if (raw === undefined) continue;
    const front = readFrontMatter(substituteOutsideCode(raw, config.product), displayPath(absolute), job.kind);
    if (front.diagnostics.some((d) => d.severity === 'error')) continue;
    const frontMatter = substituteDeep(front.data, config.product);
    if (frontMatter.draft !== true) facts.push({ kind: job.kind, source, frontMatter });
  }
  return { routes: routesOf(facts), sourceOf };
}

/** linkRoutes of the texts markdown.preprocessor gives, when the pipeline hands in `routesOf`. */
export function linkRoutesFor({ routesOf, ...input }: Omit<LinkRoutesInput, 'texts' | 'routesOf'> & { routesOf?: LinkRoutesInput['routesOf'] }): ((preprocessed?: { texts: ReadonlyMap<string, string> }) => Promise<LinkRoutes>) | undefined {
  return routesOf && ((preprocessed) => linkRoutes({ ...input, routesOf, texts: preprocessed?.texts }));
}
