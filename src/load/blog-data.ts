// blog/authors.yml and blog/tags.yml: the authors and tags posts may name.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { error } from '../errors.js';
import type { Diagnostic } from '../types.js';
import { placeholderError, placeholderLine, substituteDeep, type Product } from '../shared/placeholders.js';
import { parseYaml, schemaDiagnostics, type ParsedYaml } from '../shared/yaml.js';
import { LINK_URL, WEB_OR_PATH_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';

const authorSchema = z
  .object({
    name: z.string().min(1),
    title: z.string().optional(),
    url: urlString(LINK_URL).optional(),
    image_url: urlString(WEB_OR_PATH_URL).optional(),
    email: z.string().optional(),
    /** As in Docusaurus 3.5+: an author page only with `page: true` (at the key's slug) or `page: { permalink }`. */
    page: z.union([z.boolean(), z.object({ permalink: z.string() }).strict()]).optional(),
    // A handle (`jo`) or a full URL; a handle has no scheme, so the link rule lets it through.
    socials: z.record(z.string(), urlString(LINK_URL)).optional(),
  })
  .strict();

// As in Docusaurus, every field may be left out ("key:" alone): the label is then the key capitalised, the permalink
// the key's slug.
const tagSchema = z.preprocess(
  (entry) => entry ?? {},
  z
    .object({
      label: z.string().optional(),
      permalink: z.string().optional(),
      description: z.string().optional(),
    })
    .strict(),
);

export type AuthorEntry = z.output<typeof authorSchema> & { line: number };
export type TagEntry = z.output<typeof tagSchema> & { line: number };

export interface BlogData {
  authors: Map<string, AuthorEntry>;
  /** `undefined` when there is no tags.yml: then any tag is allowed. */
  tags?: Map<string, TagEntry>;
  authorsFile: string;
  tagsFile: string;
}

export interface BlogDataOptions {
  root: string;
  product: Product | undefined;
  /** How a path is shown in messages. */
  shown: (absolute: string) => string;
  /** The blog folder, relative to the root (config `paths.blog`). */
  blogDir?: string;
  /**
   * The locale's blog translations (`i18n/<locale>/docusaurus-plugin-content-blog`, from the root): an authors.yml or
   * tags.yml there is read instead of the blog's, as Docusaurus looks for its data files there first.
   */
  localeDir?: string;
  /** The authors file, relative to the blog folder (config `authorsMapPath`); default authors.yml. */
  authorsMapPath?: string;
}

export async function loadBlogData({ root, product, shown, blogDir = 'blog', localeDir, authorsMapPath = 'authors.yml' }: BlogDataOptions): Promise<{ data: BlogData; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const dataFile = (name: string) => (localeDir && existsSync(path.join(root, localeDir, name)) ? path.join(root, localeDir, name) : path.join(root, blogDir, name));
  const authorsFile = shown(dataFile(authorsMapPath));
  const tagsFile = shown(dataFile('tags.yml'));
  const authors = await readMap(dataFile(authorsMapPath), authorsFile, authorSchema, 'author', product, diagnostics);
  const tags = await readMap(dataFile('tags.yml'), tagsFile, tagSchema, 'tag', product, diagnostics);
  return { data: { authors: authors ?? new Map(), tags, authorsFile, tagsFile }, diagnostics };
}

/** A docs folder's tags.yml, when it has one: the tags its pages may name. */
export interface DocsTags {
  tags: Map<string, TagEntry>;
  tagsFile: string;
}

/** A docs folder's tags.yml (Docusaurus's docs `tags` file), read as a blog's is: `tags` undefined when there is none. */
export async function loadTagsFile({ root, product, shown, dir }: { root: string; product: Product | undefined; shown: (absolute: string) => string; dir: string }): Promise<{ tags?: Map<string, TagEntry>; tagsFile: string; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const absolute = path.join(root, dir, 'tags.yml');
  const tags = await readMap(absolute, shown(absolute), tagSchema, 'tag', product, diagnostics);
  return { tags, tagsFile: shown(absolute), diagnostics };
}

async function readMap<S extends z.ZodType>(
  absolute: string,
  file: string,
  schema: S,
  what: string,
  product: Product | undefined,
  diagnostics: Diagnostic[],
): Promise<Map<string, z.output<S> & { line: number }> | undefined> {
  let text: string;
  try {
    text = await readFile(absolute, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    diagnostics.push(error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file }));
    return undefined;
  }
  const placeholder = product ? 0 : placeholderLine(text);
  if (placeholder) return void diagnostics.push(placeholderError(file, placeholder));
  const parsed = parseYaml(text, file);
  diagnostics.push(...parsed.diagnostics);
  if (!parsed.yaml) return undefined;
  const yaml: ParsedYaml = parsed.yaml;
  const value = yaml.value ?? {};
  const hint = `Each entry is "key:" followed by indented fields; see content/blog/${path.basename(absolute)} for an example.`;
  if (typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(error('invalid-yaml', `${path.basename(absolute)} must be a mapping from ${what} keys to ${what} details.`, { file, line: 1, hint }));
    return undefined;
  }
  const result = new Map<string, z.output<S> & { line: number }>();
  for (const [key, entry] of Object.entries(value)) {
    const check = schema.safeParse(entry);
    if (!check.success) {
      diagnostics.push(...schemaDiagnostics(check.error.issues.map((i) => ({ ...i, path: [key, ...i.path] })), yaml, file, what, hint));
      continue;
    }
    result.set(substituteDeep(key, product), { ...substituteDeep(check.data as object, product), line: yaml.lineOf([key]) } as z.output<S> & { line: number });
  }
  return result;
}
