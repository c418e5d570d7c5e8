// Whenever lendocs shows an MDX expression as nothing where JavaScript would show something, it says so: a warning
// with the file and the line of the use, naming the variable (and the line of its export). Exports lendocs cannot
// evaluate (a call, a function, destructuring), imports of modules it does not run, inherited properties, objects
// shown as text. lendocs evaluates no more than before: it only stops being silent. serve reports the same.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMdx } from '../dist/src/load/mdx/jsx-walk.js';
import { createDevSite } from '../dist/src/serve/dev-site.js';
import { buildFixture, makeSite, tempDir } from './helpers.js';

const BIN = new URL('../bin/lendocs.js', import.meta.url).pathname;
const page = (body) => `---\ntitle: A\n---\n\n${body}\n`;
const compile = (body) => compileMdx(body, { file: 'a.mdx', bodyLine: 1 });
const found = (diagnostics) => diagnostics.map((d) => `${d.severity} ${path.basename(d.file)}:${d.line} ${d.message}`);

const YEAR = 'export const year = new Date().getFullYear();\n\nYear: {year}';

test('export const year = new Date().getFullYear(), then Year: {year}: a warning at the use, naming year and its export', async () => {
  const result = await buildFixture({ 'docs/a.mdx': page(YEAR) });
  assert.deepEqual(found(result.diagnostics), ['warning a.mdx:7 The expression {year} is left out: "year", exported at line 5, has no value lendocs knows: lendocs cannot evaluate function calls at build time.']);
  assert.equal(result.$('/a')('.markdown p').text(), 'Year:');
});

test('every kind of export lendocs cannot evaluate is a warning where it is used', () => {
  const cases = [
    ['export const f = (() => 1)();', '{f}', /"f", exported at line 1, has no value lendocs knows: lendocs cannot evaluate function calls/],
    ['export let now = Date.now();', '{now}', /"now", exported at line 1, has no value .*function calls/],
    ['export var stamp = new Date();', '{stamp}', /"stamp", exported at line 1, has no value lendocs knows: lendocs cannot evaluate a new expression/],
    ['export const { a, b } = { a: 1, b: 2 };', '{b}', /"b", exported at line 1, has no value lendocs knows: lendocs does not evaluate destructuring/],
    ['export const [first] = [1];', '{first}', /"first", exported at line 1, .*destructuring/],
    ['export function greet() { return 1; }', '{greet}', /"greet", exported at line 1, has no value lendocs knows: it is a function/],
    ['export class Thing {}', '{Thing}', /"Thing", exported at line 1, .*it is a class/],
    ['export const double = (x) => x * 2;', 'Text {double} here.', /"double", exported at line 1, has no value lendocs knows: lendocs cannot evaluate an arrow function expression/],
    ['export const Note = () => <b>note</b>;', 'Text {Note} here.', /"Note", exported at line 1, .*arrow function/],
    ['export const year = new Date().getFullYear();\nexport const label = `Year ${year}`;', '{label}', /"label", exported at line 2, has no value lendocs knows: "year", exported at line 1/],
    ['export const year = new Date().getFullYear();', '{year > 2000 ? "new" : "old"}', /"year", exported at line 1/],
    ['export const year = new Date().getFullYear();', '<a title={year}>x</a>', /"year", exported at line 1/],
  ];
  for (const [exports, use, why] of cases) {
    const result = compile(`${exports}\n\n${use}`);
    assert.equal(result.diagnostics.length, 1, `${exports} ${use}: ${found(result.diagnostics)}`);
    const [diagnostic] = result.diagnostics;
    assert.equal(diagnostic.severity, 'warning');
    assert.equal(diagnostic.line, exports.split('\n').length + 2, use);
    assert.match(diagnostic.message, /^The expression \{.*\} is left out: /, use);
    assert.match(diagnostic.message, why, use);
  }
});

test('an export with no value is undefined, as in JavaScript; one that is evaluated still shows, next to JSX too', () => {
  const result = compile('export let later;\nexport const name = "Acme";\n\n{later}{name}');
  assert.deepEqual(result.diagnostics, []);
  assert.match(result.body, /Acme/);
  // A block holding JSX is compiled by esbuild, which writes `const name = …; export { name }`.
  const jsx = compile('export const Note = () => <b>note</b>;\nexport const name = "Acme";\n\nText {name}.');
  assert.deepEqual(jsx.diagnostics, []);
  assert.match(jsx.body, /Text Acme\./);
});

