// YAML front matter between `---` lines, validated by a schema per kind of page.
import { z } from 'zod';
import { error, warning } from '../errors.js';
import { closestName, editDistance } from '../shared/suggest.js';
import type { Diagnostic, PageKind } from '../types.js';
import { parseYaml, schemaDiagnostics } from '../shared/yaml.js';
import { plainYaml } from '../shared/yaml-plain.js';
import { LINK_URL, WEB_OR_PATH_URL } from '../shared/safe-url.js';
import { urlString } from '../shared/url-schema.js';
import { convertedBoolean, convertedNumber } from './converted-values.js';
import { copiedString } from '../node/copied-string.js';

const tag = z.union([z.string().min(1), z.object({ label: z.string().min(1), permalink: z.string().optional() }).passthrough()]);
const stringOrStrings = z.union([z.string(), z.array(z.string())]);
const dateLike = z.union([z.date(), z.string().min(1)]);
/** A link a reader follows (an author's page, a hero button), and an image: never `javascript:` and the like. */
const link = urlString(LINK_URL);
const image = urlString(WEB_OR_PATH_URL);
// An author written in the post itself rather than in authors.yml; feeds and structured data read these as strings.
const inlineAuthor = z
  .object({ name: z.string().optional(), title: z.string().optional(), url: link.optional(), image_url: image.optional(), email: z.string().optional() })
  .passthrough();

// Keys Docusaurus users know; numbers and booleans also as text, as Docusaurus reads them (converted-values.ts).
// Unknown keys are kept (templates and plugins may read them) but never required.
const common = {
  title: z.string().optional(),
  description: z.string().optional(),
  slug: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  image: image.optional(),
  draft: convertedBoolean().optional(),
  unlisted: convertedBoolean().optional(),
  hide_table_of_contents: convertedBoolean().optional(),
  toc_min_heading_level: convertedNumber(z.number().int().min(2).max(6)).optional(),
  toc_max_heading_level: convertedNumber(z.number().int().min(2).max(6)).optional(),
};

// The home page's own keys (the home template draws them).
const homeKeys = {
  hero: z
    .object({
      title: z.string().optional(),
      tagline: z.string().optional(),
      actions: z.array(z.object({ label: z.string().min(1), href: link.min(1), primary: convertedBoolean().optional() }).strict()).optional(),
    })
    .strict()
    .optional(),
  cards: z.array(z.object({ title: z.string().min(1), text: z.string(), href: link.min(1) }).strict()).optional(),
  latest_posts: convertedNumber(z.number().int().min(0)).optional(),
};

const schemas: Record<PageKind, z.ZodType> = {
  doc: z
    .object({
      ...common,
      id: z.string().regex(/^[^/]+$/, 'an id without slashes').optional(),
      sidebar_label: z.string().optional(),
      sidebar_position: convertedNumber().optional(),
      sidebar_class_name: z.string().optional(),
      hide_title: convertedBoolean().optional(),
      tags: z.array(tag).optional(),
      pagination_label: z.string().optional(),
    })
    .passthrough(),
  post: z
    .object({
      ...common,
      date: dateLike.optional(),
      tags: z.array(tag).optional(),
      authors: z.union([stringOrStrings, inlineAuthor, z.array(z.union([z.string(), inlineAuthor]))]).optional(),
      // Docusaurus's older single-author keys (read by route/post-summary.ts), checked as the inline author's.
      author_url: link.optional(),
      authorURL: link.optional(),
      author_image_url: image.optional(),
      authorImageURL: image.optional(),
    })
    .passthrough(),
  page: z.object({ ...common, layout: z.enum(['page', 'home']).optional(), ...homeKeys }).passthrough(),
};

/**
 * Keys Docusaurus knows that lendocs does not use: kept without a word, and never "corrected" into a key lendocs
 * reads (`pagination_next` is not a misspelt `pagination_label`).
 */
const DOCUSAURUS_KEYS: Record<PageKind, string[]> = {
  doc: ['pagination_next', 'pagination_prev', 'displayed_sidebar', 'sidebar_custom_props', 'sidebar_key', 'custom_edit_url', 'parse_number_prefixes', 'last_update', 'hide_table_of_contents'],
  post: ['id', 'author', 'author_title', 'author_url', 'author_image_url', 'authorURL', 'authorTitle', 'authorImageURL', 'last_update', 'sidebar_label'],
  page: ['wrapperClassName', 'hide_table_of_contents', 'last_update'],
};

/** A key as written with its separators and case set aside (`sidebar-position`, `sidebarPosition` → `sidebarposition`). */
const looseKey = (key: string) => key.toLowerCase().replace(/[-_\s]/g, '');

