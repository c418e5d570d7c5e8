#!/usr/bin/env node
// The test tiers' rules, checked by `npm test` (see docs/docs/contributing/tests.md):
//   - a file under test/unit/ tests a module alone: neither it nor anything it imports (followed through test/ and
//     src/) reaches the build pipeline, the commands, serve, the `lendocs check` crawler, a fixture site build, the
//     browser or server helpers, and it runs no server (node:http, node:net) and no CLI (bin/lendocs.js);
//   - every test asserts something: its function, or a function of the same file that it calls, uses assert (or
//     has subtests), so a test cannot pass by merely not timing out;
//   - tests are TypeScript in a tier folder (test/unit, test/integration, test/e2e), compiled with the sources.
// Exits 1 listing every problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['unit', 'integration', 'e2e'];

/** Modules a unit test may not reach, directly or through what it imports (paths from the repository root). */
const NOT_IN_UNIT = [
  [/^src\/pipeline(\.ts$|\/)/, 'the build pipeline'],
  [/^src\/cli\.ts$/, 'the command line'],
  // progress.ts and output.ts draw the command line's output; the other commands run builds and servers.
  [/^src\/commands\/(?!progress\.ts$|output\.ts$)/, 'a command'],
  // host-check.ts (which Host headers to trust) and http/ (the file handler's rules) start no server; the rest does.
  [/^src\/serve\/(?!host-check\.ts$|http\/)/, 'serve or preview'],
  [/^src\/crawl\//, 'the `lendocs check` crawler'],
  [/^test\/support\/(fixture-site|content-site)\.ts$/, 'a fixture site build'],
  [/^test\/support\/browser\.ts$/, 'the browser helpers'],
  [/^test\/support\/(watched-site|live-events|http)\.ts$/, 'the server helpers'],
];
/** Packages and Node modules a unit test file may not import itself. */
const NOT_IN_UNIT_PACKAGES = [
  [/^playwright-core$/, 'the browser'],
  [/^(node:)?(http|https|net)$/, 'a server or a socket'],
];

function files(folder, suffix) {
  const full = path.join(ROOT, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return files(relative, suffix);
    return entry.name.endsWith(suffix) ? [relative] : [];
  });
}

const sources = new Map();
function parsed(file) {
  if (!sources.has(file)) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    sources.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return sources.get(file);
}

/** The module specifiers a file imports: static imports and exports, and import('…') with a string. */
function importsOf(file) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed(file));
  return found;
}

/** A relative import's file, from the repository root ('./x.js' → 'test/support/x.ts'); undefined if not ours. */
function resolved(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), target]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  }
  return undefined;
}

const line = (file, node) => parsed(file).getLineAndCharacterOfPosition(node.getStart()).line + 1;
const problems = [];

// Unit tests: nothing that builds a site, serves, runs the CLI or opens a browser, however indirectly.
for (const test of files('test/unit', '.test.ts')) {
  for (const { specifier, node } of importsOf(test)) {
    for (const [pattern, what] of NOT_IN_UNIT_PACKAGES) if (pattern.test(specifier)) problems.push(`${test}:${line(test, node)}: a unit test imports ${what} (${specifier}); such a test belongs in test/e2e/`);
  }
  if (/\bBIN\b|bin\/lendocs/.test(parsed(test).text)) problems.push(`${test}: a unit test runs the command line (bin/lendocs.js); such a test belongs in test/integration/ or test/e2e/`);
  const seen = new Set([test]);
  const queue = [[test, []]];
  while (queue.length) {
    const [file, chain] = queue.shift();
    for (const { specifier, node } of importsOf(file)) {
      const target = resolved(file, specifier);
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const via = [...chain, `${file}:${line(file, node)}`];
      const rule = NOT_IN_UNIT.find(([pattern]) => pattern.test(target));
      if (rule) problems.push(`${test}: a unit test reaches ${rule[1]} (${target}) through ${via.join(' → ')}; test the module alone, or move the test to test/integration/ or test/e2e/`);
      else queue.push([target, via]);
    }
  }
}

// Every test asserts.
const ASSERTS = /\bassert\b|\bexpect\s*\(/;
/** The functions a file declares by name (function f, const f = () => …), for following a test into its helpers. */
function namedFunctions(source) {
  const named = new Map();
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body) named.set(node.name.text, node);
    else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) named.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named;
}
/** test(name, fn), it(name, fn) or a subtest t.test(name, fn): a name first and a function (or its name) last. */
const isTestCall = (node) =>
  ts.isCallExpression(node) &&
  ((ts.isIdentifier(node.expression) && ['test', 'it'].includes(node.expression.text)) || (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'test')) &&
  node.arguments.length >= 2 &&
  (ts.isStringLiteralLike(node.arguments[0]) || ts.isTemplateExpression(node.arguments[0])) &&
  (ts.isArrowFunction(node.arguments.at(-1)) || ts.isFunctionExpression(node.arguments.at(-1)) || ts.isIdentifier(node.arguments.at(-1)));

function asserts(fn, named, source, seen = new Set()) {
  if (seen.has(fn)) return false;
  seen.add(fn);
  if (ASSERTS.test(fn.getText(source))) return true;
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (isTestCall(node) && node !== fn) found = true;
    else if (ts.isIdentifier(node) && named.has(node.text) && named.get(node.text) !== fn && asserts(named.get(node.text), named, source, seen)) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn, visit);
  return found;
}

for (const test of TIERS.flatMap((tier) => files(`test/${tier}`, '.test.ts'))) {
  const source = parsed(test);
  const named = namedFunctions(source);
  const visit = (node) => {
    if (isTestCall(node)) {
      const body = node.arguments.at(-1);
      const fn = body && (ts.isIdentifier(body) ? named.get(body.text) : body);
      const name = node.arguments[0] && ts.isStringLiteralLike(node.arguments[0]) ? JSON.stringify(node.arguments[0].text) : 'a test';
      if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) || !asserts(fn, named, source)) {
        problems.push(`${test}:${line(test, node)}: ${name} asserts nothing: it can only fail by throwing or timing out; assert what it checks`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Tests live in the tiers, as TypeScript compiled with the sources: a JavaScript test would import dist/ and break
// only at run time, and scripts/run-tests.mjs would never run one outside the tiers.
for (const file of files('test', '.js').filter((file) => !file.startsWith('test/.tmp/'))) {
  problems.push(`${file}: tests and their helpers are TypeScript in test/unit/, test/integration/, test/e2e/ or test/support/ (see docs/docs/contributing/tests.md); move it there as .ts`);
}

if (problems.length) {
  console.error(`Test check: ${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
const count = (tier) => files(`test/${tier}`, '.test.ts').length;
console.log(`Test check: ${TIERS.map((tier) => `${count(tier)} ${tier}`).join(', ')} test files; unit tests stand alone and every test asserts.`);