test('the value of an imported module, an inherited property, an object shown as text: each a warning', () => {
  const cases = [
    ["import { version } from './constants';", 'Version {version}.', /"version" is imported from "\.\/constants", and lendocs does not run that module at build time/],
    ["import data from './data.js';", '{data.title}', /"data" is imported from "\.\/data\.js"/],
    ["import data from './data.js';", 'Text {`${data}`}.', /"data" is imported from/],
    ["import flag from './flag.js';", '{flag && "on"}', /"flag" is imported from/],
    ["import logo from './logo.js';", '<img src={logo} alt="" />', /"logo" is imported from/],
    ["import Tabs from '@theme/Tabs';", 'Text {Tabs} here.', /"Tabs" is imported from "@theme\/Tabs"/],
    ['export const pattern = /ab+c/i;', '{pattern.source}', /lendocs reads a value's own properties \(and length\), not the inherited "source"/],
    ['export const item = { title: "x" };', 'Item {item}.', /its value is an object, which cannot be shown as text/],
    ['export const items = [{ title: "x" }];', 'Items {items}.', /its value is an object, which cannot be shown as text/],
    ["import CodeBlock from '@theme/CodeBlock';", '<CodeBlock>{["a"]}</CodeBlock>', /the code of <CodeBlock> must be text/],
  ];
  for (const [imports, use, why] of cases) {
    const result = compile(`${imports}\n\n${use}`);
    assert.equal(result.diagnostics.length, 1, `${use}: ${found(result.diagnostics)}`);
    assert.equal(result.diagnostics[0].severity, 'warning', use);
    assert.equal(result.diagnostics[0].line, 3, use);
    assert.match(result.diagnostics[0].message, why, use);
  }
});

test('what lendocs does evaluate is unchanged: names, props, elements, assets, JSON, raw imports', async () => {
  const body = [
    "import shot from './shot.png';",
    "import data from './data.json';",
    "import code from '!!raw-loader!./example.txt';",
    'export const items = [{ label: "One" }];',
    'export const first = items[0].label;',
    '',
    'Name {first}, {items.length}, {data.title}, {code.trim()}, {"ab".toUpperCase()}, {[1, 2].join("+")}, {<b>bold</b>}.',
    '',
    '<img src={shot} alt={first} />',
  ].join('\n');
  const result = await buildFixture({ 'docs/a.mdx': page(body), 'docs/shot.png': 'png', 'docs/data.json': '{"title": "Data"}', 'docs/example.txt': 'text\n' });
  assert.deepEqual(found(result.diagnostics), []);
  const $ = result.$('/a');
  assert.equal($('.markdown p').first().text(), 'Name One, 1, Data, text, AB, 1+2, bold.');
  assert.equal($('.markdown img').attr('alt'), 'One');
});

test('serve reports the same warning, at its first build and after a save', async () => {
  const root = makeSite({ 'docs/a.mdx': page(YEAR) });
  const site = await createDevSite(root, tempDir());
  try {
    const first = await site.update();
    assert.equal(first.ok, true);
    const expected = 'warning a.mdx:7 The expression {year} is left out: "year", exported at line 5, has no value lendocs knows: lendocs cannot evaluate function calls at build time.';
    assert.deepEqual(found(first.diagnostics), [expected]);
    writeFileSync(path.join(root, 'docs/a.mdx'), page(`${YEAR}\n\nMore text.`));
    const saved = await site.update(['docs/a.mdx']);
    assert.deepEqual(found(saved.diagnostics), [expected]);
  } finally {
    await site.close();
  }
});

test('lendocs serve --watch prints the warning at start, and a warning a save brings once, when it appears', async () => {
  const root = makeSite({ 'docs/a.mdx': page(YEAR) });
  const child = spawn(process.execPath, [BIN, 'serve', '--root', root, '--port', '0', '--watch', '--no-cache']);
  let stdout = '';
  let stderr = '';
  const waiters = [];
  const check = () => waiters.splice(0).forEach((waiter) => (waiter.test() ? waiter.resolve() : waiters.push(waiter)));
  const until = (what) => new Promise((resolve) => {
    waiters.push({ test: what, resolve });
    check();
  });
  child.stdout.on('data', (chunk) => ((stdout += chunk), check()));
  child.stderr.on('data', (chunk) => ((stderr += chunk), check()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    await Promise.race([until(() => /Serving /.test(stdout)), exited]);
    assert.match(stderr, /warning\s+\S*docs\/a\.mdx:7\s+The expression \{year\} is left out: "year", exported at line 5/);
    writeFileSync(path.join(root, 'docs/a.mdx'), page(`${YEAR}\n\nNext: {year + 1}`));
    // The rebuild's new warnings are printed before its "Rebuilt after" line.
    await Promise.race([until(() => /Rebuilt after/.test(stderr)), exited]);
    assert.match(stderr, /warning\s+\S*docs\/a\.mdx:9\s+The expression \{year \+ 1\} is left out: "year", exported at line 5/);
    assert.equal(stderr.match(/docs\/a\.mdx:7/g).length, 1, stderr);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
});