/**
 * The known key an unknown one clearly misspells: the same but for separators or case (`sidebar-position`), or a
 * slip of one letter in a key of five or more (two in one of nine or more: `sidebar_lable`, `descripton`). Docusaurus
 * keeps every other key without a word (its front matter schemas accept unknown keys), and so does lendocs: a short
 * key one letter from a known one is usually a key of the site's own (`uid` is not a misspelt `id`).
 */
function misspeltKey(key: string, known: string[]): string | undefined {
  const same = known.find((candidate) => looseKey(candidate) === looseKey(key));
  if (same) return same;
  if (key.length < 5) return undefined;
  const meant = closestName(key, known);
  return meant && editDistance(key.toLowerCase(), meant.toLowerCase()) <= (key.length >= 9 ? 2 : 1) ? meant : undefined;
}

/** The keys lendocs reads, and those Docusaurus knows, per kind of page. */
const KNOWN_KEYS: Record<PageKind, string[]> = Object.fromEntries(
  Object.entries(schemas).map(([kind, schema]) => [kind, [...Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape), ...DOCUSAURUS_KEYS[kind as PageKind]]]),
) as Record<PageKind, string[]>;

export interface FrontMatterResult {
  data: Record<string, unknown>;
  body: string;
  /** 1-based line of the first body line. */
  bodyLine: number;
  /** File line of each top-level key. */
  lines: Record<string, number>;
  diagnostics: Diagnostic[];
}

const OPEN = /^\uFEFF?---[ \t]*\r?\n/;

export function readFrontMatter(text: string, file: string, kind: PageKind): FrontMatterResult {
  const open = OPEN.exec(text);
  if (!open) return { data: {}, body: text.replace(/^\uFEFF/, ''), bodyLine: 1, lines: {}, diagnostics: [] };
  const close = /^---[ \t]*$/m;
  const rest = text.slice(open[0].length);
  const end = close.exec(rest);
  if (!end) {
    return {
      data: {},
      body: '',
      bodyLine: 1,
      lines: {},
      diagnostics: [error('unclosed-front-matter', 'The front matter starts with "---" but is never closed.', { file, line: 1, hint: 'Add a line "---" after the last front matter key.' })],
    };
  }
  // A copy, not a slice (node/copied-string.ts): every value read from the front matter (a title, a description)
  // would hold the whole file in memory for as long as the page lives, through the whole build.
  const yamlText = copiedString(rest.slice(0, end.index));
  const afterClose = rest.slice(end.index + end[0].length).replace(/^\r?\n/, '');
  const bodyLine = 2 + countLines(yamlText) + 1;
  const hint = 'Front matter is YAML: `key: value` per line, lists as `[a, b]`.';
  // Most front matter is plain `key: value` lines, read without the YAML parser (the same value: yaml-plain.ts).
  const plain = plainYaml(yamlText, 2);
  const { yaml, diagnostics } = plain ? { yaml: plain, diagnostics: [] } : parseYaml(yamlText, file, 2);
  if (!yaml) return { data: {}, body: afterClose, bodyLine, lines: {}, diagnostics };
  if (yaml.value === null || yaml.value === undefined) return { data: {}, body: afterClose, bodyLine, lines: {}, diagnostics: [] };
  if (typeof yaml.value !== 'object' || Array.isArray(yaml.value)) {
    return { data: {}, body: afterClose, bodyLine, lines: {}, diagnostics: [error('invalid-front-matter', 'Front matter must be a mapping of keys to values.', { file, line: 2, hint })] };
  }
  const parsed = schemas[kind].safeParse(yaml.value);
  if (!parsed.success) return { data: {}, body: afterClose, bodyLine, lines: {}, diagnostics: schemaDiagnostics(parsed.error.issues, yaml, file, 'front matter', hint, schemas[kind]) };
  const data = parsed.data as Record<string, unknown>;
  const lines = Object.fromEntries(Object.keys(data).map((key) => [key, yaml.lineOf([key])]));
  return { data, body: afterClose, bodyLine, lines, diagnostics: nearMisses(data, kind, file, lines) };
}

/**
 * Unknown keys are allowed (a site's own templates may read them), but one that is a typo of a known key
 * (`sidebar_lable`) silently does nothing, so it gets a warning with the key it probably meant.
 */
function nearMisses(data: Record<string, unknown>, kind: PageKind, file: string, lines: Record<string, number>): Diagnostic[] {
  const known = KNOWN_KEYS[kind];
  const diagnostics: Diagnostic[] = [];
  for (const key of Object.keys(data)) {
    if (known.includes(key)) continue;
    const meant = misspeltKey(key, known);
    if (meant) {
      diagnostics.push(
        warning('unknown-front-matter-key', `Unknown front matter key "${key}". Did you mean "${meant}"?`, {
          file,
          line: lines[key],
          hint: `Rename it to "${meant}" if that is what you meant; other keys are kept for templates but lendocs itself ignores them.`,
        }),
      );
    }
  }
  return diagnostics;
}

function countLines(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}
