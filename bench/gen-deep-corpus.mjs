#!/usr/bin/env node
// A bench corpus whose docs sidebar's top level does not grow with the site: the shared generator's corpus
// (../shared/bench/gen-corpus.mjs, whose five top-level sections repeat once per copy), with the copies moved into
// a few folders, `docs/part-G/`, so a page's sidebar holds its part's sections and a few dozen parts, as a large
// real site's does. Every link still resolves: copies move whole (their relative links stay true), and the links
// written from the site folder (`/explore-7/pools`, docs/index.md's `./explore-7/index.md`) get the part's folder.
//
//   node bench/gen-deep-corpus.mjs --out DIR --scale K [--parts P] [--seed S]
//
// Scale 560 makes about 50,000 pages (31,000 docs, 15,000 posts and their lists). P defaults to √K (24 at 560).
// Writes DIR/lendocs.config.yml (the bench config) when DIR has none.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const GENERATOR = fileURLToPath(new URL('../../shared/bench/gen-corpus.mjs', import.meta.url));
const SECTION = /^(explore|user-guides|curators|developers|security)(?:-(\d+))?$/;
const CONFIG = 'product: { name: Product, slug: product }\ntitle: Product Docs\ntagline: Bench corpus\nurl: https://bench.example\n';

const { values } = parseArgs({ options: { out: { type: 'string' }, scale: { type: 'string' }, parts: { type: 'string' }, seed: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!values.out || !Number.isInteger(scale) || scale < 1) {
  console.error('usage: node bench/gen-deep-corpus.mjs --out DIR --scale K [--parts P] [--seed S]');
  process.exit(2);
}
const parts = values.parts === undefined ? Math.max(1, Math.round(Math.sqrt(scale))) : Number(values.parts);
if (!Number.isInteger(parts) || parts < 1) {
  console.error('--parts must be a whole number of at least 1');
  process.exit(2);
}
if (!existsSync(GENERATOR)) {
  console.error(`The corpus generator is missing (${GENERATOR}); it lives in the shared folder beside this checkout.`);
  process.exit(2);
}
const out = path.resolve(values.out);
const generated = spawnSync(process.execPath, [GENERATOR, '--out', out, '--scale', String(scale), '--seed', values.seed], { stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);

// Copies 1…K, in order, go to parts 1…P (the first parts get one more copy when P does not divide K).
const perPart = Math.ceil(scale / parts);
const partOf = (section) => `part-${Math.floor((Number(SECTION.exec(section)[2] ?? 1) - 1) / perPart) + 1}`;

const docs = path.join(out, 'docs');
for (const name of readdirSync(docs)) {
  if (!SECTION.test(name)) continue;
  const part = partOf(name);
  mkdirSync(path.join(docs, part), { recursive: true });
  renameSync(path.join(docs, name), path.join(docs, part, name));
}
for (const part of readdirSync(docs).filter((name) => name.startsWith('part-'))) {
  const number = Number(part.slice('part-'.length));
  writeFileSync(path.join(docs, part, '_category_.json'), `${JSON.stringify({ label: `Part ${number}`, position: number })}\n`);
}

// `](/explore-7/…` anywhere (docs, blog, pages), and `](./explore-7/…` in docs/index.md (the only file that links from the docs root).
const ABSOLUTE = /\]\(\/((?:explore|user-guides|curators|developers|security)(?:-\d+)?)\//g;
const FROM_ROOT = /\]\(\.\/((?:explore|user-guides|curators|developers|security)(?:-\d+)?)\//g;
function rewrite(file, fromRoot) {
  const text = readFileSync(file, 'utf8');
  let next = text.replace(ABSOLUTE, (_match, section) => `](/${partOf(section)}/${section}/`);
  if (fromRoot) next = next.replace(FROM_ROOT, (_match, section) => `](./${partOf(section)}/${section}/`);
  if (next !== text) writeFileSync(file, next);
}
function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}
for (const file of [...markdownFiles(docs), ...markdownFiles(path.join(out, 'blog')), ...markdownFiles(path.join(out, 'pages'))]) rewrite(file, file === path.join(docs, 'index.md'));

const config = path.join(out, 'lendocs.config.yml');
if (!existsSync(config)) writeFileSync(config, CONFIG);
console.error(`gen-deep-corpus: ${scale} copies in ${Math.ceil(scale / perPart)} parts of docs/ (${perPart} copies each)`);
