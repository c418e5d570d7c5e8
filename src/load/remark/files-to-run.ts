// Which files the site's remark plugins run on when the cache (remark-cache.ts) holds the others' results: those it
// has no result for, and the Markdown files they link to, and those files' own, as far as the links go. A plugin's
// transformer on one file may wait for the tree of a page it links to (corpus S15 inlines the structure pages an API
// page links to, and waits for them): run without them, it would wait until the time limit.
import { linkTarget } from '../link-target.js';
import type { ContentPaths } from '../walk.js';

/** A file as the child gets it. */
interface Candidate {
  fileContent: string;
  /** Its logical path, when where links lead is known. */
  source?: string;
}

// `[text](./b.md#x)` and `[b]: ../b.mdx` (a reference's definition): the URL of a link to a Markdown file.
const INLINE = /\]\(\s*<?([^()\s<>]+?\.mdx?(?:[?#][^()\s<>]*)?)>?(?:\s+["'(][^)]*)?\)/gi;
const DEFINITION = /^ {0,3}\[[^\]\n]+\]:\s*<?([^\s<>]+?\.mdx?(?:[?#][^\s<>]*)?)>?(?:\s|$)/gim;

function markdownLinks(text: string): string[] {
  return [...text.matchAll(INLINE), ...text.matchAll(DEFINITION)].map((match) => match[1]!);
}

/**
 * The indexes of `files` to run: `missing` (no kept result) and every file they reach through links to Markdown
 * files (`routes` and `paths` resolve them as the pages' own links are resolved); in the files' order.
 */
export function filesToRun(files: readonly Candidate[], missing: readonly number[], links?: { routes: ReadonlyMap<string, string>; paths: ContentPaths; baseUrl: string }): number[] {
  const chosen = new Set(missing);
  if (links && missing.length > 0 && missing.length < files.length) {
    const bySource = new Map(files.flatMap((file, index) => (file.source === undefined ? [] : [[file.source, index] as const])));
    const queue = [...missing];
    while (queue.length > 0) {
      const from = files[queue.pop()!]!;
      if (from.source === undefined) continue;
      for (const url of markdownLinks(from.fileContent)) {
        const target = linkTarget(url, { source: from.source, routes: links.routes, paths: links.paths, baseUrl: links.baseUrl });
        const index = target.type === 'source' ? bySource.get(target.path) : undefined;
        if (index === undefined || chosen.has(index)) continue;
        chosen.add(index);
        queue.push(index);
      }
    }
  }
  return [...chosen].sort((a, b) => a - b);
}
