// Highlighted code blocks kept in the persistent cache folder (.lendocs-cache/highlight/), one file per block, named
// by a hash of everything the block's HTML is made from: shiki's packages (its grammars, themes and engines come in
// them), lendocs's code that turns tokens into HTML, the grammar, the themes and the code. A page that changes, a new config or a new lendocs release re-parses
// pages (page-cache.ts), but only blocks never highlighted before are highlighted again. One file per block, read
// and written where the block is highlighted, so every Markdown worker shares the store without messages and
// holds none of it in memory. Deleting the folder is always safe; an unreadable entry is highlighted again.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/** Where the store is and what its keys are salted with; plain data, so it crosses to worker threads. */
export interface HighlightStoreOptions {
  /** The cache folder (the store is its `highlight/` folder). */
  dir: string;
  /** The installed versions of shiki's packages (name → version), version.ts's outputPackageVersions. */
  packages: Record<string, string>;
}

export interface HighlightKeyParts {
  packages: Record<string, string>;
  /** lendocs's code that turns a block's tokens into its HTML (highlight.ts's TOKEN_HTML_CODE), or a hash of it. */
  renderer: string;
  /** The grammar shiki highlights the block with (`shellscript` for `bash`), and the language as written. */
  grammar: string;
  language: string;
  themes: readonly string[];
  code: string;
}

/** The store's key for one block: any change to a part (a theme, the code, a shiki release, lendocs's token HTML) is another key. */
export function highlightKey({ packages, renderer, grammar, language, themes, code }: HighlightKeyParts): string {
  const shiki = Object.entries(packages)
    .filter(([name]) => name === 'shiki' || name.startsWith('@shikijs/'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([renderer, shiki, grammar, language, themes]))
    .update('\0')
    .update(code)
    .digest('hex');
}

export interface HighlightStore {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

export function openHighlightStore(dir: string): HighlightStore {
  const folder = path.join(dir, 'highlight');
  const fileOf = (key: string) => path.join(folder, key.slice(0, 2), `${key.slice(2)}.html`);
  const made = new Set<string>();
  return {
    get(key) {
      try {
        return readFileSync(fileOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    set(key, html) {
      const file = fileOf(key);
      try {
        const parent = path.dirname(file);
        if (!made.has(parent)) mkdirSync(parent, { recursive: true });
        made.add(parent);
        // Written beside it and renamed, so a reader (another worker, a build killed half-way) never sees half a block.
        const temporary = `${file}.${process.pid}-${threadId}.tmp`;
        writeFileSync(temporary, html);
        renameSync(temporary, file);
      } catch {
        // A cache that cannot be written (read-only, full) only costs the next build this block's highlighting.
      }
    },
  };
}
