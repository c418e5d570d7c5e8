#!/usr/bin/env node
// The layering check: imports run one way, as the "Layers" table of the design says. Each source file belongs to
// one part; each part lists the parts it may import from. Type-only imports (`import type`) may also reach the
// data types of earlier stages, since passing a stage's output along is the point of a pipeline.
// Run by `npm test` (and so by CI); exits 1 listing every import that runs the wrong way and every cycle of value
// imports.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which part a file (relative to the repository, with forward slashes) belongs to. */
function partOf(file) {
  if (file.startsWith('src/shared/') || ['src/types.ts', 'src/errors.ts'].includes(file)) return 'shared';
  // version.ts reads package.json files: Node I/O, so it is a Node helper, whatever folder it sits in.
  if (file.startsWith('src/node/') || file === 'src/version.ts') return 'node';
  if (file.startsWith('templates/')) return 'render';
  // The file server (static files, ranges, headers): serve and preview answer with it, and the `check` crawler
  // (src/crawl/) reads a built site through it, so it is a part of its own that those may use.
  if (file.startsWith('src/serve/http/')) return 'http';
  if (file.startsWith('src/pipeline/')) return 'pipeline';
  // The command line: the program (cli.ts) and one file per command.
  if (file === 'src/cli.ts' || file.startsWith('src/commands/')) return 'cli';
  const folder = file.split('/')[1];
  return folder;
}

// The build's link checks are part of the route stage (src/route/link-checks.ts): they read the Site it makes.
const STAGES = ['config', 'load', 'route', 'render', 'emit'];

/** Part → the parts it may import values from (itself is always allowed). */
const MAY_USE = {
  shared: [],
  // Node helpers several stages use (atomic writes, folders, worker threads, processes): no stage, no client.
  node: ['shared'],
  config: ['node', 'shared'],
  load: ['config', 'node', 'shared'],
  route: ['config', 'node', 'shared'],
  render: ['node', 'shared'],
  // The emit stage writes what the route stage made, so it may read the Site with route's helpers.
  emit: ['route', 'render', 'node', 'shared'],
  pipeline: [...STAGES, 'node', 'shared'],
  http: ['node', 'shared'],
  serve: ['pipeline', ...STAGES, 'http', 'node', 'shared'],
  crawl: ['pipeline', ...STAGES, 'http', 'node', 'shared'],
  migrate: ['config', 'node', 'shared'],
  cli: ['pipeline', 'serve', 'http', 'crawl', 'migrate', ...STAGES, 'node', 'shared'],
  client: ['shared'],
};

/** Part → the parts whose types it may also import (`import type`): the data that flows into it. */
const MAY_TYPE = {
  shared: ['config'],
  route: ['load'],
  render: ['config', 'load', 'route'],
  emit: ['config', 'load', 'route'],
};

function sourceFiles(folder) {
  const out = [];
  for (const name of readdirSync(path.join(ROOT, folder))) {
    const relative = `${folder}/${name}`;
    if (statSync(path.join(ROOT, relative)).isDirectory()) out.push(...sourceFiles(relative));
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(relative);
  }
  return out;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

const problems = [];
for (const file of [...sourceFiles('src'), ...sourceFiles('templates')]) {
  const part = partOf(file);
  if (!(part in MAY_USE)) {
    problems.push(`${file}: belongs to no known part ("${part}"); add it to scripts/check-layers.mjs`);
    continue;
  }
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (!specifier.startsWith('.')) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '.ts');
    const targetPart = partOf(target);
    if (targetPart === part) continue;
    const typeOnly = Boolean(match[2]);
    const allowed = MAY_USE[part].includes(targetPart) || (typeOnly && (MAY_TYPE[part] ?? []).includes(targetPart));
    if (!allowed) {
      const line = text.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
      problems.push(`${file}:${line}: ${part} may not import ${typeOnly ? 'types from ' : ''}${targetPart} (${specifier})`);
    }
  }
}

// src/shared/ holds what Node and the browser both read: no Node built-in but the pure POSIX path functions.
for (const file of sourceFiles('src').filter((file) => partOf(file) === 'shared')) {
  for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (specifier.startsWith('node:') && specifier !== 'node:path/posix') {
      problems.push(`${file}: shared code may not use ${specifier} (Node helpers live in src/node/)`);
    }
  }
}

// The browser bundle may reach src/shared/ only through modules that need no Node built-in (esbuild would fail).
const browserSafe = (file, seen = new Set()) => {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[3] ?? match[4];
    if (match[2]) continue;
    if (specifier.startsWith('node:')) found.push(`${file} imports ${specifier}`);
    else if (specifier.startsWith('.')) found.push(...browserSafe(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).replace(/\.js$/, '.ts'), seen));
  }
  return found;
};
for (const file of sourceFiles('src/client')) {
  for (const problem of browserSafe(file)) problems.push(`${file}: the browser code reaches Node code: ${problem}`);
}

// No cycle of value imports (the design's "no import cycle of values anywhere"): modules in a cycle cannot be read
// or loaded apart, and one of them runs before the other's values exist. Type-only imports are erased, so they may
// meet; a dynamic import() loads a module too, so it counts. Each cycle is listed once, as a path back to its start.
const VALUE_IMPORT = /^\s*(import|export)\s+(type\s+)?([^'"]*?)from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;
/** `import { type A, type B } from` is erased too, as is `import type`. */
const onlyTypes = (names) => /^\{[^}]*\}\s*$/.test(names.trim()) && names.replace(/[{}\s]/g, '').split(',').filter(Boolean).every((name) => name.startsWith('type'));
const graph = new Map();
const allFiles = [...sourceFiles('src'), ...sourceFiles('templates')];
const known = new Set(allFiles);
for (const file of allFiles) {
  const targets = new Set();
  for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(VALUE_IMPORT)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    if (!specifier.startsWith('.') || match[2] || (match[3] !== undefined && onlyTypes(match[3]))) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const target = [resolved.replace(/\.js$/, '.ts'), resolved.replace(/\.js$/, '.tsx')].find((name) => known.has(name));
    if (target) targets.add(target);
  }
  graph.set(file, [...targets].sort());
}
for (const cycle of importCycles(graph)) problems.push(`value-import cycle: ${cycle.join(' → ')}`);

/** One cycle per strongly connected group of files (Tarjan), as the shortest path from its first file back to it. */
function importCycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file).includes(file)) groups.push(new Set(group));
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => {
    const start = [...group].sort()[0];
    const from = new Map([[start, undefined]]);
    const queue = [start];
    while (queue.length) {
      const file = queue.shift();
      for (const target of edges.get(file).filter((target) => group.has(target))) {
        if (target === start) {
          const path = [start];
          for (let at = file; at !== undefined && at !== start; at = from.get(at)) path.splice(1, 0, at);
          return [...path, start];
        }
        if (!from.has(target)) {
          from.set(target, file);
          queue.push(target);
        }
      }
    }
    return [...group];
  });
}

if (problems.length) {
  console.error(`Layering check: ${problems.length} problem${problems.length === 1 ? '' : 's'} (see "Layers" in the design):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Layering check: every import follows the layers, and no value imports form a cycle.');
