// The config reference and the JSON Schema are generated from the zod schema; this keeps the committed copies
// current, and checks that the JSON Schema accepts and rejects what lendocs itself does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { fromRepo, requireFromRepo } from '../../support/repo.js';

const { jsonSchema, staleOutputs } = requireFromRepo('scripts/config-reference.mjs');

test('docs/config-reference.md and schema/lendocs.config.schema.json are current', () => {
  assert.deepEqual(staleOutputs(), [], 'run: node scripts/config-reference.mjs');
});

test('the reference lists every key of the schema, nested ones included, with its default', () => {
  const reference = readFileSync(fromRepo('docs/config-reference.md'), 'utf8');
  for (const row of ['| `title` | string | **required** |', '| `url` | URL | `"http://localhost"` |', '| `navbar.items[].label` |', '| `docs.showVersionBadge` | boolean | `false` |', '| `colors.primaryDark` |', '| `headTags[].tagName` |']) {
    assert.ok(reference.includes(row), `missing: ${row}`);
  }
  const keys = (node): string[] => Object.entries<any>(node.properties ?? {}).flatMap(([key, child]) => [key, ...keys(child.type === 'array' ? child.items ?? {} : child)]);
  for (const key of keys(jsonSchema())) assert.match(reference, new RegExp(`\\| \`([^\`]*[.\\]])?${key}\` \\|`), `${key} is not in the reference`);
});

test('the JSON Schema describes the repository\'s own config, and knows its keys', () => {
  const schema = jsonSchema();
  const config = parse(readFileSync(fromRepo('content/lendocs.config.yml'), 'utf8'));
  for (const key of Object.keys(config)) assert.ok(schema.properties[key], `${key} is not in the JSON Schema`);
  assert.deepEqual(schema.required, ['title']);
  assert.equal(schema.additionalProperties, false);
  assert.ok(!JSON.stringify(schema).includes('starts_with'), 'a zod-only format is left in the schema');
});
