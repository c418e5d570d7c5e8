// `_category_.json` / `_category_.yml`: a docs folder's sidebar label, position and landing page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { error } from '../errors.js';
import type { Diagnostic } from '../types.js';
import { placeholderError, placeholderLine, substituteDeep, type Product } from '../shared/placeholders.js';
import { parseYaml, schemaDiagnostics } from '../shared/yaml.js';
import { convertedBoolean, convertedNumber } from './converted-values.js';

const categorySchema = z
  .object({
    label: z.string().min(1).optional(),
    position: convertedNumber().optional(),
    collapsed: convertedBoolean().optional(),
    collapsible: convertedBoolean().optional(),
    className: z.string().optional(),
    customProps: z.record(z.string(), z.unknown()).optional(),
    description: z.string().optional(),
    // Docusaurus 3's translation key of the category (sidebar item `key`): accepted, as it is there; lendocs has no
    // translation files to key.
    key: z.string().optional(),
    // A link with no `type` (`{"description": "…"}`): Docusaurus accepts it, makes no page for it and, as with
    // `null`, links no index doc by convention (its sidebars/generator.js and postProcessor.js). So it means `null`.
    link: z
      .preprocess(
        (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) && !('type' in value) ? null : value),
        z.union([
          z.null(),
          z.object({ type: z.literal('doc'), id: z.string().min(1) }).strict(),
          z
            .object({
              type: z.literal('generated-index'),
              slug: z.string().optional(),
              title: z.string().optional(),
              description: z.string().optional(),
              // Kept as Docusaurus accepts them (its categoryGeneratedIndex page's meta image and keywords).
              image: z.string().optional(),
              keywords: z.union([z.string(), z.array(z.string())]).optional(),
            })
            .strict(),
        ]),
      )
      .optional(),
  })
  .strict();

export type CategoryMeta = z.output<typeof categorySchema> & { file: string };

/** Reads every category file; the map key is the folder's logical path (`docs/curators/pools`). */
export interface CategoryOptions {
  root: string;
  /** The category files, relative to the root. */
  files: string[];
  product: Product | undefined;
  /** How a path is shown in messages. */
  shown: (absolute: string) => string;
  /** Maps a path on disk to its logical path (`docs/…`) when the docs folder is elsewhere. */
  logical?: (relative: string) => string;
}

export async function loadCategories({ root, files, product, shown, logical = (relative) => relative }: CategoryOptions): Promise<{ categories: Map<string, CategoryMeta>; diagnostics: Diagnostic[] }> {
  const categories = new Map<string, CategoryMeta>();
  const diagnostics: Diagnostic[] = [];
  for (const relative of files) {
    const file = shown(path.join(root, relative));
    let text: string;
    try {
      text = await readFile(path.join(root, relative), 'utf8');
    } catch (cause) {
      diagnostics.push(error('unreadable-file', `Cannot read this file: ${(cause as Error).message}`, { file }));
      continue;
    }
    const placeholder = product ? 0 : placeholderLine(text);
    if (placeholder) {
      diagnostics.push(placeholderError(file, placeholder));
      continue;
    }
    // JSON is YAML, so one parser serves both and keeps line numbers.
    const { yaml, diagnostics: yamlDiagnostics } = parseYaml(text, file);
    diagnostics.push(...yamlDiagnostics);
    if (!yaml) continue;
    const parsed = categorySchema.safeParse(yaml.value ?? {});
    if (!parsed.success) {
      diagnostics.push(...schemaDiagnostics(parsed.error.issues, yaml, file, 'category', 'Allowed keys, as Docusaurus has them: label, position, collapsed, collapsible, className, customProps, description, key, link (null, {type: doc, id} or {type: generated-index, slug, title, description, image, keywords}).'));
      continue;
    }
    const folder = substituteDeep(path.posix.dirname(logical(relative)), product);
    categories.set(folder, { ...substituteDeep(parsed.data, product), file });
  }
  return { categories, diagnostics };
}
