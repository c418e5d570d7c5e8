#!/usr/bin/env node
// Generates the config reference (docs/config-reference.md, which the package ships and messages point to, and the
// same text as a page of the manual, docs/docs/reference/config.md) and the JSON Schema editors use to complete and
// check lendocs.config.yml (schema/lendocs.config.schema.json) from the zod schema, the one place keys are defined.
// `node scripts/config-reference.mjs` writes both; `--check` exits 1 when either is out of date (test/unit/config/config-reference.test.ts
// runs that check in `npm test`). Reads the compiled schema: run `npm run prepare` first.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { configSchema } from '../dist/src/config/schema.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REFERENCE_FILE = 'docs/config-reference.md';
export const REFERENCE_PAGE = 'docs/docs/reference/config.md';
export const SCHEMA_FILE = 'schema/lendocs.config.schema.json';

/** The JSON Schema of what people write (defaults make keys optional), in the standard's own vocabulary. */
export function jsonSchema() {
  const schema = z.toJSONSchema(configSchema, {
    io: 'input',
    unrepresentable: 'any',
    // zod names `startsWith` as a format of its own; the pattern beside it says the same in standard terms.
    override: ({ jsonSchema: node }) => {
      if (node.format === 'starts_with') delete node.format;
    },
  });
  return { ...schema, title: 'lendocs.config.yml', description: `The lendocs site config. Every key is described in ${REFERENCE_FILE} of the lendocs package.` };
}

function typeOf(node) {
  if (!node || Object.keys(node).filter((key) => !['description', 'default'].includes(key)).length === 0) return 'any';
  if (node.enum) return node.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' or ');
  if (node.anyOf) return node.anyOf.map(typeOf).join(' or ');
  if (Array.isArray(node.type)) return node.type.join(' or ');
  if (node.type === 'array') return `list of ${typeOf(node.items)}`;
  if (node.type === 'object') return node.properties ? 'mapping' : `mapping of names to ${typeOf(node.additionalProperties)}`;
  if (node.type === 'string' && node.format === 'uri') return 'URL';
  return node.type;
}

/**
 * The object schema whose keys are listed under a key: its own, its list items' (`navbar.items[].label`), or each
 * named entry's (`i18n.localeConfigs.<name>.htmlLang`).
 */
function children(node) {
  if (node.type === 'object' && node.properties) return { suffix: '', node };
  if (node.type === 'object' && node.additionalProperties?.type === 'object' && node.additionalProperties.properties) return { suffix: '.<name>', node: node.additionalProperties };
  if (node.type === 'array' && node.items?.type === 'object' && node.items.properties) return { suffix: '[]', node: node.items };
  const object = (node.items?.anyOf ?? node.anyOf ?? []).find((option) => option.type === 'object' && option.properties);
  return object ? { suffix: node.type === 'array' ? '[]' : '', node: object } : undefined;
}

function rows(node, prefix) {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).flatMap(([key, child]) => {
    const name = `${prefix}${key}`;
    const nested = children(child);
    // An object's own default repeats its keys' defaults, which their rows show.
    const shown = child.default !== undefined && !(nested && nested.suffix !== '.<name>' && typeof child.default === 'object' && !Array.isArray(child.default)) ? `\`${JSON.stringify(child.default)}\`` : '';
    const fallback = required.has(key) ? '**required**' : shown || '—';
    const cell = (text) => (text ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
    const row = `| \`${name}\` | ${cell(typeOf(child))} | ${cell(fallback)} | ${cell(child.description)} |`;
    return [row, ...(nested ? rows(nested.node, `${name}${nested.suffix}.`) : [])];
  });
}

export function referenceMarkdown() {
  return [
    '# lendocs.config.yml reference',
    '',
    '<!-- Generated from src/config/schema.ts by `node scripts/config-reference.mjs`; do not edit by hand. -->',
    '',
    'The site config is `lendocs.config.yml` in the site folder (the folder given to `--root`). Only `title` is',
    'required; `lendocs init` writes a commented example. Editors that use the YAML language server complete and',
    `check the file with the JSON Schema \`${SCHEMA_FILE}\` in the lendocs package, named on the file's first line:`,
    '',
    '```yaml',
    `# yaml-language-server: $schema=../node_modules/lendocs/${SCHEMA_FILE}`,
    '```',
    '',
    'A key written `a.b` is `b` inside the mapping `a`; `a[].b` is `b` in each item of the list `a`; `a.<name>.b` is `b` in each entry of the mapping of names `a`.',
    '',
    '| key | type | default | description |',
    '| --- | --- | --- | --- |',
    ...rows(jsonSchema(), ''),
    '',
  ].join('\n');
}

/** The reference as a page of the manual: the same text, placed in its sidebar. */
function referencePage() {
  const frontMatter = ['---', 'sidebar_position: 1', 'sidebar_label: Config reference', 'description: Every key of lendocs.config.yml, with its type, default and description.', '---', ''];
  return [...frontMatter, referenceMarkdown()].join('\n');
}

const outputs = () => [
  [REFERENCE_FILE, referenceMarkdown()],
  [REFERENCE_PAGE, referencePage()],
  [SCHEMA_FILE, `${JSON.stringify(jsonSchema(), null, 2)}\n`],
];

/** The generated files that differ from what is in the repository. */
export function staleOutputs() {
  return outputs()
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(ROOT, file), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleOutputs();
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.join(', ')}. Run: node scripts/config-reference.mjs`);
      process.exit(1);
    }
    console.log('Config reference and JSON Schema are current.');
  } else {
    for (const [file, text] of outputs()) {
      mkdirSync(path.dirname(path.join(ROOT, file)), { recursive: true });
      writeFileSync(path.join(ROOT, file), text);
      console.log(`wrote ${file}`);
    }
  }
}
